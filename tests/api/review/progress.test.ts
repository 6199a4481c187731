import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import type { ReviewProgress } from '../../../shared/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const START = Date.parse('2026-11-20T12:00:00Z');
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'progress@example.com'));
});
afterEach(() => t.close());

const progress = async (as = token): Promise<ReviewProgress> => {
  const res = await t.request('GET', '/api/review/progress', { token: as });
  expect(res.status).toBe(200);
  return res.json();
};

async function answer(uuid: string, grade: number) {
  const body = {
    answerId: randomUUID(),
    uuid,
    grade,
    answeredAt: t.clock.now(),
    durationMs: 900,
    source: 'web-test',
  };
  const res = await t.request('POST', '/api/review/answer', { body, token });
  expect(res.status).toBe(200);
  return (await res.json()) as { due: number; answerId: string };
}

describe('the progress figures', () => {
  it('are empty for a learner who has not answered yet, with 30 days each way', async () => {
    const empty = await progress();
    expect(empty.today).toBe('2026-11-20');
    expect(empty.perDay).toHaveLength(30);
    expect(empty.perDay.at(-1)).toEqual({ day: '2026-11-20', reviews: 0, newWords: 0 });
    expect(empty.forecast).toHaveLength(30);
    expect(empty.forecast[0]).toEqual({ day: '2026-11-20', due: 0 });
    expect(empty).toMatchObject({ streak: 0, daysStudied: 0, heatmap: [] });
    expect(empty.trueRetention.allTime).toEqual({ passed: 0, total: 0 });
  });

  it('count answers per day, new words, the streak, true retention and the forecast', async () => {
    const a = await addWord(t, token, { word: 'uno' });
    const b = await addWord(t, token, { word: 'dos' });
    await answer(a.uuid, 3); // new, Good: graduates to days ahead
    await answer(b.uuid, 1); // new, Again: due in 10 minutes
    t.clock.advance(10 * MINUTE);
    const bGood = await answer(b.uuid, 3);
    let figures = await progress();
    expect(figures.perDay.at(-1)).toEqual({ day: '2026-11-20', reviews: 3, newWords: 2 });
    expect(figures.streak).toBe(1);
    expect(figures.trueRetention.allTime.total).toBe(0); // nothing a day or more apart yet
    const dueDays = figures.forecast.filter((f) => f.due > 0);
    expect(dueDays.reduce((sum, f) => sum + f.due, 0)).toBe(2);

    // The next day: b is reviewed (a day or more after its previous answer) and forgotten.
    t.clock.advance(bGood.due - t.clock.now());
    await answer(b.uuid, 1);
    figures = await progress();
    expect(figures.streak).toBe(2);
    expect(figures.daysStudied).toBe(2);
    expect(figures.trueRetention.allTime).toEqual({ passed: 0, total: 1 });
    expect(figures.heatmap.map((h) => h.reviews)).toEqual([3, 1]);
  });

  it('leave out an undone answer and another learner’s answers', async () => {
    const word = await addWord(t, token, { word: 'tres' });
    const given = await answer(word.uuid, 3);
    await t.request('POST', '/api/review/undo', { body: { answerId: given.answerId }, token });
    expect((await progress()).perDay.at(-1)?.reviews).toBe(0);
    const other = await signUp(t, 'other-progress@example.com');
    await answer(word.uuid, 3);
    expect((await progress(other.token)).heatmap).toEqual([]);
    t.clock.advance(2 * DAY);
    expect((await progress()).streak).toBe(0);
  });

  it('keep the per-day sums equal to the history through answers and undos', async () => {
    const words = [];
    for (const word of ['cuatro', 'cinco', 'seis']) words.push(await addWord(t, token, { word }));
    let last = '';
    for (let round = 0; round < 3; round++) {
      for (const [i, word] of words.entries())
        last = (await answer(word.uuid, ((i + round) % 4) + 1)).answerId;
      await t.request('POST', '/api/review/undo', { body: { answerId: last }, token });
      t.clock.advance(DAY + MINUTE);
    }
    // A review counts for retention when the word's previous answer was on an earlier learner day.
    const fromHistory = await t.client.execute(`
      WITH kept AS (SELECT *, lag(day) OVER (PARTITION BY word_uuid ORDER BY reviewed_at) AS previous
        FROM reviews WHERE undone_at IS NULL)
      SELECT day, count(*) AS reviews, sum(schedule_before IS NULL) AS new_words,
        coalesce(sum(previous < day), 0) AS mature,
        coalesce(sum(previous < day AND grade > 1), 0) AS passed
      FROM kept GROUP BY day ORDER BY day`);
    const summed = await t.client.execute(
      'SELECT day, reviews, new_words, mature_reviews AS mature, mature_passed AS passed FROM review_days WHERE reviews > 0 ORDER BY day',
    );
    expect(summed.rows.map((r) => ({ ...r }))).toEqual(fromHistory.rows.map((r) => ({ ...r })));
    expect(summed.rows).toHaveLength(3);
  });

  it('count a review for true retention by learner day, not 24 hours by the clock', async () => {
    // The day starts at 04:00 UTC: 20:00 and 09:00 the next morning are two learner days 13 h
    // apart; 23:00 and 02:00 are one learner day, although the calendar date changes.
    await t.close();
    t = await createTestApp({}, { clock: createClock(Date.parse('2026-11-20T20:00:00Z')) });
    ({ token } = await signUp(t, 'learner-day@example.com'));
    const evening = await addWord(t, token, { word: 'noche' });
    await answer(evening.uuid, 3);
    t.clock.advance(13 * 60 * MINUTE); // 09:00 on the 21st
    const nextDay = await answer(evening.uuid, 3);
    expect((await progress()).trueRetention.allTime).toEqual({ passed: 1, total: 1 });
    await t.request('POST', '/api/review/undo', { body: { answerId: nextDay.answerId }, token });
    expect((await progress()).trueRetention.allTime).toEqual({ passed: 0, total: 0 });

    t.clock.advance(14 * 60 * MINUTE); // 23:00 on the 21st
    const late = await addWord(t, token, { word: 'tarde' });
    await answer(late.uuid, 3);
    t.clock.advance(3 * 60 * MINUTE); // 02:00 on the 22nd: still the learner's 21st
    await answer(late.uuid, 1);
    expect((await progress()).trueRetention.allTime).toEqual({ passed: 0, total: 0 });
  });

  it("forecast by the learner's days across a daylight-saving change (a 25-hour day)", async () => {
    // Berlin leaves summer time at 01:00Z on 2026-10-25; with the day starting at 04:00, the
    // learner's 24 October runs 02:00Z to 03:00Z the next day.
    await t.close();
    t = await createTestApp({}, { clock: createClock(Date.parse('2026-10-23T12:00:00Z')) });
    ({ token } = await signUp(t, 'autumn@example.com'));
    const study = {
      timeZone: 'Europe/Berlin',
      dayStartHour: 4,
      newPerDay: 20,
      reviewsPerDay: 200,
      desiredRetention: 0.9,
    };
    expect((await t.request('PATCH', '/api/study/preferences', { body: study, token })).status).toBe(200);
    const dues = ['2026-10-25T02:30:00Z', '2026-10-25T03:00:00Z', '2026-10-26T02:59:00Z'];
    for (const [i, due] of dues.entries()) {
      const word = await addWord(t, token, { word: `hora${i}` });
      await answer(word.uuid, 3);
      await t.client.execute({
        sql: 'UPDATE word_schedules SET due = ? WHERE word_id = (SELECT id FROM words WHERE uuid = ?)',
        args: [Date.parse(due), word.uuid],
      });
    }
    const figures = await progress();
    expect(figures.today).toBe('2026-10-23');
    const dueOn = (day: string) => figures.forecast.find((f) => f.day === day)?.due;
    // 03:30 local on the 25th is still the learner's 24th; 04:00 local starts the 25th.
    expect([dueOn('2026-10-24'), dueOn('2026-10-25'), dueOn('2026-10-26')]).toEqual([1, 2, 0]);
  });
});
