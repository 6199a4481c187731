// Unzips an Anki package with limits against zip bombs and unsafe names (decision 0027). Sizes in
// a zip's headers can lie, so the bytes are counted as they come out of the stream, and unpacking
// stops at the first limit passed: the total, the number of entries, each entry's ratio.
import { Unzip, UnzipInflate } from 'fflate';
import { APKG_LIMITS, APKG_MESSAGES } from '../../../../../shared/export/anki-package';
import { READ_LIMIT_MESSAGES } from '../../../../../shared/import/read-limits';
import { isSafeEntryName } from '../../../../../shared/import/zip-limits';
import { ImportFileError } from '../import-record';

/** An entry may always unpack to this much, whatever its packed size (tiny files compress oddly). */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** Every entry of the package by name, unpacked within the limits. */
export function unpackPackage(bytes: Uint8Array): Map<string, Uint8Array> {
  if (bytes.byteLength < 4 || ZIP_MAGIC.some((b, i) => bytes[i] !== b))
    throw new ImportFileError(APKG_MESSAGES.notZip);
  const entries = new Map<string, Uint8Array>();
  let failure: string | null = null;
  let count = 0;
  let total = 0;
  // Entries begun and ended: a zip cut short begins one it never ends, and says nothing else.
  let begun = 0;
  let ended = 0;
  const unzip = new Unzip((file) => {
    if (failure) return;
    count += 1;
    if (!isSafeEntryName(file.name)) failure = APKG_MESSAGES.unsafeName;
    else if (count > APKG_LIMITS.entries) failure = APKG_MESSAGES.tooManyEntries;
    if (failure || file.name.endsWith('/')) return;
    const allowed = Math.max(RATIO_FLOOR_BYTES, (file.size || bytes.byteLength) * APKG_LIMITS.ratio);
    const chunks: Uint8Array[] = [];
    let length = 0;
    begun += 1;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = APKG_MESSAGES.notZip;
        return;
      }
      length += chunk.byteLength;
      total += chunk.byteLength;
      if (total > APKG_LIMITS.unpackedBytes) failure = APKG_MESSAGES.tooLarge;
      else if (length > allowed) failure = APKG_MESSAGES.bomb;
      if (failure) {
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (!final) return;
      ended += 1;
      entries.set(file.name, concat(chunks, length));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    // fflate throws at the end of a zip cut inside an entry: that entry has begun, not ended.
    failure ??= ended < begun ? READ_LIMIT_MESSAGES.truncated : APKG_MESSAGES.notZip;
  }
  if (!failure && ended < begun) failure = READ_LIMIT_MESSAGES.truncated;
  if (failure) throw new ImportFileError(failure);
  return entries;
}
