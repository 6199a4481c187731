// Unpacks a zip given to an import with its limits checked as it goes: the names first (no "..",
// no absolute path), the entry count, then each entry's bytes counted as they come out of the
// inflater, so a zip that lies about its sizes is stopped at the limit, not after it.
import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';
import { READ_LIMIT_MESSAGES } from '../../../../../shared/import/read-limits';
import { IMPORT_MESSAGES } from '../../../../../shared/import/texts';
import {
  isSafeEntryName,
  ZIP_ENTRIES_MAX,
  ZIP_RATIO_FROM_BYTES,
  ZIP_RATIO_MAX,
  ZIP_UNPACKED_MAX_BYTES,
} from '../../../../../shared/import/zip-limits';
import { ImportFileError } from '../import-record';

interface Unpacking {
  /** The zip's own size, and the bytes unpacked so far. */
  packed: number;
  bytes: number;
  kept: Map<string, Uint8Array>;
  /** Entries begun and ended: a zip cut short begins one it never ends, and says nothing else. */
  begun: number;
  ended: number;
  /** The first limit passed; fflate swallows what its callbacks throw, so it is kept here. */
  failure?: ImportFileError;
}

function unpackEntry(file: UnzipFile, state: Unpacking) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  state.begun += 1;
  const fail = (message: string) => {
    state.failure ??= new ImportFileError(message);
    file.terminate();
  };
  file.ondata = (error, chunk, final) => {
    if (state.failure) return;
    if (error) return fail(IMPORT_MESSAGES.brokenBackup(file.name));
    size += chunk.byteLength;
    state.bytes += chunk.byteLength;
    if (state.bytes > ZIP_UNPACKED_MAX_BYTES) return fail(IMPORT_MESSAGES.zipTooLarge);
    // Against the whole zip's size: a streamed entry's header does not say its packed size, and
    // what comes out of a bomb soon passes any honest ratio.
    if (state.bytes > ZIP_RATIO_FROM_BYTES && state.bytes / state.packed > ZIP_RATIO_MAX)
      return fail(IMPORT_MESSAGES.zipRatio);
    chunks.push(chunk);
    if (!final) return;
    state.ended += 1;
    state.kept.set(file.name, chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks, size));
  };
  file.start();
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The zip's files by name; throws ImportFileError with the learner's message on any limit. */
export function safeUnzip(bytes: Uint8Array): Map<string, Uint8Array> {
  const state: Unpacking = {
    packed: Math.max(bytes.byteLength, 1),
    bytes: 0,
    kept: new Map(),
    begun: 0,
    ended: 0,
  };
  let entries = 0;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (state.failure) return;
    if (entries > ZIP_ENTRIES_MAX) state.failure = new ImportFileError(IMPORT_MESSAGES.zipTooManyEntries);
    else if (!isSafeEntryName(file.name))
      state.failure = new ImportFileError(IMPORT_MESSAGES.unsafeEntry(file.name));
    else if (!file.name.endsWith('/')) unpackEntry(file, state); // a name ending in / is a folder
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    // fflate throws at the end of a zip cut inside an entry: that entry has begun, not ended.
    state.failure ??= new ImportFileError(
      state.ended < state.begun ? READ_LIMIT_MESSAGES.truncated : IMPORT_MESSAGES.notZip,
    );
  }
  if (!state.failure && state.ended < state.begun)
    state.failure = new ImportFileError(READ_LIMIT_MESSAGES.truncated);
  if (state.failure) throw state.failure;
  return state.kept;
}
