// Quotas count everything a learner stores, and an import that would cross one is refused whole
// before any of it is written (decision 0033). Found first: a backup of words with 50 long
// encounters each wrote tens of MB while the profile's usage said 0 bytes.
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runImport } from '../../../api/src/modules/import/pipeline/run';
import { readRecords } from '../../../api/src/modules/import/readers';
import { assertImportRoom } from '../../../api/src/modules/quotas/service';
import {
  encounterTextBytes,
  MEDIA_BYTES_MAX,
  TEXT_BYTES_MAX,
  WORDS_MAX,
  wordTextBytes,
} from '../../../shared/accounts/quotas';
import type { UsageAnswer } from '../../../shared/api';
import { IMPORT_MESSAGES } from '../../../shared/import/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { quickProviders } from '../security/helpers/stubs';
import { claimOf, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';
import { backupOf } from './backup-fixture';
import { importFile, startImport } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, quickProviders);
});
afterAll(() => t.close());

const usage = async (token: string) =>
  (await (await t.request('GET', '/api/users/usage', { token })).json()) as UsageAnswer;
const count = async (sql: string, id: number) =>
  Number((await t.client.execute({ sql, args: [id] })).rows[0]?.n);
const mediaFiles = async (id: number) => (await t.media.list(`${id}/`)).length;

/** A backup whose words each carry `perWord` encounters of about 4.3 KB (the found attack's shape). */
async function backupWithEncounters(words: string[], perWord: number) {
  const files = unzipSync(await backupOf(words));
  const listed = JSON.parse(new TextDecoder().decode(files['words.json'])) as { uuid: string }[];
  const sentence = `${'Ein langer Satz, der wieder und wieder kommt. '.repeat(21)}`.slice(0, 990);
  const encounters = listed.flatMap(({ uuid }) =>
    Array.from({ length: perWord }, (_, i) => ({
      wordUuid: uuid,
      sentence: `${i} ${sentence}`,
      sentenceTranslation: `${i} ${sentence}`,
      sourceUrl: `https://example.com/${'p'.repeat(1970)}${i}`,
      sourceTitle: 't'.repeat(300),
      metAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      speechSentence: '',
    })),
  );
  files['encounters.json'] = strToU8(JSON.stringify(encounters));
  return { zip: zipSync(files), encounters };
}

describe('what a learner stores counts in the usage', () => {
  it('hostile-encounter-text: a sentence kept as an encounter counts its bytes', async () => {
    const { token } = await signUp(t, 'encounter-text@example.com');
    const word = await addWord(t, token, { word: 'Straße', wordTranslation: 'street', sentence: '' });
    const met = { sentence: 'Die Straße ist lang.', sentenceTranslation: 'The street is long.' };
    const before = (await usage(token)).textBytes;
    expect(before).toBeGreaterThanOrEqual(wordTextBytes({ word: 'Straße', wordTranslation: 'street' }));
    expect((await t.request('POST', `/api/encounters/${word.uuid}`, { body: met, token })).status).toBe(201);
    expect((await usage(token)).textBytes - before).toBe(encounterTextBytes(met));
  });

  it('hostile-backup-text: a backup of words with 50 long encounters each shows all its text', async () => {
    const { token } = await signUp(t, 'backup-text@example.com');
    const { zip, encounters } = await backupWithEncounters(['eins', 'zwei', 'drei', 'vier'], 50);
    expect((await importFile(t, token, zip, 'backup.zip')).state).toBe('done');
    const stored = encounters.reduce((sum, met) => sum + encounterTextBytes(met), 0);
    expect(stored).toBeGreaterThan(4 * 50 * 4000);
    // Stored trimmed, so a few bytes fewer than the file's; the usage said 0 bytes before.
    expect((await usage(token)).textBytes).toBeGreaterThan(stored * 0.99);
  });
});

describe('an import past a quota', () => {
  it('hostile-quota-words: is refused whole with its figures, before a picture of it is written', async () => {
    const { token } = await signUp(t, 'nearly-full@example.com');
    const { id } = claimOf(token);
    await t.client.execute({
      sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO words (uuid, user_id, word, word_key, language, voice, date, updated_at)
            SELECT 'q' || i, ?, 'w' || i, 'w' || i, 'en-US', 'en-US-Female', '2030-01-01', 0 FROM n`,
      args: [WORDS_MAX - 1, id],
    });
    const job = await importFile(t, token, await backupOf(['uno', 'dos']), 'backup.zip');
    expect({ state: job.state, message: job.message }).toEqual({
      state: 'failed',
      message: IMPORT_MESSAGES.wordsQuota(WORDS_MAX - 1, 2),
    });
    expect(job.message).toContain('99,999');
    expect(await count('SELECT count(*) AS n FROM words WHERE user_id = ?', id)).toBe(WORDS_MAX - 1);
    expect(await count('SELECT count(*) AS n FROM media WHERE user_id = ?', id)).toBe(0);
    expect(await mediaFiles(id)).toBe(0);
    // 100,000 rows are written and read back: a slow machine takes its time, the verdict is the same.
  }, 120_000);

  it('hostile-quota-media: pictures past the media quota are refused before one file is written', async () => {
    const { token } = await signUp(t, 'media-nearly-full@example.com');
    const { id } = claimOf(token);
    // One kept file that leaves room for 100 bytes: each of the backup's pictures is larger.
    await t.client.execute({
      sql: `INSERT INTO media (user_id, id, kind, mime, size, created_at) VALUES (?, 'kept', 'image', 'image/webp', ?, 0)`,
      args: [id, MEDIA_BYTES_MAX - 100],
    });
    // Written and removed again would leave the store as it was: the writes themselves are counted.
    const puts = vi.spyOn(t.media, 'put');
    const job = await importFile(t, token, await backupOf(['uno', 'dos']), 'backup.zip');
    expect(puts.mock.calls.filter(([key]) => String(key).startsWith(`${id}/`))).toEqual([]);
    puts.mockRestore();
    expect(job.state).toBe('failed');
    expect(job.message).toMatch(/^The import’s pictures and audio \(.+\) with the .+ you keep would pass/);
    expect(await count('SELECT count(*) AS n FROM words WHERE user_id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM media WHERE user_id = ?', id)).toBe(1);
    expect(await mediaFiles(id)).toBe(0);
    // The same file with room for it is imported, pictures and all.
    // (Counted by pictures: the words' audio is spoken in the background after the import.)
    await t.client.execute({ sql: `DELETE FROM media WHERE user_id = ? AND id = 'kept'`, args: [id] });
    expect((await importFile(t, token, await backupOf(['uno', 'dos']), 'backup.zip')).state).toBe('done');
    expect(await count(`SELECT count(*) AS n FROM media WHERE user_id = ? AND kind = 'image'`, id)).toBe(2);
  });

  it('hostile-quota-text: text past the bound is refused with both figures; up to it passes', () => {
    const near = { words: 10, mediaBytes: 0, textBytes: TEXT_BYTES_MAX - 100 };
    expect(() => assertImportRoom(near, { words: 1, textBytes: 100 })).not.toThrow();
    expect(() => assertImportRoom(near, { words: 1, textBytes: 101 })).toThrow(
      IMPORT_MESSAGES.textQuota(TEXT_BYTES_MAX - 100, 101),
    );
    expect(IMPORT_MESSAGES.textQuota(TEXT_BYTES_MAX - 100, 101)).toContain('256 MB');
  });
});

describe('an import while the account is deleted', () => {
  it('hostile-account-gone: is refused with its message and stores nothing, not even its pictures', async () => {
    const { token } = await signUp(t, 'leaving-mid-import@example.com');
    const { id } = claimOf(token);
    // The upload was read while the account existed; by the job's turn, its row is gone (the last
    // step of DELETE /api/users). After that, no call of the learner's is answered but 401.
    const records = await readRecords('backup', await backupOf(['adiós']));
    await t.client.execute({ sql: 'DELETE FROM users WHERE id = ?', args: [id] });
    const progress = { stage: () => {}, step: () => {} };
    await expect(runImport(t, { userId: id, records, onExisting: 'skip', progress })).rejects.toThrow(
      IMPORT_MESSAGES.accountGone,
    );
    expect(await count('SELECT count(*) AS n FROM words WHERE user_id = ?', id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM media WHERE user_id = ?', id)).toBe(0);
    expect(await mediaFiles(id)).toBe(0);
    expect((await startImport(t, token, await backupOf(['otra']), 'backup.zip')).status).toBe(401);
  });
});
