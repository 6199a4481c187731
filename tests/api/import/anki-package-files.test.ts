// The Anki package reader on packages written by Anki itself (tests/api/fixtures/anki/README.md)
// and on packages that must be refused, each with its message.
import { readFile } from 'node:fs/promises';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readAnkiPackage } from '../../../api/src/modules/import/anki-package';
import { ImportFileError, type ImportRecord } from '../../../api/src/modules/import/import-record';
import { APKG_MESSAGES } from '../../../shared/export/anki-package';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`../fixtures/anki/${name}`, import.meta.url)));

async function readAll(bytes: Uint8Array): Promise<ImportRecord[]> {
  const records: ImportRecord[] = [];
  for await (const record of readAnkiPackage(bytes)) records.push(record);
  return records;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readAll(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('the package was read');
}

describe('packages written by Anki', () => {
  it('reads a legacy collection.anki2 with its JSON media map and a sound', async () => {
    const records = await readAll(await fixture('anki-2012-media.apkg'));
    expect(records).toHaveLength(1);
    const [note] = records;
    // The note's only field is its sound: the file's name gives the word.
    expect(note?.word).toBe('foo');
    expect(note?.uuid).toBeUndefined();
    expect(note?.speechWord?.name).toBe('foo.wav');
    expect(note?.speechWord?.bytes.byteLength).toBe(4);
  });

  it('reads a current collection.anki21b: zstd, schema 18 tables with unicase names, protobuf media list', async () => {
    const records = await readAll(await fixture('anki-25-alphabet-word.apkg'));
    expect(records).toHaveLength(26);
    expect(records[0]).toMatchObject({
      line: 1,
      word: 'apple',
      wordTranslation: '苹果',
      category: 'Alphabet Word',
    });
    expect(records.map((r) => r.word)).toContain('book');
    expect(records.every((r) => r.date?.startsWith('2025-09-'))).toBe(true);
    expect(records.some((r) => r.reviews || r.schedule || r.picture)).toBe(false);
  });
});

describe('packages that are refused', () => {
  it('garbage bytes are not a zip', async () => {
    expect(await refusal(strToU8('not a zip at all, just text'))).toBe(APKG_MESSAGES.notZip);
  });

  it('a zip without a collection is not an Anki package', async () => {
    expect(await refusal(zipSync({ 'notes.txt': strToU8('hello') }))).toBe(APKG_MESSAGES.noCollection);
  });

  it('an entry named with ".." or an absolute path is refused before anything is read', async () => {
    const collection = await fixture('anki-2012-media.apkg');
    for (const name of ['../x', 'media/../../etc/passwd', '/etc/passwd', 'C:/evil', 'a\\..\\b']) {
      const bytes = zipSync({ 'collection.anki2': collection, [name]: strToU8('x') });
      expect(await refusal(bytes)).toBe(APKG_MESSAGES.unsafeName);
    }
  });

  it('a zip bomb is stopped as it unpacks, by the bytes that come out', async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    expect(await refusal(zipSync({ 'collection.anki2': zeros }, { level: 1 }))).toBe(APKG_MESSAGES.bomb);
  });

  it('a collection that is not SQLite cannot be read', async () => {
    expect(await refusal(zipSync({ 'collection.anki2': strToU8('SQLite format 2? no') }))).toBe(
      APKG_MESSAGES.badCollection,
    );
    expect(await refusal(zipSync({ 'collection.anki21b': strToU8('not zstd') }))).toBe(
      APKG_MESSAGES.badCollection,
    );
  });

  it('a package from a newer Anki says so', async () => {
    const meta = new Uint8Array([0x08, 0x09]);
    expect(await refusal(zipSync({ meta, 'collection.anki2': strToU8('x') }))).toBe(APKG_MESSAGES.tooNew);
  });

  it('a broken media map is named', async () => {
    const { 'collection.anki2': collection = new Uint8Array() } = unzipSync(
      await fixture('anki-2012-media.apkg'),
    );
    const bytes = zipSync({ 'collection.anki2': collection, media: strToU8('{not json') });
    expect(await refusal(bytes)).toBe(APKG_MESSAGES.badMediaList);
  });
});
