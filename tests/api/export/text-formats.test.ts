import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANKI_HEADER, ankiGuid } from '../../../shared/export/anki-text';
import { CSV_COLUMNS } from '../../../shared/export/columns';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'exporter@example.com')).token;
  otherToken = (await signUp(t, 'neighbour@example.com')).token;
  await addWord(t, token, { word: 'casa', wordTranslation: 'house', category: 'Home' });
  await addWord(t, token, {
    word: 'comma, "quote"',
    wordTranslation: 'a <script>',
    sentence: 'ñandú und Straße,\n日本語',
    sentenceTranslation: '=HYPERLINK("http://evil.example")',
    sourceUrl: 'https://example.com/page?a=1&b=2',
    sourceTitle: 'A <b>page</b>',
  });
  await addWord(t, token, { word: '-formula', wordTranslation: '+1', sentence: '@SUM(A1)\nsecond line' });
  await addWord(t, otherToken, { word: 'secret' });
});
afterAll(() => t.close());

const exportText = async (path: string, as = token, uuids?: string[]) => {
  const res = await t.request(uuids ? 'POST' : 'GET', path, { token: as, body: uuids && { uuids } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
};

describe('the CSV export', () => {
  it('is UTF-8 with a BOM and CRLF, and parses back to the words with formulas escaped', async () => {
    const { res, bytes, text } = await exportText('/api/export/csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wordhoard-words-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(text.startsWith('\uFEFFWord,Translation,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(CSV_COLUMNS.map((c) => c.title));
    const byWord = new Map(rows.map((row) => [row[0], row]));
    expect([...byWord.keys()].sort()).toEqual(["'-formula", 'casa', 'comma, "quote"']);
    expect(byWord.get('casa')?.slice(1, 6)).toEqual([
      'house',
      'The house is on the hill.',
      'La casa está en la colina.',
      'en-US',
      'Home',
    ]);
    const tricky = byWord.get('comma, "quote"');
    expect(tricky?.slice(1, 4)).toEqual([
      'a <script>',
      'ñandú und Straße,\n日本語',
      `'=HYPERLINK("http://evil.example")`,
    ]);
    expect(tricky?.slice(8, 10)).toEqual(['https://example.com/page?a=1&b=2', 'A <b>page</b>']);
    // A formula with a line break after it is escaped too.
    expect(byWord.get("'-formula")?.slice(1, 3)).toEqual(["'+1", "'@SUM(A1)\nsecond line"]);
    expect(text).not.toContain('secret');
  });

  it('exports only the words named, and never another learner’s', async () => {
    const mine = await (await t.request('GET', '/api/words/get/words', { token })).json();
    const theirs = await (await t.request('GET', '/api/words/get/words', { token: otherToken })).json();
    const casa = mine.find((w: { word: string }) => w.word === 'casa').uuid;
    const { text } = await exportText('/api/export/csv', token, [casa, theirs[0].uuid]);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows.map((row) => row[0])).toEqual(['Word', 'casa']);
  });

  it('refuses a body that is not a list of ids with 4xx', async () => {
    const res = await t.request('POST', '/api/export/csv', { token, body: { uuids: 'all' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('the Anki text export', () => {
  it('starts with the headers Anki reads and gives each word a GUID that stays the same', async () => {
    const first = (await exportText('/api/export/anki')).text;
    expect(first.startsWith(`${ANKI_HEADER}\n`)).toBe(true);
    expect(ANKI_HEADER).toContain('#separator:tab');
    expect(ANKI_HEADER).toContain('#html:true');
    expect(ANKI_HEADER).toMatch(/#guid column:1/);
    const rows = first.trimEnd().split('\n').slice(ANKI_HEADER.split('\n').length);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.split('\t')).toHaveLength(5);
    const mine = await (await t.request('GET', '/api/words/get/words', { token })).json();
    const casa = mine.find((w: { word: string }) => w.word === 'casa');
    const casaRow = rows.find((row) => row.startsWith(ankiGuid(casa.uuid)))?.split('\t');
    expect(casaRow?.[1]).toBe('Wordhoard::Home');
    // Fields are HTML: markup typed by the learner arrives as text, a line break as <br>.
    expect(first).toContain('comma, &quot;quote&quot;');
    expect(first).toContain('a &lt;script&gt;');
    expect(first).toContain('ñandú und Straße,<br>日本語');
    expect(first).not.toContain('secret');
    const second = (await exportText('/api/export/anki')).text;
    expect(second).toBe(first);
  });
});
