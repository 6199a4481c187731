// Exports read the words 500 at a time: a list of several pages comes out whole, in the order
// saved, with no word twice; the words named by a POST are found on whichever page they sit.
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '../../../api/src/modules/export/read-words';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';

const COUNT = EXPORT_PAGE_SIZE * 2 + 37;
let t: TestApp;
let token: string;
const uuids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'many@example.com')).token;
  const userId = claimOf(token).id;
  // Straight into the database: adding through the API speaks each word and is rate limited.
  const statements = Array.from({ length: COUNT }, (_, i) => {
    const uuid = randomUUID();
    uuids.push(uuid);
    return {
      sql: `INSERT INTO words (uuid, user_id, word, word_key, language, voice, date, updated_at)
            VALUES (?, ?, ?, ?, 'en-US', 'en-US-Female', '2026-11-25T00:00:00.000Z', 1)`,
      args: [uuid, userId, `word${i}`, `word${i}`],
    };
  });
  await t.client.batch(statements, 'write');
});
afterAll(() => t.close());

const csvWords = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true })
    .data.slice(1)
    .map((row) => row[0]);

describe('an export of several pages', () => {
  it('holds every word once, in the order saved', async () => {
    const res = await t.request('GET', '/api/export/csv', { token });
    const words = csvWords(await res.text());
    expect(words).toEqual(Array.from({ length: COUNT }, (_, i) => `word${i}`));
  });

  it('finds the words named on every page', async () => {
    const named = [uuids[3], uuids[EXPORT_PAGE_SIZE + 1], uuids[COUNT - 1]];
    const res = await t.request('POST', '/api/export/csv', { token, body: { uuids: named } });
    expect(csvWords(await res.text())).toEqual(['word3', `word${EXPORT_PAGE_SIZE + 1}`, `word${COUNT - 1}`]);
  });

  it('puts every word in the backup', async () => {
    const res = await t.request('GET', '/api/export/backup', { token });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const words = JSON.parse(new TextDecoder().decode(files['words.json']));
    expect(words).toHaveLength(COUNT);
    expect(new Set(words.map((w: { uuid: string }) => w.uuid)).size).toBe(COUNT);
  });
});
