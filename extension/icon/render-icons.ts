// Renders the toolbar and store icons from wordhoard.svg. The PNGs are committed, so a build needs
// no image tooling; run this again after changing the drawing:
//   node_modules/.bin/bun extension/icon/render-icons.ts
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The sizes Chrome and Firefox ask for: toolbar (16, 32), extensions page (48), store (128). */
const ICON_SIZES = [16, 32, 48, 128] as const;

const here = dirname(fileURLToPath(import.meta.url));
const outputDir = join(here, '..', 'public', 'icon');

const svg = await readFile(join(here, 'wordhoard.svg'));
await mkdir(outputDir, { recursive: true });
for (const size of ICON_SIZES) {
  // Rasterise at a high density so small sizes are downsampled (sharp edges) rather than upscaled.
  await sharp(svg, { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(outputDir, `${size}.png`));
}
console.log(`Wrote ${ICON_SIZES.join(', ')} px icons to ${outputDir}`);
