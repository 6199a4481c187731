import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../shared/export/columns';
import { detectFormat } from '../../../shared/import/detect';
import { guessMapping, isOurHeader, parseMapping } from '../../../shared/import/mapping';
import { isSafeEntryName } from '../../../shared/import/zip-limits';

const head = (text: string) => new TextEncoder().encode(text);

describe('the format of a chosen file', () => {
  it('comes from its first bytes first, then its name', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]);
    expect(detectFormat('wordhoard-backup.zip', zip)).toBe('backup');
    expect(detectFormat('deck.apkg', zip)).toBe('apkg');
    expect(detectFormat('words.txt', head('#separator:tab\n#html:true\n'))).toBe('anki-text');
    expect(detectFormat('notes.csv', head('\uFEFF#html:false\n'))).toBe('anki-text');
    expect(detectFormat('list.tsv', head('a\tb'))).toBe('tsv');
    expect(detectFormat('list.txt', head('a\tb'))).toBe('tsv');
    expect(detectFormat('list.CSV', head('a,b'))).toBe('csv');
    expect(detectFormat('photo.jpg', new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('the column mapping', () => {
  it('is found at once for our own export’s header', () => {
    const header = CSV_COLUMNS.map((c) => c.title);
    expect(isOurHeader(header)).toBe(true);
    expect(isOurHeader(['Word', 'Meaning'])).toBe(false);
    expect(guessMapping(header)).toEqual({
      word: 0,
      wordTranslation: 1,
      sentence: 2,
      sentenceTranslation: 3,
      language: 4,
      category: 5,
      score: 6,
      date: 7,
      sourceUrl: 8,
      sourceTitle: 9,
    });
  });

  it('sent by a client is refused unless every field is known and every column used once', () => {
    expect(parseMapping({ word: 0, wordTranslation: 2 })).toEqual({ word: 0, wordTranslation: 2 });
    expect(parseMapping({ word: 0, sentence: 0 })).toBeNull();
    expect(parseMapping({ word: -1 })).toBeNull();
    expect(parseMapping({ word: 1.5 })).toBeNull();
    expect(parseMapping({ password: 1 })).toBeNull();
    expect(parseMapping([0])).toBeNull();
    expect(parseMapping(null)).toBeNull();
  });
});

describe('a zip entry’s name', () => {
  it('is safe only when it stays inside the folder it is unpacked into', () => {
    for (const name of ['manifest.json', 'media/0a1b.webp', 'a/b/c.txt'])
      expect(isSafeEntryName(name)).toBe(true);
    for (const name of ['../x', 'a/../../x', '/etc/passwd', 'C:/win.ini', 'a\\b', './x', '', 'a\u0000b'])
      expect(isSafeEntryName(name)).toBe(false);
  });
});
