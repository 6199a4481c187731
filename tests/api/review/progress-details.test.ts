// The progress page's period and category figures (decision 0055) counted on answers given through
// the API on a fake clock: card states, buttons, hours, time studied, true retention young and
// mature apart, card counts, words added, the period and category filters, and the query's 400s.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import type { ProgressDetails } from '../../../shared/api';
import { PROGRESS_QUERY_MESSAGES } from '../../../shared/review/progress-periods';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord, wordForm } from '../words/helpers';

// 12:00 UTC; the default zone is UTC with the day starting at 04:00.
const START = Date.parse('2026-11-20T12:00:00Z');
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'details@example.com'));
});
afterEach(() => t.close());

const details = async (query = ''): Promise<ProgressDetails> => {
  const res = await t.request('GET', `/api/review/progress${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()).details;
};

async function answer(uuid: string, grade: number, durationMs = 1000) {
  const body = {
    answerId: randomUUID(),
    uuid,
    grade,
    answeredAt: t.clock.now(),
    durationMs,
    source: 'web-test',
  };
  const res = await t.request('POST', '/api/review/answer', { body, token });
  expect(res.status).toBe(200);
  return (await res.json()) as { answerId: string };
}

/** Puts a word in review with the given interval, last answered a day ago. */
const inReview = (uuid: string, scheduledDays: number) =>
  t.client.execute({
    sql: `UPDATE word_schedules SET state = 2, scheduled_days = ?, stability = ?, difficulty = 6.5,
          last_review = ? WHERE word_id = (SELECT id FROM words WHERE uuid = ?)`,
    args: [scheduledDays, scheduledDays, t.clock.now() - DAY, uuid],
  });

describe('the progress page’s period and category figures', () => {
  it('count answers by card state, grade, hour and time, and words by state', async () => {
    const food = await addWord(t, token, { word: 'pan', category: 'Food' });
    const trip = await addWord(t, token, { word: 'tren', category: 'Travel' });
    await addWord(t, token, { word: 'nunca', category: 'Food' }); // never answered: new
    await answer(food.uuid, 3, 2000);
    await answer(trip.uuid, 1, 3000);
    t.clock.advance(10 * MINUTE);
    await answer(trip.uuid, 3, 1500);
    const undone = await answer(trip.uuid, 4, 9000); // taken back: counts nowhere
    await t.request('POST', '/api/review/undo', { body: { answerId: undone.answerId }, token });

    let figures = await details();
    expect(figures.days).toEqual([
      { day: '2026-11-20', durationMs: 6500, answers: { learning: 3, young: 0, mature: 0, relearning: 0 } },
    ]);
    expect(figures.buttons.learning).toEqual([1, 0, 2, 0]);
    expect(figures.hours[12]).toEqual({ hour: 12, answers: 3, passed: 2 });
    expect(figures.hours.reduce((sum, h) => sum + h.answers, 0)).toBe(3);
    expect(figures.added).toEqual([{ day: '2026-11-20', words: 3 }]);
    expect(figures.categories).toEqual(['Food', 'Travel']);

    // The next morning at 09:00: pan is mature (interval 30 days) and passes, tren young and lapses.
    await inReview(food.uuid, 30);
    await inReview(trip.uuid, 3);
    t.clock.advance(21 * 60 * MINUTE - 10 * MINUTE);
    await answer(food.uuid, 2);
    await answer(trip.uuid, 1);
    figures = await details();
    expect(figures.days.map((d) => d.answers)).toEqual([
      { learning: 3, young: 0, mature: 0, relearning: 0 },
      { learning: 0, young: 1, mature: 1, relearning: 0 },
    ]);
    expect(figures.buttons.mature).toEqual([0, 1, 0, 0]);
    expect(figures.buttons.young).toEqual([1, 0, 0, 0]);
    expect(figures.hours[9]).toEqual({ hour: 9, answers: 2, passed: 1 });
    expect(figures.retention).toEqual({
      young: { passed: 0, total: 1 },
      mature: { passed: 1, total: 1 },
      all: { passed: 1, total: 2 },
    });
    // tren lapsed into relearning; pan is in review again; nunca was never answered.
    expect(figures.cardCounts).toMatchObject({ new: 1, relearning: 1 });
    expect(figures.cardCounts.young + figures.cardCounts.mature).toBe(1);
    expect(figures.difficulty.reduce((sum, b) => sum + b.words, 0)).toBe(2);
    expect(figures.intervals.reduce((sum, b) => sum + b.words, 0)).toBe(1);

    // One category: only its words and their answers.
    const travel = await details('?category=Travel');
    expect(travel.category).toBe('Travel');
    expect(travel.days.map((d) => d.durationMs)).toEqual([4500, 1000]);
    expect(travel.buttons.learning).toEqual([1, 0, 1, 0]);
    expect(travel.cardCounts).toEqual({ new: 0, learning: 0, young: 0, mature: 0, relearning: 1 });
    expect(travel.added).toEqual([{ day: '2026-11-20', words: 1 }]);
    expect((await details('?category=Nothing')).days).toEqual([]);
  });

  it('keep to the period: a month, three months, a year or all time', async () => {
    const word = await addWord(t, token, { word: 'viejo' });
    await answer(word.uuid, 3);
    // That answer and the word moved 100 days back (the trial would end if the clock went on).
    await t.client.execute(`UPDATE review_tallies SET day = '2026-08-12'`);
    await t.client.execute(`UPDATE review_hours SET day = '2026-08-12'`);
    await t.client.execute(`UPDATE words SET date = '2026-08-12T12:00:00.000Z'`);
    t.clock.advance(DAY);
    await answer(word.uuid, 3);
    const answered = async (period: string) => (await details(`?period=${period}`)).days.map((d) => d.day);
    expect(await answered('month')).toEqual(['2026-11-21']);
    expect(await answered('quarter')).toEqual(['2026-11-21']);
    expect(await answered('year')).toEqual(['2026-08-12', '2026-11-21']);
    expect(await answered('all')).toEqual(['2026-08-12', '2026-11-21']);
    expect((await details('?period=quarter')).from).toBe('2026-08-23');
    expect((await details('?period=all')).from).toBeNull();
    // Words added before the period are left out of it.
    expect((await details('?period=month')).added).toEqual([]);
    expect((await details('?period=year')).added).toEqual([{ day: '2026-08-12', words: 1 }]);
  });

  it('keep review_tallies and review_hours equal to the history through answers and undos', async () => {
    const words = [];
    for (const word of ['uno', 'dos', 'tres']) words.push(await addWord(t, token, { word }));
    for (let round = 0; round < 3; round++) {
      let last = '';
      for (const [i, word] of words.entries())
        last = (await answer(word.uuid, ((i + round) % 4) + 1, 700 + i)).answerId;
      await t.request('POST', '/api/review/undo', { body: { answerId: last }, token });
      t.clock.advance(DAY + 7 * MINUTE);
    }
    const fromHistory = await t.client.execute(`SELECT day, grade, count(*) AS answers, sum(duration_ms) AS ms
      FROM reviews WHERE undone_at IS NULL GROUP BY day, grade ORDER BY day, grade`);
    const tallied = await t.client.execute(`SELECT day, grade, sum(answers) AS answers, sum(duration_ms) AS ms
      FROM review_tallies GROUP BY day, grade HAVING sum(answers) > 0 ORDER BY day, grade`);
    expect(tallied.rows.map((r) => ({ ...r }))).toEqual(fromHistory.rows.map((r) => ({ ...r })));
    expect(tallied.rows.length).toBeGreaterThan(3);
    const passedFromHistory =
      await t.client.execute(`SELECT day, count(*) AS answers, sum(grade > 1) AS passed
      FROM reviews WHERE undone_at IS NULL GROUP BY day ORDER BY day`);
    const byHour = await t.client.execute(`SELECT day, sum(answers) AS answers, sum(passed) AS passed
      FROM review_hours GROUP BY day HAVING sum(answers) > 0 ORDER BY day`);
    expect(byHour.rows.map((r) => ({ ...r }))).toEqual(passedFromHistory.rows.map((r) => ({ ...r })));
  });

  it('show a change to the words at once, though their figures are kept between requests', async () => {
    const word = await addWord(t, token, { word: 'casa', category: 'Home' });
    await answer(word.uuid, 3);
    expect((await details()).categories).toEqual(['Home']);
    const answered = async (category: string) => {
      const { cardCounts: c } = await details(`?category=${category}`);
      return c.learning + c.young + c.mature + c.relearning;
    };
    expect(await answered('Home')).toBe(1);
    // Another period of the same page: the kept words' figures, the same.
    expect((await details('?period=year')).categories).toEqual(['Home']);
    const moved = await t.request('PUT', `/api/words/update/${word.uuid}`, {
      body: wordForm({ word: 'casa', category: 'House' }),
      token,
    });
    expect(moved.status).toBe(200);
    expect((await details()).categories).toEqual(['House']);
    expect(await answered('Home')).toBe(0);
    expect(await answered('House')).toBe(1);
    await addWord(t, token, { word: 'mesa', category: 'House' });
    expect((await details('?category=House')).cardCounts.new).toBe(1);
  }, 60_000); // two words saved (with speech) and ten requests

  it('refuse a bad period or category with a 400 that says what is allowed', async () => {
    const cases = ['?period=week', '?period=', '?category=', `?category=${'x'.repeat(21)}`];
    for (const query of cases) {
      const res = await t.request('GET', `/api/review/progress${query}`, { token });
      expect(res.status, query).toBe(400);
      const { message } = await res.json();
      expect([PROGRESS_QUERY_MESSAGES.invalidPeriod, PROGRESS_QUERY_MESSAGES.invalidCategory]).toContain(
        message,
      );
    }
    const week = await t.request('GET', '/api/review/progress?period=week', { token });
    expect((await week.json()).message).toBe('The period must be one of: month, quarter, year, all.');
    expect((await t.request('GET', '/api/review/progress?period=week')).status).toBe(401);
  });
});
