// The import pipeline through its calls, on a real database: what an existing word gets in each
// mode, one transaction (a failure in the middle stores nothing and leaves no file), jobs that
// belong to their learner, and every bad file answered with its message and nothing changed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, SKIP_REASONS } from '../../../shared/import/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { backupOf } from './backup-fixture';
import { importFile, startImport, untilSpoken, waitForJob } from './helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'importer@example.com')).token;
  otherToken = (await signUp(t, 'other@example.com')).token;
});
afterAll(() => t.close());

const table = { header: true, mapping: { word: 0, wordTranslation: 1, sentence: 2, category: 3 } };
const csv = (...rows: string[]) => ['Word,Translation,Sentence,Category', ...rows].join('\n');
const mediaFiles = () =>
  readdirSync(join(t.dataDir, 'media'), { recursive: true }).filter((f) => String(f).includes('.'));
const byWord = async (as = token) => new Map((await listWords(t, as)).map((w) => [w.word, w]));

describe('an import of a CSV file', () => {
  it('adds the words, skipping rows that break the spec’s rules, each with its row and reason', async () => {
    const long = 'x'.repeat(101);
    const job = await importFile(
      t,
      token,
      csv(
        'gato,cat,El gato duerme.,Animals',
        `${long},too long,,`,
        ',no word,,',
        'GATO ,cat again,,',
        'perro,dog,,',
      ),
      'words.csv',
      { format: 'csv', onExisting: 'skip', table },
    );
    expect(job).toMatchObject({ state: 'done', report: { added: 2, updated: 0 } });
    expect(job.report?.skipped).toEqual([
      { line: 3, word: long.slice(0, 100), reason: 'Up to 100 chars.' },
      { line: 4, word: '', reason: 'Missing Word.' },
      { line: 5, word: 'GATO', reason: SKIP_REASONS.twiceInFile },
    ]);
    const words = await byWord();
    expect(words.get('gato')).toMatchObject({
      wordTranslation: 'cat',
      sentence: 'El gato duerme.',
      category: 'Animals',
      score: 1,
    });
    expect(words.get('perro')?.category).toBe('No');
  });

  it('skips, updates or merges a word already in the list, as the learner chose', async () => {
    await addWord(t, token, { word: 'luz', wordTranslation: '', sentence: '', category: 'Home' });
    const file = csv('Luz,light,Hay luz.,Sky');
    const skipped = await importFile(t, token, file, 'a.csv', { format: 'csv', onExisting: 'skip', table });
    expect(skipped.report).toEqual({
      added: 0,
      updated: 0,
      skipped: [{ line: 2, word: 'Luz', reason: SKIP_REASONS.exists }],
    });
    expect((await byWord()).get('luz')).toMatchObject({ wordTranslation: '', category: 'Home' });

    const merged = await importFile(t, token, file, 'a.csv', {
      format: 'csv',
      onExisting: 'keepBoth',
      table,
    });
    expect(merged.report).toMatchObject({ added: 0, updated: 1 });
    // Keep both: the existing word keeps what it has (its spelling, its category) and fills the rest.
    expect((await byWord()).get('luz')).toMatchObject({
      wordTranslation: 'light',
      sentence: 'Hay luz.',
      category: 'Home',
    });
    expect((await byWord()).has('Luz')).toBe(false);

    const updated = await importFile(t, token, csv('LUZ,lamp,,Things'), 'a.csv', {
      format: 'csv',
      onExisting: 'update',
      table,
    });
    expect(updated.report).toMatchObject({ added: 0, updated: 1 });
    const word = (await byWord()).get('LUZ');
    expect(word).toMatchObject({ wordTranslation: 'lamp', sentence: '', category: 'Things' });
  });

  it('stores nothing and leaves no file when the transaction fails in the middle', async () => {
    await untilSpoken(() => listWords(t, token)); // the audio of earlier imports comes after them
    const before = await listWords(t, token);
    const filesBefore = mediaFiles();
    // A real failure inside the transaction: the database refuses the second word.
    await t.client.execute(
      "CREATE TRIGGER refuse_boom BEFORE INSERT ON words WHEN NEW.word = 'boom' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    );
    try {
      const backup = await backupOf(['uno', 'boom', 'tres']);
      const job = await importFile(t, token, backup, 'backup.zip', {
        format: 'backup',
        onExisting: 'update',
      });
      expect(job).toMatchObject({ state: 'failed', message: IMPORT_MESSAGES.failed });
    } finally {
      await t.client.execute('DROP TRIGGER refuse_boom');
    }
    expect(await listWords(t, token)).toEqual(before);
    expect(mediaFiles().sort()).toEqual(filesBefore.sort());
    // The same file without the refusal imports all three, pictures included.
    const job = await importFile(t, token, await backupOf(['uno', 'boom', 'tres']), 'b.zip', {
      format: 'backup',
      onExisting: 'update',
    });
    expect(job.report?.added).toBe(3);
    expect(mediaFiles().length).toBeGreaterThanOrEqual(filesBefore.length + 3);
  });

  it('keep both gives a word the picture it lacks and keeps everything it has', async () => {
    await addWord(t, token, {
      word: 'cielo',
      wordTranslation: 'sky',
      language: 'es-ES',
      voice: 'es-ES-Male',
    });
    const job = await importFile(t, token, await backupOf(['Cielo']), 'c.zip', { onExisting: 'keepBoth' });
    expect(job.report).toMatchObject({ added: 0, updated: 1 });
    const word = (await byWord()).get('cielo');
    expect(word).toMatchObject({ wordTranslation: 'sky', voice: 'es-ES-Male', language: 'es-ES' });
    expect(word?.picture).toMatch(/^[0-9a-f]{32}$/);
  });

  it('update keeps the word’s voice when the file names none and the language stays', async () => {
    await addWord(t, token, { word: 'nube', language: 'es-ES', voice: 'es-ES-Male' });
    const file = 'Word,Language,Date\nnube,es-ES,2025-03-04\n';
    const mapping = { word: 0, language: 1, date: 2 };
    const job = await importFile(t, token, file, 'n.csv', {
      onExisting: 'update',
      table: { header: true, mapping },
    });
    expect(job.report).toMatchObject({ updated: 1 });
    expect((await byWord()).get('nube')).toMatchObject({
      voice: 'es-ES-Male',
      date: '2025-03-04T00:00:00.000Z',
    });
    await untilSpoken(() => listWords(t, token));
  });

  it('lets only its learner read a job: another learner’s id answers 404', async () => {
    const res = await startImport(t, token, csv('sol,sun,,'), 'b.csv', {
      format: 'csv',
      onExisting: 'skip',
      table,
    });
    expect(res.status).toBe(202);
    const { id } = await res.json();
    const theirs = await t.request('GET', `/api/import/${id}`, { token: otherToken });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ code: 'import_not_found', message: IMPORT_MESSAGES.jobNotFound });
    expect((await waitForJob(t, token, id)).state).toBe('done');
    expect((await t.request('GET', `/api/import/${id}`)).status).toBe(401);
  });
});
