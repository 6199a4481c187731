import sharp, { type Sharp } from 'sharp';
import { describe, expect, test } from 'vitest';
import { PICTURE_MAX_SIDE, processPicture } from '../../../api/src/modules/words/picture';
import { contentId } from '../../../api/src/providers/media/port';
import { PICTURE_MAX_BYTES, PICTURE_MIN_BYTES } from '../../../shared/words/rules';

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** Grey noise (so it does not compress to nothing) with a red square in the top-left corner. */
function markedPhoto(width: number, height: number) {
  const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
  const red = { create: { width: 40, height: 40, channels: 3, background: '#ff0000' } } as const;
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise } }).composite([
    { input: red, top: 0, left: 0 },
  ]);
}

async function pixelAt(webp: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as const;
}

const isRed = ([r, g, b]: readonly (number | undefined)[]) =>
  (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;

// PNG chunks are length, type, data, CRC-32 of type and data.
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(body, 4);
  view.setUint32(8 + data.length, Bun.hash.crc32(body));
  return chunk;
}

const IHDR_END = 8 + 25; // signature, then the 25-byte IHDR chunk

describe('processPicture', () => {
  test('turns a JPEG upright by its EXIF orientation and strips the metadata', async () => {
    // Stored landscape with "rotate 90° clockwise to display" and a description that must not leak.
    const jpeg = await markedPhoto(400, 200)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'home address' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(jpeg.includes('home address')).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const picture = await processPicture(bytesOf(jpeg));
    const out = await sharp(picture.bytes).metadata();
    expect(out.format).toBe('webp');
    expect([out.width, out.height]).toEqual([200, 400]);
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    expect(Buffer.from(picture.bytes).includes('home address')).toBe(false);
    // Rotated clockwise, the red top-left corner is now top-right.
    expect(isRed(await pixelAt(picture.bytes, 195, 5))).toBe(true);
    expect(isRed(await pixelAt(picture.bytes, 5, 5))).toBe(false);
  });

  test('shrinks a 3000 px PNG to fit within 1024 px, keeping its proportions', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThanOrEqual(PICTURE_MIN_BYTES);
    const out = await sharp((await processPicture(bytesOf(png))).bytes).metadata();
    expect([out.width, out.height]).toEqual([PICTURE_MAX_SIDE, PICTURE_MAX_SIDE / 2]);
  });

  test('never enlarges a small picture', async () => {
    const gif = await markedPhoto(300, 200).gif().toBuffer();
    const out = await sharp((await processPicture(bytesOf(gif))).bytes).metadata();
    expect([out.format, out.width, out.height]).toEqual(['webp', 300, 200]);
  });

  test.each([
    ['WebP', (image: Sharp) => image.webp()],
    ['AVIF', (image: Sharp) => image.avif({ effort: 0 })],
  ])('accepts %s', async (_, encode) => {
    const input = await encode(markedPhoto(240, 160)).toBuffer();
    const out = await sharp((await processPicture(bytesOf(input))).bytes).metadata();
    expect([out.format, out.width, out.height]).toEqual(['webp', 240, 160]);
  });

  test('accepts APNG (a PNG with an animation-control chunk)', async () => {
    const png = new Uint8Array(await markedPhoto(120, 80).png().toBuffer());
    const actl = pngChunk('acTL', new Uint8Array([0, 0, 0, 1, 0, 0, 0, 0])); // 1 frame, loop forever
    const apng = new Uint8Array([...png.slice(0, IHDR_END), ...actl, ...png.slice(IHDR_END)]);
    const { fileTypeFromBuffer } = await import('file-type');
    expect((await fileTypeFromBuffer(apng))?.mime).toBe('image/apng');
    const out = await sharp((await processPicture(apng)).bytes).metadata();
    expect([out.width, out.height]).toEqual([120, 80]);
  });

  test('the id is the content hash of the stored WebP, the same for the same upload', async () => {
    const jpeg = bytesOf(await markedPhoto(200, 200).jpeg().toBuffer());
    const first = await processPicture(jpeg);
    const second = await processPicture(jpeg);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.id).toBe(contentId(first.bytes));
    expect(second.id).toBe(first.id);
    expect(first.mime).toBe('image/webp');
  });

  const notSupported = { status: 415, message: 'File type is not supported' };

  test('a text file named .jpg is refused by its bytes', async () => {
    const text = new TextEncoder().encode('This is not a picture at all.\n'.repeat(100));
    await expect(processPicture(text)).rejects.toMatchObject(notSupported);
  });

  test('a real picture of a type the spec does not list (TIFF) is refused', async () => {
    const tiff = await markedPhoto(200, 200).tiff().toBuffer();
    await expect(processPicture(bytesOf(tiff))).rejects.toMatchObject(notSupported);
  });

  test('a picture that cannot be decoded (truncated JPEG) is refused', async () => {
    const jpeg = await markedPhoto(400, 400).jpeg().toBuffer();
    await expect(processPicture(bytesOf(jpeg.subarray(0, 2000)))).rejects.toMatchObject(notSupported);
  });

  test('a file below the minimum size is too small', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(tiny.length).toBeLessThan(PICTURE_MIN_BYTES);
    await expect(processPicture(bytesOf(tiny))).rejects.toMatchObject({
      status: 422,
      message: 'File size is too small',
    });
  });

  test('a file above the maximum size is too big', async () => {
    const jpeg = await markedPhoto(100, 100).jpeg().toBuffer();
    const huge = new Uint8Array(PICTURE_MAX_BYTES + 1);
    huge.set(jpeg);
    await expect(processPicture(huge)).rejects.toMatchObject({
      status: 413,
      message: 'File size is too big',
    });
  });

  test('a decompression bomb (a small PNG declaring 30000 × 30000) is refused from its header', async () => {
    const png = new Uint8Array(await markedPhoto(64, 64).png().toBuffer());
    expect(png.length).toBeGreaterThanOrEqual(PICTURE_MIN_BYTES);
    const header = pngChunk('IHDR', png.slice(16, 29));
    new DataView(header.buffer).setUint32(8, 30_000); // width
    new DataView(header.buffer).setUint32(12, 30_000); // height
    const bomb = new Uint8Array([
      ...png.slice(0, 8),
      ...pngChunk('IHDR', header.slice(8, 21)),
      ...png.slice(IHDR_END),
    ]);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);

    // sharp's limitInputPixels refuses from the header, before any pixel is decoded.
    await expect(processPicture(bomb)).rejects.toMatchObject(notSupported);
  });

  test('a real 30-megapixel PNG of ~100 KB is refused before it is decoded', async () => {
    // Above the 24-megapixel limit yet below sharp's own default one, so only our limit stops it.
    const white = { width: 6000, height: 5000, channels: 3, background: '#fff' } as const;
    const bomb = await sharp({ create: white }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PICTURE_MAX_BYTES);
    expect((await sharp(bomb).metadata()).width).toBe(6000);
    await expect(processPicture(bytesOf(bomb))).rejects.toMatchObject(notSupported);
  });
});
