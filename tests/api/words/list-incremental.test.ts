// The words list is brought up to date from the rows changed since the cached version (marked by
// the database's triggers), and after every kind of write it equals the list built whole.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { removeAllWords } from '../../../api/src/modules/words/remove-all';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importFile } from '../import/helpers';
import { answerBody } from '../review/answer-body';
import { signUp } from '../users/helpers';
import { addWord, wordForm } from './helpers';
import { countWholeBuilds, expectListCurrent, userIdOf } from './list-current';

let t: TestApp;
let token: string;
let userId: number;
beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(Date.parse('2026-11-25T12:00:00Z')) });
  ({ token } = await signUp(t, 'lister@example.com'));
  userId = await userIdOf(t, 'lister@example.com');
});
afterEach(() => t.close());

// A limit for a run that hangs, not a speed: each test makes a dozen writes with eSpeak speech,
// which on a machine loaded by other work take longer than the default 20 s together.
const HANG_LIMIT_MS = 120_000;

const ok = async (res: Response | Promise<Response>) => {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`answered ${answer.status}: ${await answer.text()}`);
  return answer;
};
const answer = (uuid: string, grade: number) => {
  const body = answerBody(uuid, grade, t.clock.now());
  return ok(t.request('POST', '/api/review/answer', { body, token })).then(() => body.answerId);
};

describe('the list after each kind of write', () => {
  it(
    'equals the whole list, brought up to date without building it whole',
    async () => {
      const [first, second] = [
        await addWord(t, token, { word: 'casa' }),
        await addWord(t, token, { word: 'perro' }),
      ];
      await expectListCurrent(t, token, userId);
      const wholeBuilds = countWholeBuilds(t);
      const steps: [string, () => Promise<unknown>][] = [
        ['add', () => addWord(t, token, { word: 'gato', category: 'Animals' })],
        [
          'update every field',
          () =>
            ok(
              t.request('PUT', `/api/words/update/${first.uuid}`, {
                token,
                body: wordForm({
                  word: 'Casas',
                  wordTranslation: 'houses "big"',
                  sentence: 'Las casas},{"uuid": son blancas.',
                  sentenceTranslation: 'The houses are white.',
                  language: 'es-ES',
                  voice: 'es-ES-Female',
                  highQuality: 'true',
                  category: 'Places',
                }),
              }),
            ),
        ],
        ['score', () => ok(t.request('PATCH', `/api/words/update/score/${second.uuid}/3`, { token }))],
        [
          'encounter added',
          () =>
            ok(
              t.request('POST', `/api/encounters/${second.uuid}`, {
                token,
                body: { sentence: 'Un perro ladra.' },
              }),
            ),
        ],
        [
          'encounter made main, then removed',
          async () => {
            const [met] = (
              (await (await t.request('GET', `/api/encounters/${second.uuid}`, { token })).json()) as {
                encounters: { uuid: string }[];
              }
            ).encounters;
            await ok(t.request('POST', `/api/encounters/${second.uuid}/${met?.uuid}/main`, { token }));
            const [left] = (
              (await (await t.request('GET', `/api/encounters/${second.uuid}`, { token })).json()) as {
                encounters: { uuid: string }[];
              }
            ).encounters;
            await ok(t.request('DELETE', `/api/encounters/${second.uuid}/${left?.uuid}`, { token }));
          },
        ],
        [
          'review answers',
          async () => {
            // The first answer of a word leaves its score; a later one sets it.
            await answer(first.uuid, 3);
            t.clock.advance(3 * 24 * 3600_000);
            await answer(first.uuid, 1);
          },
        ],
        [
          'review undone',
          async () => {
            t.clock.advance(3 * 24 * 3600_000);
            const id = await answer(second.uuid, 4);
            await ok(t.request('POST', '/api/review/undo', { token, body: { answerId: id } }));
          },
        ],
        ['delete one', () => ok(t.request('DELETE', `/api/words/delete/${second.uuid}`, { token }))],
        [
          'import adding and updating',
          () =>
            importFile(t, token, 'Word,Translation\nlibro,book\ngato,cat\n', 'w.csv', {
              format: 'csv',
              onExisting: 'update',
              table: { header: true, mapping: { word: 0, wordTranslation: 1 } },
            }),
        ],
        ['delete all', () => removeAllWords(t, userId)],
        ['add to an empty list', () => addWord(t, token, { word: 'nuevo' })],
      ];
      for (const [name, write] of steps) {
        await write();
        await expect(expectListCurrent(t, token, userId), name).resolves.toBeTruthy();
      }
      expect(wholeBuilds()).toBe(0);
    },
    HANG_LIMIT_MS,
  );

  it(
    'marks a word on a change of any column the list shows, whoever writes it',
    async () => {
      await addWord(t, token, { word: 'casa' });
      await addWord(t, token, { word: 'mesa' });
      await expectListCurrent(t, token, userId);
      const wholeBuilds = countWholeBuilds(t);
      const columns = (await t.client.execute('PRAGMA table_info(words)')).rows.map((c) => String(c.name));
      for (const column of columns.filter((c) => !['id', 'user_id', 'list_seq'].includes(c))) {
        // A value of the column's kind that the row does not hold yet (unique where it must be).
        await t.client.execute({
          sql: `UPDATE words SET ${column} = CASE typeof(${column}) WHEN 'integer' THEN 1 - ${column}
          ELSE ${column} || '-x' END WHERE id = (SELECT max(id) FROM words WHERE user_id = ?)`,
          args: [userId],
        });
        await t.client.execute({
          sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
          args: [userId],
        });
        await expect(expectListCurrent(t, token, userId), column).resolves.toBeTruthy();
      }
      expect(wholeBuilds()).toBe(0);
    },
    HANG_LIMIT_MS,
  );
});

describe('the list of one learner served by two server processes on one database', () => {
  it(
    'is current in each after writes through the other, with ETags that change with it',
    async () => {
      const other = await createTestApp({ DATA_DIR: t.dataDir });
      try {
        const word = await addWord(t, token, { word: 'casa' });
        const etag = await expectListCurrent(t, token, userId);
        expect(await expectListCurrent(other, token, userId)).toBe(etag);
        await ok(other.request('PATCH', `/api/words/update/score/${word.uuid}/2`, { token }));
        const unchanged = { token, headers: { 'if-none-match': etag } };
        expect((await t.request('GET', '/api/words/get/words', unchanged)).status).toBe(200);
        const changed = await expectListCurrent(t, token, userId);
        expect(changed).not.toBe(etag);
        expect(
          (
            await other.request('GET', '/api/words/get/words', {
              token,
              headers: { 'if-none-match': changed },
            })
          ).status,
        ).toBe(304);
        await addWord(other, token, { word: 'mesa' });
        await expectListCurrent(t, token, userId);
        await ok(t.request('DELETE', `/api/words/delete/${word.uuid}`, { token }));
        await expectListCurrent(other, token, userId);
        await expectListCurrent(t, token, userId);
      } finally {
        await other.close();
      }
    },
    HANG_LIMIT_MS,
  );
});
