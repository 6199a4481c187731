// Renders the app icons from public/favicon.svg. Run once after changing the logo, and commit
// the PNGs it writes:  node_modules/.bin/bun web/scripts/make-icons.ts
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dir, '..', 'public');
const logo = await readFile(join(publicDir, 'favicon.svg'), 'utf8');

/**
 * The full-bleed variant: square corners (the platform cuts its own shape) and the mark shrunk
 * into the central safe zone, so a circle mask or iOS's rounding never clips it.
 */
function fullBleed(svg: string, markScale: number): string {
  const offset = (64 * (1 - markScale)) / 2;
  return svg
    .replace('rx="14"', 'rx="0"')
    .replace('<g id="mark">', `<g id="mark" transform="translate(${offset} ${offset}) scale(${markScale})">`);
}

const maskable = fullBleed(logo, 0.72);
if (maskable === logo) throw new Error('favicon.svg no longer has the #tile and #mark the script expects');

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(logo, 0.86), size: 180 },
];

for (const { file, svg, size } of icons) {
  // Rasterise at a density that gives the target size directly, so edges stay crisp.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));
  console.log(`wrote public/${file} (${size}x${size})`);
}
