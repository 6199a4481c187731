// A small backup written as our export writes one (shared/export/backup.ts): words, each with its
// own picture (a WebP as an upload becomes), no answers.
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { mediaFileName } from '../../../shared/export/backup';

export async function backupOf(words: string[]): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const media = [];
  const entries = [];
  for (const [index, word] of words.entries()) {
    const webp = await sharp({
      create: { width: 48, height: 48, channels: 3, background: { r: index * 40, g: 90, b: 200 } },
    })
      .webp()
      .toBuffer();
    const id = `${index}`.padStart(32, 'a');
    const file = {
      id,
      kind: 'image' as const,
      mime: 'image/webp',
      size: webp.byteLength,
      file: mediaFileName({ id, mime: 'image/webp' }),
    };
    media.push(file);
    files[file.file] = new Uint8Array(webp);
    entries.push({
      uuid: crypto.randomUUID(),
      word,
      wordTranslation: `${word}!`,
      language: 'es-ES',
      voice: 'es-ES-Female',
      picture: id,
      category: 'No',
      score: 1,
      date: '2026-01-01T00:00:00.000Z',
    });
  }
  files['manifest.json'] = strToU8(JSON.stringify({ format: 'wordhoard-backup', version: 1, media }));
  files['words.json'] = strToU8(JSON.stringify(entries));
  files['schedules.json'] = strToU8('[]');
  files['reviews.json'] = strToU8('[]');
  return zipSync(files);
}
