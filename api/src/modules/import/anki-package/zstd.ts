// Anki's newer packages compress the collection, the media list and each media file with zstd.
// fzstd decompresses as a stream, so the bytes are counted and a bomb is stopped at the limit.
import { Decompress } from 'fzstd';
import { APKG_LIMITS, APKG_MESSAGES } from '../../../../../shared/export/anki-package';
import { ImportFileError } from '../import-record';

export function unzstd(bytes: Uint8Array, failMessage: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const stream = new Decompress((chunk) => {
    length += chunk.byteLength;
    if (length > APKG_LIMITS.unpackedBytes) throw new ImportFileError(APKG_MESSAGES.tooLarge);
    // fzstd may hand out views of its window: copy, as the window is reused.
    chunks.push(chunk.slice());
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(failMessage);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
