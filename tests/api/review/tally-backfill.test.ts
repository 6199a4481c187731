// The backfill of the progress tallies (decision 0055): answers given before review_tallies and
// review_hours existed are summed into them from the history, once, exactly as the answers
// themselves would have been; a learner whose tallies hold every answer is left alone, and a
// process that does not hold the lease writes nothing.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { backfillTallies } from '../../../api/src/modules/review/tally-backfill';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const START = Date.parse('2026-11-20T12:00:00Z');
let t: TestApp;
let token: string;
let password: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token, password } = await signUp(t, 'backfill@example.com'));
});

/** A fresh token for the learner, whose session lapsed while the clock went on. */
async function logInAgain() {
  const res = await t.request('POST', '/api/users/login', {
    body: { email: 'backfill@example.com', password },
  });
  expect(res.status).toBe(200);
  token = await res.text();
}
afterEach(() => t.close());

async function answer(uuid: string, grade: number, as = token) {
  const body = {
    answerId: randomUUID(),
    uuid,
    grade,
    answeredAt: t.clock.now(),
    durationMs: 1200,
    source: 'web-test',
  };
  const res = await t.request('POST', '/api/review/answer', { body, token: as });
  expect(res.status).toBe(200);
  return (await res.json()) as { answerId: string };
}

const rowsOf = async (sql: string) => (await t.client.execute(sql)).rows.map((r) => ({ ...r }));
const tallies = () =>
  rowsOf(`SELECT user_id, day, category, card_state, grade, answers, duration_ms, counted FROM review_tallies
    WHERE answers != 0 ORDER BY user_id, day, category, card_state, grade`);
const hours = () =>
  rowsOf(`SELECT user_id, day, category, hour, answers, passed FROM review_hours
    WHERE answers != 0 ORDER BY user_id, day, category, hour`);

/** Three days of answers in two categories (one taken back), over midnight of the learner's clock. */
async function history(as = token) {
  const words = [
    await addWord(t, as, { word: 'pan', category: 'Food' }),
    await addWord(t, as, { word: 'tren', category: 'Travel' }),
  ];
  for (let round = 0; round < 3; round++) {
    for (const [i, word] of words.entries()) await answer(word.uuid, ((i + round) % 4) + 1, as);
    const taken = await answer(words[0]?.uuid as string, 4, as);
    await t.request('POST', '/api/review/undo', { body: { answerId: taken.answerId }, token: as });
    t.clock.advance(DAY + 11 * 60 * MINUTE);
  }
}

/** The history as it was before the tallies: none kept, and no category stored with an answer. */
const forgetTallies = async (userFilter = '') => {
  await t.client.execute(`DELETE FROM review_tallies ${userFilter}`);
  await t.client.execute(`DELETE FROM review_hours ${userFilter}`);
  await t.client.execute(`UPDATE reviews SET category = 'No' ${userFilter}`);
};

describe('the progress tallies backfill', () => {
  it('sums answers given before the tallies as the answers themselves did, once', async () => {
    await history();
    const kept = { tallies: await tallies(), hours: await hours() };
    const answered = 'SELECT id, category FROM reviews WHERE undone_at IS NULL ORDER BY id';
    const categories = await rowsOf(answered);
    expect(kept.tallies.length).toBeGreaterThan(4);
    await forgetTallies();
    expect(await tallies()).toEqual([]);

    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 1, answers: 6 });
    expect(await tallies()).toEqual(kept.tallies);
    expect(await hours()).toEqual(kept.hours);
    // The answers carry their category again: an undo takes one back from the row it is in.
    expect(await rowsOf(answered)).toEqual(categories);

    // Run again (a restart, another process): nothing is missing, nothing is added.
    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 0, answers: 0 });
    expect(await tallies()).toEqual(kept.tallies);
  });

  it('adds only the oldest answers of a learner who answered again before it ran, and no one else’s', async () => {
    const other = (await signUp(t, 'other@example.com')).token;
    await history(other);
    const othersKept = await tallies();
    await logInAgain();
    await history();
    await forgetTallies(`WHERE user_id = (SELECT id FROM users WHERE email = 'backfill@example.com')`);
    // Answered once more with the tallies kept, before the backfill ran.
    const [word] = (await t.client.execute("SELECT uuid FROM words WHERE word = 'tren' ORDER BY id DESC"))
      .rows;
    await answer(String(word?.uuid), 3);

    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 1, answers: 6 });
    const fromHistory = await rowsOf(`SELECT user_id, day, grade, count(*) AS answers, sum(duration_ms) AS ms,
      sum(grade > 1) AS passed FROM reviews WHERE undone_at IS NULL GROUP BY user_id, day, grade ORDER BY 1, 2, 3`);
    const tallied =
      await rowsOf(`SELECT t.user_id, t.day, t.grade, sum(t.answers) AS answers, sum(t.duration_ms) AS ms,
      sum(CASE WHEN t.grade > 1 THEN t.answers ELSE 0 END) AS passed FROM review_tallies t
      GROUP BY t.user_id, t.day, t.grade HAVING sum(t.answers) > 0 ORDER BY 1, 2, 3`);
    expect(tallied).toEqual(fromHistory);
    const hourly =
      await rowsOf(`SELECT user_id, sum(answers) AS answers, sum(passed) AS passed FROM review_hours
      GROUP BY user_id ORDER BY 1`);
    const perUser = await rowsOf(`SELECT user_id, count(*) AS answers, sum(grade > 1) AS passed FROM reviews
      WHERE undone_at IS NULL GROUP BY user_id ORDER BY 1`);
    expect(hourly).toEqual(perUser);
    // The other learner's tallies were whole and are as they were.
    const othersNow = (await tallies()).filter((r) => r.user_id === othersKept[0]?.user_id);
    expect(othersNow).toEqual(othersKept);
  }, 60_000); // two learners' histories through the API: 25 requests

  it('writes nothing while another process holds its lease', async () => {
    await history();
    await forgetTallies();
    await t.client.execute({
      sql: `INSERT INTO job_locks (name, holder, expires_at) VALUES ('tally-backfill', 'another process', ?)`,
      args: [t.clock.now() + 60_000],
    });
    expect(await backfillTallies(t)).toEqual({ ran: false, learners: 0, answers: 0 });
    expect(await tallies()).toEqual([]);
    // Once its lease ran out (that process died), this one does it.
    t.clock.advance(61_000);
    expect((await backfillTallies(t)).answers).toBe(6);
  });
});
