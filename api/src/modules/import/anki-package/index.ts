// Reads an Anki package (.apkg: collection.anki2, collection.anki21 or collection.anki21b) into
// ImportRecords, one note at a time (docs/decisions/0027-anki-package.md). The caller has checked
// the file's size; here every entry is checked (names, count, unpacked size) before anything is
// read, and a package that cannot be read fails with an ImportFileError whose message is shown.
// The collection lives in a temporary file until the generator ends or is returned: consume it
// with for await (which returns it on a break or a throw).
import { APKG_MESSAGES } from '../../../../../shared/export/anki-package';
import { type ImportedFile, ImportFileError, type ImportRecord } from '../import-record';
import { openCollection } from './collection';
import { jsonMediaList, packageVersion, protobufMediaList } from './media-list';
import { type MediaLookup, noteRecords } from './note-records';
import { unpackPackage } from './unpack';
import { unzstd } from './zstd';

/** Newest first: a newer package still carries a collection.anki2 that only says "please update". */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const LATEST_VERSION = 3;

function mediaLookup(entries: Map<string, Uint8Array>, compressed: boolean): MediaLookup {
  const list = entries.get('media');
  const names = !list
    ? new Map<string, string>()
    : compressed
      ? protobufMediaList(unzstd(list, APKG_MESSAGES.badMediaList))
      : jsonMediaList(list);
  const zipNameOf = new Map([...names].map(([zipName, name]) => [name, zipName]));
  return (name): ImportedFile | undefined => {
    const zipName = name === undefined ? undefined : zipNameOf.get(name);
    const bytes = zipName === undefined ? undefined : entries.get(zipName);
    if (!name || !bytes) return undefined;
    return { name, bytes: compressed ? unzstd(bytes, APKG_MESSAGES.badMediaList) : bytes };
  };
}

export async function* readAnkiPackage(bytes: Uint8Array): AsyncGenerator<ImportRecord> {
  const entries = unpackPackage(bytes);
  const version = packageVersion(entries.get('meta'));
  if (version !== undefined && (version < 1 || version > LATEST_VERSION))
    throw new ImportFileError(APKG_MESSAGES.tooNew);
  const name = COLLECTIONS.find((candidate) => entries.has(candidate));
  const packed = name && entries.get(name);
  if (!name || !packed) throw new ImportFileError(APKG_MESSAGES.noCollection);
  const compressed = name === 'collection.anki21b';
  const media = mediaLookup(entries, compressed);
  const collection = await openCollection(compressed ? unzstd(packed, APKG_MESSAGES.badCollection) : packed);
  try {
    yield* noteRecords(collection, media);
  } catch (error) {
    // SQLite's own complaint (a column missing, a damaged page) says nothing to a learner.
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(APKG_MESSAGES.badCollection);
  } finally {
    await collection.close();
  }
}

export { ImportFileError };
