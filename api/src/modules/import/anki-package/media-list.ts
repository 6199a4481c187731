// The package's media list: zip entry name → the file's name in Anki. Legacy packages keep it as
// JSON ({"0": "a.mp3"}); newer ones (meta version 3) as zstd-compressed protobuf MediaEntries
// (proto/anki/import_export.proto): entries = 1 { name = 1, size = 2, sha1 = 3,
// legacy_zip_filename = 255 }, the entry's zip name being its index unless 255 says otherwise.
// Four fields do not justify a protobuf library: they are read by hand below.
import { APKG_MESSAGES } from '../../../../../shared/export/anki-package';
import { ImportFileError } from '../import-record';

function reader(bytes: Uint8Array) {
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = bytes[at++];
      if (byte === undefined) throw new ImportFileError(APKG_MESSAGES.badMediaList);
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    throw new ImportFileError(APKG_MESSAGES.badMediaList);
  };
  const take = (length: number) => {
    if (at + length > bytes.byteLength) throw new ImportFileError(APKG_MESSAGES.badMediaList);
    at += length;
    return bytes.subarray(at - length, at);
  };
  /** Each field as [number, value]: varints as numbers, length-delimited as bytes. */
  function* fields(): Generator<[number, number | Uint8Array]> {
    while (at < bytes.byteLength) {
      const key = varint();
      const wire = key % 8;
      const field = Math.floor(key / 8);
      if (wire === 0) yield [field, varint()];
      else if (wire === 2) yield [field, take(varint())];
      else if (wire === 1) take(8);
      else if (wire === 5) take(4);
      else throw new ImportFileError(APKG_MESSAGES.badMediaList);
    }
  }
  return fields();
}

export function protobufMediaList(bytes: Uint8Array): Map<string, string> {
  const names = new Map<string, string>();
  let index = 0;
  for (const [field, value] of reader(bytes)) {
    if (field !== 1 || typeof value === 'number') continue;
    let name = '';
    let zipName = String(index);
    for (const [inner, innerValue] of reader(value)) {
      if (inner === 1 && typeof innerValue !== 'number') name = new TextDecoder().decode(innerValue);
      if (inner === 255 && typeof innerValue === 'number') zipName = String(innerValue);
    }
    names.set(zipName, name);
    index += 1;
  }
  return names;
}

export function jsonMediaList(bytes: Uint8Array): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not a map');
    return new Map(
      Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch {
    throw new ImportFileError(APKG_MESSAGES.badMediaList);
  }
}

/**
 * PackageMetadata { version = 1 }: 1 legacy (anki2), 2 legacy (anki21), 3 latest (anki21b). A
 * meta that cannot be read counts as unknown (0), as Anki treats a version it does not know.
 */
export function packageVersion(meta: Uint8Array | undefined): number | undefined {
  if (!meta) return undefined;
  try {
    for (const [field, value] of reader(meta)) if (field === 1 && typeof value === 'number') return value;
  } catch {
    // Falls through to unknown.
  }
  return 0;
}
