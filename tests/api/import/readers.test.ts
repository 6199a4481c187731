// The readers on real bytes: what each file becomes, and the message each bad file gets.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readAnkiText, uuidOfGuid } from '../../../api/src/modules/import/anki-text';
import { readBackup } from '../../../api/src/modules/import/backup';
import { readTable } from '../../../api/src/modules/import/csv';
import { ImportFileError } from '../../../api/src/modules/import/import-record';
import { ankiGuid } from '../../../shared/export/anki-text';
import { csvHeader, csvRows, UTF8_BOM } from '../../../shared/export/csv';
import { IMPORT_MESSAGES, IMPORT_ROWS_MAX } from '../../../shared/import/texts';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('the CSV and TSV reader', () => {
  it('reads the columns the learner mapped, numbering rows as a spreadsheet does', () => {
    const file = bytes('Spanish;English;Tag\r\ncasa;house;Home\r\n"perro, el";dog;\r\n'.replaceAll(';', ','));
    const records = readTable(file, ',', {
      header: true,
      mapping: { word: 0, wordTranslation: 1, category: 2 },
    });
    expect(records).toEqual([
      expect.objectContaining({ line: 2, word: 'casa', wordTranslation: 'house', category: 'Home' }),
      expect.objectContaining({ line: 3, word: 'perro, el', wordTranslation: 'dog', category: '' }),
    ]);
    expect(records[0]?.sentence).toBeUndefined();
  });

  it('maps our own export at once and takes the formula guard off', () => {
    const word = {
      uuid: crypto.randomUUID(),
      word: '=SUM(A1)',
      wordTranslation: '+1',
      sentence: '',
      sentenceTranslation: '',
      language: 'es-ES',
      voice: 'es-ES-Female',
      highQuality: false,
      picture: '',
      speechWord: '',
      speechSentence: '',
      deck: 'Wordhoard::Sky',
      category: 'Sky',
      score: 2 as const,
      date: '2026-01-02T03:04:05.000Z',
      sourceUrl: '',
      sourceTitle: '',
      updatedAt: 0,
      due: null,
      state: null,
    };
    const [record] = readTable(bytes(UTF8_BOM + csvHeader() + csvRows([word])), ',');
    expect(record).toMatchObject({
      line: 2,
      word: '=SUM(A1)',
      wordTranslation: '+1',
      language: 'es-ES',
      category: 'Sky',
      score: 2,
      date: word.date,
    });
  });

  it('reads tab-separated UTF-16 with its byte order mark', () => {
    const text = '\uFEFFcaf\u00e9\tcoffee\n';
    const utf16 = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i += 1)
      new DataView(utf16.buffer).setUint16(i * 2, text.charCodeAt(i), true);
    const records = readTable(utf16, '\t', { header: false, mapping: { word: 0, wordTranslation: 1 } });
    expect(records).toEqual([expect.objectContaining({ line: 1, word: 'café', wordTranslation: 'coffee' })]);
  });

  it('refuses text that is neither UTF-8 nor UTF-16, broken quoting, and a file without a word column', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x78, 0x0a]);
    const mapping = { header: false, mapping: { word: 0 } };
    expect(refusal(() => readTable(latin1, ',', mapping))).toBe(IMPORT_MESSAGES.encoding);
    expect(refusal(() => readTable(bytes('a,b\nc,"d\ne,f\n'), ',', mapping))).toBe(
      IMPORT_MESSAGES.brokenQuotes(2),
    );
    expect(refusal(() => readTable(bytes('a,b\n'), ','))).toBe(IMPORT_MESSAGES.noWordColumn);
  });

  it('refuses a file with more rows than an account may keep words', () => {
    const rows = 'w\n'.repeat(IMPORT_ROWS_MAX + 1);
    expect(refusal(() => readTable(bytes(rows), ',', { header: false, mapping: { word: 0 } }))).toBe(
      IMPORT_MESSAGES.tooManyRows,
    );
  });
});

describe('the Anki text reader', () => {
  it('reads our own export: HTML to text, the GUID back to the uuid, the deck to the category', () => {
    const uuid = crypto.randomUUID();
    const file = [
      '#separator:tab',
      '#html:true',
      '#guid column:1',
      '#notetype:Basic (and reversed card)',
      '#deck column:2',
      '#tags column:5',
      `${ankiGuid(uuid)}\tWordhoard::Sky\tsol &amp; luna<br><br><i>El sol &lt;b&gt;brilla</i>\tsun<script>alert(1)</script><br><br><i>The sun shines</i>\tes-ES`,
      'abcdefghij\tDefault\tperro\tdog\t',
    ].join('\n');
    const [ours, theirs] = readAnkiText(bytes(file));
    expect(ours).toEqual({
      line: 7,
      word: 'sol & luna',
      uuid,
      wordTranslation: 'sun',
      sentence: 'El sol <b>brilla',
      sentenceTranslation: 'The sun shines',
      language: 'es-ES',
      deck: 'Wordhoard::Sky',
      category: 'Sky',
    });
    expect(theirs).toMatchObject({
      line: 8,
      word: 'perro',
      wordTranslation: 'dog',
      uuid: undefined,
      deck: 'Default',
      category: 'Default',
    });
    expect(uuidOfGuid('Ab1/cD+e')).toBeUndefined();
  });
});

describe('the Anki text reader on Anki’s own export', () => {
  // The layout Anki 2.1.55+ writes for "Notes in Plain Text" with every option on
  // (https://docs.ankiweb.net/exporting.html#text-files): GUID, note type and deck columns first,
  // tags last; media as <img> and [sound:] references, which carry no bytes here.
  it('reads the fields after the special columns, dropping media references and markup', () => {
    const file = [
      '#separator:tab',
      '#html:true',
      '#guid column:1',
      '#notetype column:2',
      '#deck column:3',
      '#tags column:6',
      'f>Xv:q9Lq!\tBasic\tSpanish::Animals\t<div>el perro</div>[sound:perro.mp3]\tthe dog<img src="dog.jpg">\tanimals',
      'b2&sR$uT#o\tBasic (and reversed card)\tDefault\t"la ""casa"""\t"house;\nhome"\t',
    ].join('\n');
    const base = { uuid: undefined, sentence: '', sentenceTranslation: '', language: undefined };
    expect(readAnkiText(bytes(file))).toEqual([
      {
        ...base,
        line: 7,
        word: 'el perro',
        wordTranslation: 'the dog',
        deck: 'Spanish::Animals',
        category: 'Animals',
      },
      {
        ...base,
        line: 8,
        word: 'la "casa"',
        wordTranslation: 'house;\nhome',
        deck: 'Default',
        category: 'Default',
      },
    ]);
  });
});

describe('the backup reader', () => {
  const manifest = strToU8(JSON.stringify({ format: 'wordhoard-backup', version: 1, media: [] }));

  it('refuses unsafe names, a zip bomb, a zip that is no backup and bytes that are no zip', () => {
    for (const name of ['../evil.json', '/etc/passwd', 'media/../../x', 'C:/x', 'a\\..\\b'])
      expect(refusal(() => readBackup(zipSync({ 'manifest.json': manifest, [name]: strToU8('x') })))).toBe(
        IMPORT_MESSAGES.unsafeEntry(name),
      );
    const bomb = zipSync(
      { 'manifest.json': manifest, 'words.json': new Uint8Array(8 * 1024 * 1024) },
      { level: 1 },
    );
    expect(refusal(() => readBackup(bomb))).toBe(IMPORT_MESSAGES.zipRatio);
    expect(refusal(() => readBackup(zipSync({ 'collection.anki2': strToU8('SQLite format 3') })))).toBe(
      IMPORT_MESSAGES.notBackup,
    );
    expect(refusal(() => readBackup(bytes('word,translation\n')))).toBe(IMPORT_MESSAGES.notZip);
  });

  it('refuses a backup whose words are not a list of words', () => {
    const files = { 'manifest.json': manifest, 'words.json': strToU8('{"word": 1}') };
    expect(refusal(() => readBackup(zipSync(files)))).toBe(IMPORT_MESSAGES.brokenBackup('words.json'));
  });
});
