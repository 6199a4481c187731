// The backfill of the progress tallies (decision 0055): answers given before review_tallies and
// review_hours existed are summed into them from the history, once, exactly as the answers
// themselves would have been; a learner whose tallies hold every answer is left alone, and a
// process that does not hold the lease writes nothing. Once a run leaves nothing missing, a marker
// makes later starts skip the scan: counted in statements, not timed.
import { randomUUID } from 'node:crypto';
import type { Client, InStatement, Transaction } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import * as schema from '../../../api/src/db/schema';
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

/** The tallies summed per learner, day and grade, beside the same sums of the history. */
async function talliedAndHistory() {
  const history = await rowsOf(`SELECT user_id, day, grade, count(*) AS answers, sum(duration_ms) AS ms
    FROM reviews WHERE undone_at IS NULL GROUP BY user_id, day, grade ORDER BY 1, 2, 3`);
  const tallied = await rowsOf(`SELECT user_id, day, grade, sum(answers) AS answers, sum(duration_ms) AS ms
    FROM review_tallies GROUP BY user_id, day, grade HAVING sum(answers) > 0 ORDER BY 1, 2, 3`);
  return { tallied, history };
}

const marker = () => rowsOf("SELECT name FROM maintenance_done WHERE name = 'tally-backfill'");

/** The app's database through a client that lists every statement it runs (in transactions too),
 *  and fails the one `fails` picks, as a lost disk would. */
function watched(fails: (sql: string) => boolean = () => false) {
  const statements: string[] = [];
  const see = (statement: InStatement | string) => {
    const text = typeof statement === 'string' ? statement : statement.sql;
    statements.push(text);
    if (fails(text)) throw new Error('the disk is gone');
  };
  const watch = <C extends Client | Transaction>(target: C): C =>
    new Proxy(target, {
      get(of, property) {
        if (property === 'execute')
          return async (statement: InStatement) => {
            see(statement);
            return of.execute(statement);
          };
        if (property === 'batch')
          return async (list: InStatement[], mode?: never) => {
            for (const statement of list) see(statement);
            return (of as Client).batch(list, mode);
          };
        if (property === 'transaction')
          return async (mode?: never) => watch(await (of as Client).transaction(mode));
        const value = Reflect.get(of, property, of);
        return typeof value === 'function' ? value.bind(of) : value;
      },
    });
  const client = watch(t.client);
  return { statements, deps: { clock: t.clock, client, db: drizzle(client, { schema }) } };
}

describe('the progress tallies backfill', () => {
  it('sums answers given before the tallies as the answers themselves did, once', async () => {
    await history();
    const kept = { tallies: await tallies(), hours: await hours() };
    const answered = 'SELECT id, category FROM reviews WHERE undone_at IS NULL ORDER BY id';
    const categories = await rowsOf(answered);
    expect(kept.tallies.length).toBeGreaterThan(4);
    await forgetTallies();
    expect(await tallies()).toEqual([]);

    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 1, answers: 6, done: true });
    expect(await tallies()).toEqual(kept.tallies);
    expect(await hours()).toEqual(kept.hours);
    // The answers carry their category again: an undo takes one back from the row it is in.
    expect(await rowsOf(answered)).toEqual(categories);

    // Start again (a restart, another process): marked done, it reads no review and adds nothing.
    const again = watched();
    expect(await backfillTallies(again.deps)).toEqual({ ran: false, learners: 0, answers: 0, done: true });
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]).toMatch(/from "maintenance_done"/);
    expect(await tallies()).toEqual(kept.tallies);
    expect(await hours()).toEqual(kept.hours);
  });

  it('marks a database whose tallies are whole at its first start, and skips the scan after', async () => {
    await history();
    const first = watched();
    expect(await backfillTallies(first.deps)).toEqual({ ran: true, learners: 0, answers: 0, done: true });
    // The scan of every learner's reviews ran once (the count can tell it from the skip).
    expect(first.statements.filter((s) => s.includes('FROM reviews'))).toHaveLength(1);
    const second = watched();
    await backfillTallies(second.deps);
    expect(second.statements.filter((s) => /reviews|review_tallies/.test(s))).toEqual([]);
    // Answers and undos after it are tallied as they are written.
    for (const { uuid } of (await t.client.execute('SELECT uuid FROM words')).rows) {
      const taken = await answer(String(uuid), 3);
      await t.request('POST', '/api/review/undo', { body: { answerId: taken.answerId }, token });
      await answer(String(uuid), 2);
    }
    const { tallied, history: fromHistory } = await talliedAndHistory();
    expect(tallied).toEqual(fromHistory);
  });

  it('leaves no marker when it fails part-way; the next start finishes and marks it', async () => {
    const other = (await signUp(t, 'other@example.com')).token;
    await history(other);
    await logInAgain();
    await history();
    await forgetTallies();
    // The second learner's transaction fails: the first's answers are in, the second's not.
    let learners = 0;
    const failing = watched((sql) => sql.startsWith('UPDATE reviews SET category') && ++learners === 2);
    await expect(backfillTallies(failing.deps)).rejects.toMatchObject({
      cause: { message: 'the disk is gone' },
    });
    expect(await marker()).toEqual([]);
    expect((await talliedAndHistory()).tallied).not.toEqual((await talliedAndHistory()).history);

    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 1, answers: 6, done: true });
    expect(await marker()).toHaveLength(1);
    const { tallied, history: fromHistory } = await talliedAndHistory();
    expect(tallied).toEqual(fromHistory);
  }, 60_000); // two learners' histories through the API: 25 requests

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

    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 1, answers: 6, done: true });
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
    expect(await backfillTallies(t)).toEqual({ ran: false, learners: 0, answers: 0, done: false });
    expect(await tallies()).toEqual([]);
    expect(await marker()).toEqual([]);
    // Once its lease ran out (that process died), this one does it.
    t.clock.advance(61_000);
    expect(await backfillTallies(t)).toEqual({ ran: true, learners: 1, answers: 6, done: true });
    expect(await marker()).toHaveLength(1);
  });
});
