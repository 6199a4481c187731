// Chooses the media store once, at start-up (MEDIA_STORE in config.ts).
import { createFsMediaStore } from './fs';
import type { MediaStore } from './port';
import { createS3MediaStore, type S3MediaOptions } from './s3';

export type { MediaStore, StoredMedia } from './port';
export { contentId, mediaKey } from './port';

export type MediaStoreOptions = { store: 'fs'; folder: string } | { store: 's3'; s3: S3MediaOptions };

export function createMediaStore(options: MediaStoreOptions): MediaStore {
  return options.store === 's3' ? createS3MediaStore(options.s3) : createFsMediaStore(options.folder);
}
