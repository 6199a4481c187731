// A word's further sentences (decision 0029) in the word exports (decision 0032): a CSV column of
// plain lines, a list on the back of the Anki text note, and an escaped list in the .apkg's
// Encounters field with each sentence's audio as a media file of the package.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANKI_NOTE_FIELDS } from '../../../shared/export/anki-note-type';
import { ankiGuid } from '../../../shared/export/anki-text';
import { ENCOUNTERS_COLUMN } from '../../../shared/export/encounters-text';
import { isOurHeader } from '../../../shared/import/mapping';
import type { EncounterAddedAnswer } from '../../../shared/words/encounters';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from '../words/helpers';
import { checkPackage } from './anki/schema-checker';

let t: TestApp;
let token: string;
let metUuid: string;
let plainUuid: string;
let audioId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'encounter-exports@example.com')).token;
  const met = await addWord(t, token, { word: 'lluvia', wordTranslation: 'rain' });
  metUuid = met.uuid;
  plainUuid = (await addWord(t, token, { word: 'sol', wordTranslation: 'sun' })).uuid;
  const add = async (body: Record<string, string>) => {
    const res = await t.request('POST', `/api/encounters/${met.uuid}`, { body, token });
    expect(res.status).toBe(201);
    return (await res.json()) as EncounterAddedAnswer;
  };
  audioId = (
    await add({
      sentence: 'La lluvia <b>cae</b> & [sound:x.mp3]',
      sentenceTranslation: 'The rain "falls"',
      sourceUrl: 'https://example.com/a?x=1&y=2',
      sourceTitle: 'A <i>story</i>',
    })
  ).encounter.speechSentence;
  t.clock.advance(1000);
  await add({ sentence: 'Otra lluvia,\nmás fuerte.' });
});
afterAll(() => t.close());

const text = async (path: string) => {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
};

describe('encounters in the word exports', () => {
  it('fill the CSV’s last column, one plain line each, oldest first; a word without any has it empty', async () => {
    const [header = [], ...rows] = Papa.parse<string[]>((await text('/api/export/csv')).slice(1), {
      skipEmptyLines: true,
    }).data;
    expect(header.at(-1)).toBe(ENCOUNTERS_COLUMN);
    expect(isOurHeader(header)).toBe(true);
    // An export from before the column is still recognised as ours.
    expect(isOurHeader(header.slice(0, -1))).toBe(true);
    const byWord = new Map(rows.map((row) => [row[0], row.at(-1)]));
    expect(byWord.get('lluvia')).toBe(
      'La lluvia <b>cae</b> & [sound:x.mp3] — The rain "falls" — https://example.com/a?x=1&y=2\n' +
        'Otra lluvia, más fuerte.',
    );
    expect(byWord.get('sol')).toBe('');
  });

  it('go on the back of the Anki text note as an escaped list with a link to each page', async () => {
    const rows = (await text('/api/export/anki')).trimEnd().split('\n');
    const row = rows.find((r) => r.startsWith(ankiGuid(metUuid)))?.split('\t') ?? [];
    expect(row).toHaveLength(5);
    expect(row[3]).toBe(
      // addWord's default sentence translation first, then the list.
      'rain<br><br><i>La casa está en la colina.</i><ul class="encounters">' +
        '<li>La lluvia &lt;b&gt;cae&lt;/b&gt; &amp; &#91;sound:x.mp3]<br><i>The rain &quot;falls&quot;</i> ' +
        '<a href="https://example.com/a?x=1&amp;y=2">A &lt;i&gt;story&lt;/i&gt;</a></li>' +
        '<li>Otra lluvia,<br>más fuerte.</li></ul>',
    );
    expect(rows.find((r) => r.startsWith(ankiGuid(plainUuid)))?.split('\t')[3]).not.toContain('encounters');
  });

  it('fill the .apkg’s Encounters field, each sentence’s audio a file of the package', async () => {
    const res = await t.request('GET', '/api/export/apkg', { token });
    expect(res.status).toBe(200);
    const pkg = await checkPackage(new Uint8Array(await res.arrayBuffer()));
    expect(pkg.problems).toEqual([]);
    const model = Object.values(pkg.models)[0];
    expect(model?.flds.map((f) => f.name)).toEqual([...ANKI_NOTE_FIELDS]);
    expect(model?.tmpls.every((tmpl) => tmpl.afmt.includes('{{Encounters}}'))).toBe(true);
    const fieldsOf = (uuid: string) => {
      const note = pkg.notes.find((n) => n.guid === ankiGuid(uuid));
      return String(note?.flds ?? '').split('\x1f');
    };
    const encounters = fieldsOf(metUuid)[ANKI_NOTE_FIELDS.indexOf('Encounters')] ?? '';
    expect(audioId).toMatch(/^[0-9a-f]{32}$/);
    const sound = /\[sound:([^\]]+)\]/.exec(encounters)?.[1] ?? '';
    expect(sound).toContain(audioId);
    expect(Object.values(pkg.mediaMap)).toContain(sound);
    expect(encounters).toContain('<li>La lluvia &lt;b&gt;cae&lt;/b&gt; &amp; &#91;sound:x.mp3]');
    expect(encounters).not.toMatch(/<b>|<i>story/);
    expect(fieldsOf(plainUuid)[ANKI_NOTE_FIELDS.indexOf('Encounters')]).toBe('');
  });
});
