// Gives every seeded word a picture of its own, so an export carries as many files as words (the
// shared files of seed.ts would make a package of three). Each picture is a real WebP of random
// pixels (noise does not compress, so each is about as large as a learner's small photo), stored
// as the API stores an upload: under its content id in the media store, with its row in `media`.
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import sharp from 'sharp';
import { createFsMediaStore } from '../../api/src/providers/media/fs';
import { contentId, mediaKey } from '../../api/src/providers/media/port';

const SIDE = 144;
const PAGE = 500;

async function noisePicture(): Promise<Uint8Array> {
  const raw = new Uint8Array(SIDE * SIDE * 3);
  // getRandomValues fills at most 65,536 bytes at a time.
  for (let at = 0; at < raw.length; at += 65_536) crypto.getRandomValues(raw.subarray(at, at + 65_536));
  const webp = await sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
  return new Uint8Array(webp);
}

/** Replaces the picture of each of the learner's words by a distinct one; answers their bytes in all. */
export async function seedDistinctPictures(client: Client, dataDir: string, userId: number): Promise<number> {
  const store = createFsMediaStore(join(dataDir, 'media'));
  const ids = (
    await client.execute({ sql: 'SELECT id FROM words WHERE user_id = ? ORDER BY id', args: [userId] })
  ).rows;
  let bytes = 0;
  for (let start = 0; start < ids.length; start += PAGE) {
    const statements = [];
    for (const row of ids.slice(start, start + PAGE)) {
      const picture = await noisePicture();
      const id = contentId(picture);
      await store.put(mediaKey(userId, id), picture, 'image/webp');
      bytes += picture.byteLength;
      statements.push(
        {
          sql: 'INSERT OR IGNORE INTO media (user_id, id, kind, mime, size, created_at) VALUES (?,?,?,?,?,?)',
          args: [userId, id, 'image', 'image/webp', picture.byteLength, Date.now()],
        },
        { sql: 'UPDATE words SET picture = ? WHERE id = ?', args: [id, Number(row.id)] },
      );
    }
    await client.batch(statements, 'write');
  }
  await client.execute({
    sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
    args: [userId],
  });
  return bytes;
}
