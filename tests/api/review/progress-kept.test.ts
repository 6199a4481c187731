// The progress page's answers' figures of a year, exactly, on a known history given through the
// API on a fake clock (decision 0055): asked for once (computed), again (kept for the list
// version) and after each change that moves them, the undo of an answer to a deleted word among
// them (its tallies change though no word does), so a kept figure is never older than the data.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import type { ProgressDetails } from '../../../shared/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

// 12:00 UTC; the default zone is UTC with the day starting at 04:00.
const START = Date.parse('2026-11-20T12:00:00Z');
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'kept@example.com'));
});
afterEach(() => t.close());

const details = async (period: string): Promise<ProgressDetails> => {
  const res = await t.request('GET', `/api/review/progress?period=${period}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()).details;
};

async function answer(uuid: string, grade: number, durationMs: number) {
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

const answersOf = (d: ProgressDetails) => ({
  days: d.days,
  buttons: d.buttons,
  hours: d.hours,
  retention: d.retention,
});
const none = { learning: 0, young: 0, mature: 0, relearning: 0 };
const hoursWith = (busy: Record<number, [number, number]>) =>
  Array.from({ length: 24 }, (_, hour) => ({
    hour,
    answers: busy[hour]?.[0] ?? 0,
    passed: busy[hour]?.[1] ?? 0,
  }));

describe('the progress page’s answers’ figures of a year', () => {
  it('are exact, the same when kept, and follow every change to the answers', async () => {
    const pan = await addWord(t, token, { word: 'pan' });
    const tren = await addWord(t, token, { word: 'tren' });
    await answer(pan.uuid, 3, 2000);
    await answer(tren.uuid, 1, 3000);
    t.clock.advance(10 * MINUTE);
    await answer(tren.uuid, 3, 1500);
    // Those three answers moved 200 days back: in the year, not in the month.
    await t.client.execute(`UPDATE review_tallies SET day = '2026-05-04'`);
    await t.client.execute(`UPDATE review_hours SET day = '2026-05-04'`);
    // The next morning at 09:00: pan is mature (interval 30 days) and passes, tren young and lapses.
    await inReview(pan.uuid, 30);
    await inReview(tren.uuid, 3);
    t.clock.advance(21 * 60 * MINUTE - 10 * MINUTE);
    await answer(pan.uuid, 2, 1200);
    await answer(tren.uuid, 1, 800);

    const year = await details('year');
    expect(year.from).toBe('2025-11-22');
    expect(answersOf(year)).toEqual({
      days: [
        { day: '2026-05-04', durationMs: 6500, answers: { ...none, learning: 3 } },
        { day: '2026-11-21', durationMs: 2000, answers: { ...none, young: 1, mature: 1 } },
      ],
      buttons: {
        learning: [1, 0, 2, 0],
        young: [1, 0, 0, 0],
        mature: [0, 1, 0, 0],
        relearning: [0, 0, 0, 0],
      },
      hours: hoursWith({ 9: [2, 1], 12: [3, 2] }),
      retention: {
        young: { passed: 0, total: 1 },
        mature: { passed: 1, total: 1 },
        all: { passed: 1, total: 2 },
      },
    });
    // Asked for again with nothing changed (kept), the same; the month has the last day only.
    expect(answersOf(await details('year'))).toEqual(answersOf(year));
    expect((await details('month')).days).toEqual([year.days[1]]);
    expect(answersOf(await details('all'))).toEqual(answersOf(year));

    // tren deleted, then its lapse taken back: no word changes, the answers' figures do.
    expect((await t.request('DELETE', `/api/words/delete/${tren.uuid}`, { token })).status).toBe(200);
    expect(answersOf(await details('year'))).toEqual(answersOf(year));
    const last = await t.client.execute(
      `SELECT answer_id FROM reviews WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1`,
    );
    const undo = await t.request('POST', '/api/review/undo', {
      body: { answerId: last.rows[0]?.answer_id },
      token,
    });
    expect(undo.status).toBe(200);
    const undone = await details('year');
    expect(undone.days[1]).toEqual({ day: '2026-11-21', durationMs: 1200, answers: { ...none, mature: 1 } });
    expect(undone.buttons.young).toEqual([0, 0, 0, 0]);
    expect(undone.hours[9]).toEqual({ hour: 9, answers: 1, passed: 1 });
    expect(undone.retention).toEqual({
      young: { passed: 0, total: 0 },
      mature: { passed: 1, total: 1 },
      all: { passed: 1, total: 1 },
    });

    // A new answer the same day: counted at once in every period.
    await answer(pan.uuid, 4, 500);
    expect((await details('year')).buttons.mature).toEqual([0, 1, 0, 1]);
    expect((await details('month')).days.at(-1)?.durationMs).toBe(1700);
  }, 60_000); // two words saved (with speech) and a dozen requests
});
