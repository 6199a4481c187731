// Hostile files for the upload fields: real pictures, the same cut short or with bytes flipped,
// headers that lie about the type or the size, decompression bombs, scripts dressed as pictures,
// and one byte over the upload limit.
import { deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { PICTURE_MAX_BYTES } from '../../../../shared/words/rules';

export interface CorpusFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const bytes = (data: Buffer | Uint8Array | string): Uint8Array<ArrayBuffer> =>
  typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(body, 4);
  view.setUint32(8 + data.length, Bun.hash.crc32(body));
  return chunk;
}

/** A PNG that declares width × height and carries a small, highly compressed body of zeros. */
function pngBomb(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const idat = deflateSync(new Uint8Array(8 * 1024 * 1024), { level: 9 });
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return new Uint8Array([
    ...signature,
    ...pngChunk('IHDR', ihdr),
    ...pngChunk('IDAT', idat),
    ...pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A GIF whose screen is 65535 × 65535 with a single tiny frame. */
function gifBomb(): Uint8Array<ArrayBuffer> {
  const header = bytes('GIF89a');
  const screen = [0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00];
  const image = [0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b];
  return new Uint8Array([...header, ...screen, ...image]);
}

async function noisePicture(format: 'png' | 'jpeg' | 'webp' | 'gif', size = 96) {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const image = sharp({ create: { width: size, height: size, channels: 3, background: '#777777', noise } });
  return bytes(await image.toFormat(format).toBuffer());
}

export async function buildCorpus(): Promise<CorpusFile[]> {
  const png = await noisePicture('png');
  const jpeg = await noisePicture('jpeg');
  const webp = await noisePicture('webp');
  const gif = await noisePicture('gif');
  const flipped = png.slice();
  for (let i = 64; i < flipped.length; i += 97) flipped[i] = (flipped[i] ?? 0) ^ 0xff;
  return [
    { name: 'photo.png', type: 'image/png', bytes: png },
    { name: 'photo.jpg', type: 'image/jpeg', bytes: jpeg },
    { name: 'photo.webp', type: 'image/webp', bytes: webp },
    { name: 'photo.gif', type: 'image/gif', bytes: gif },
    { name: 'cut.png', type: 'image/png', bytes: png.slice(0, Math.floor(png.length / 2)) },
    { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.slice(0, Math.floor(jpeg.length / 3)) },
    { name: 'flipped.png', type: 'image/png', bytes: flipped },
    { name: 'png-named-jpeg.jpg', type: 'image/jpeg', bytes: png },
    { name: 'script.png', type: 'image/png', bytes: bytes(`<script>alert(1)</script>${'x'.repeat(2000)}`) },
    {
      name: 'polyglot.gif',
      type: 'image/gif',
      bytes: bytes(`GIF89a/*<script>alert(1)</script>*/${'='.repeat(2000)}`),
    },
    {
      name: 'drawing.svg',
      type: 'image/svg+xml',
      bytes: bytes(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${' '.repeat(2000)}</svg>`),
    },
    {
      name: 'magic-only.png',
      type: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    },
    {
      name: 'jpeg-magic-then-junk.jpg',
      type: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(3000).fill(7)]),
    },
    { name: 'bomb.png', type: 'image/png', bytes: pngBomb(60_000, 60_000) },
    { name: 'wide-bomb.png', type: 'image/png', bytes: pngBomb(1_000_000, 30) },
    { name: 'bomb.gif', type: 'image/gif', bytes: gifBomb() },
    {
      name: 'zeros.gz.png',
      type: 'image/png',
      bytes: new Uint8Array(gzipSync(new Uint8Array(4 * 1024 * 1024))),
    },
    { name: 'empty.png', type: 'image/png', bytes: new Uint8Array() },
    { name: '../../../etc/passwd', type: 'image/png', bytes: png },
    {
      name: 'over-the-limit.png',
      type: 'image/png',
      bytes: (() => {
        const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
        big.set(png);
        return big;
      })(),
    },
  ];
}
