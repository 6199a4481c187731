// The .apkg as zip entries (docs/decisions/0027-anki-package.md): collection.anki2 read from the
// temporary file a chunk at a time, the media map ("0" → name), then each media file under its
// number, read a chunk at a time and stored as it is. The temporary folder goes when the zip is done,
// fails or is cancelled (the zip stream returns this generator then, which runs the finally).
import { rm } from 'node:fs/promises';
import type { AppDeps } from '../../../deps';
import { fileChunks } from '../../../providers/media/file-chunks';
import { mediaChunks, mediaKey } from '../../../providers/media/port';
import type { BackupEntry } from '../backup-parts';
import type { BuiltCollection } from './build-collection';

const MAP_PAGE = 500;

/** The legacy media map, a JSON object of zip entry number → file name, written in pieces. */
async function* mediaMap(media: BuiltCollection['media']) {
  yield '{';
  for (let start = 0; start < media.length; start += MAP_PAGE) {
    const page = media.slice(start, start + MAP_PAGE);
    yield page
      .map(
        (file, i) =>
          `${start + i > 0 ? ',' : ''}${JSON.stringify(String(start + i))}:${JSON.stringify(file.name)}`,
      )
      .join('');
  }
  yield '}';
}

export async function* apkgEntries(
  deps: Pick<AppDeps, 'media'>,
  userId: number,
  built: BuiltCollection,
): AsyncGenerator<BackupEntry> {
  try {
    yield { name: 'collection.anki2', deflate: true, body: fileChunks(built.path) };
    yield { name: 'media', deflate: true, body: mediaMap(built.media) };
    for (const [index, file] of built.media.entries()) {
      yield { name: String(index), deflate: false, body: mediaChunks(deps.media, mediaKey(userId, file.id)) };
    }
  } finally {
    await rm(built.dir, { recursive: true, force: true });
  }
}
