// What a zip given to an import may hold before a byte of it is unpacked beyond these: a backup
// of a full account fits, a zip bomb or a path-escaping entry does not (docs/decisions/0026).
import { WORDS_MAX } from '../accounts/quotas';
import { IMPORT_BODY_MAX_BYTES } from '../body-limits';

/** A picture and two audio files per word, and the backup's few JSON files. */
export const ZIP_ENTRIES_MAX = WORDS_MAX * 3 + 16;
/** Pictures and audio are stored as they are; only the JSON files shrink, about tenfold. */
export const ZIP_UNPACKED_MAX_BYTES = 4 * IMPORT_BODY_MAX_BYTES;
/** Unpacked bytes per byte of the zip: deflated JSON shrinks 5 to 20 times, a zip bomb a thousand. */
export const ZIP_RATIO_MAX = 100;
/** Below this much unpacked the ratio is not judged: a few KB of repeated text shrink far more. */
export const ZIP_RATIO_FROM_BYTES = 1024 * 1024;

/** A name that stays inside the folder it is unpacked into: no "..", no root, no drive, no backslash. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return false;
  // Control characters: a NUL ends a name early in C, a newline forges log lines and reports.
  if (/\p{Cc}/u.test(name)) return false;
  return name.split('/').every((part) => part !== '..' && part !== '.');
}
