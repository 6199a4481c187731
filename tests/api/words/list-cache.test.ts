// The words lists kept in memory stay within LIST_CACHE_MB, counting the JSON and every
// compressed copy; a learner whose list was dropped gets the same list again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createListCache, listBytes } from '../../../api/src/modules/words/list-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';

const MB = 1024 * 1024;

describe('the list cache', () => {
  const entry = (jsonBytes: number, encoded: Record<string, number> = {}) => ({
    version: 1,
    etag: '"x"',
    form: 'json' as const,
    json: new Uint8Array(jsonBytes),
    rows: null,
    encoded: Object.fromEntries(Object.entries(encoded).map(([k, n]) => [k, new Uint8Array(n)])),
  });

  it('counts the JSON and every compressed copy of a list', () => {
    expect(listBytes(entry(1000, { zstd: 100, gzip: 200 })) - listBytes(entry(0))).toBe(1300);
  });

  it('counts where each row starts and its id', () => {
    const rows = { ids: new Float64Array(10), starts: new Uint32Array(11) };
    expect(listBytes({ ...entry(1000), rows }) - listBytes(entry(1000))).toBe(80 + 44);
  });

  it('drops the least recently used lists to stay within its bound, and never keeps one larger', () => {
    const cache = createListCache(MB);
    for (let user = 1; user <= 10; user++) cache.set(String(user), entry(300_000, { zstd: 30_000 }));
    expect(cache.calculatedSize).toBeLessThanOrEqual(MB);
    expect([...cache.keys()].sort()).toEqual(['10', '8', '9']);
    cache.set('11', entry(2 * MB));
    expect(cache.has('11')).toBe(false);
  });
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ LIST_CACHE_MB: '1' });
});
afterEach(() => t.close());

/** Fills an account with words straight through SQL: about 400 bytes of JSON each. */
async function fillWords(userId: number, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    sql: `INSERT INTO words (uuid, user_id, word, word_key, word_translation, sentence, sentence_translation,
            language, voice, high_quality, picture, speech_word, speech_sentence, category, score, date,
            source_url, source_title, updated_at) VALUES (?,?,?,?,?,?,?,?,?,0,'','','',?,1,?,'','',?)`,
    args: [
      crypto.randomUUID(),
      userId,
      `word${i}`,
      `word${i}`,
      `translation ${i}`,
      `A sentence that holds word${i} among many other words of a learner's reading ${i}.`,
      `Une phrase qui contient word${i} parmi bien d'autres mots ${i}.`,
      'en-US',
      'en-US-Female',
      'Reading',
      new Date(now + i).toISOString(),
      now,
    ],
  }));
  await t.client.batch(rows, 'write');
  await t.client.execute({
    sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
    args: [userId],
  });
}

const userIdOf = async (email: string) =>
  Number(
    (await t.client.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })).rows[0]?.id,
  );

describe('lists of many learners', () => {
  it('stay within LIST_CACHE_MB with their compressed copies, and a dropped list comes back the same', async () => {
    const learners = [];
    for (const name of ['ada', 'bo', 'cy', 'di']) {
      const email = `${name}@example.com`;
      const { token } = await signUp(t, email);
      await fillWords(await userIdOf(email), 1_000);
      learners.push(token);
    }
    const lists: string[] = [];
    for (const token of learners) {
      lists.push(await (await t.request('GET', '/api/words/get/words', { token })).text());
      for (const encoding of ['zstd', 'gzip']) {
        await t.request('GET', '/api/words/get/words', { token, headers: { 'accept-encoding': encoding } });
      }
      expect(t.listCache.calculatedSize).toBeLessThanOrEqual(MB);
    }
    expect(JSON.parse(lists[0] ?? '')).toHaveLength(1_000);
    expect((lists[0]?.length ?? 0) * 4).toBeGreaterThan(MB);
    expect(t.listCache.size).toBeLessThan(4);
    const again = await t.request('GET', '/api/words/get/words', { token: learners[0] });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(lists[0]);
  });
});
