import { describe, expect, it } from 'vitest';
import { addDays, dayStart, learnerDay, nextDayStart } from '../../../shared/review/learner-day';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("the learner's day", () => {
  it('starts at the day start hour of the learner clock, so a late night counts for the day before', () => {
    expect(learnerDay(at('2026-11-25T01:30:00Z'), 'UTC', 4)).toBe('2026-11-24');
    expect(learnerDay(at('2026-11-25T04:00:00Z'), 'UTC', 4)).toBe('2026-11-25');
    expect(learnerDay(at('2026-11-25T03:59:59Z'), 'UTC', 0)).toBe('2026-11-25');
  });

  it('follows the time zone: the same instant is another day in Tokyo and in New York', () => {
    const instant = at('2026-11-25T21:00:00Z');
    expect(learnerDay(instant, 'Asia/Tokyo', 4)).toBe('2026-11-26');
    expect(learnerDay(instant, 'America/New_York', 4)).toBe('2026-11-25');
    expect(iso(nextDayStart(instant, 'America/New_York', 4))).toBe('2026-11-26T09:00:00.000Z');
    expect(iso(nextDayStart(instant, 'Asia/Kolkata', 0))).toBe('2026-11-26T18:30:00.000Z');
    expect(iso(nextDayStart(instant, 'Pacific/Chatham', 4))).toBe('2026-11-26T14:15:00.000Z');
  });

  it('makes the day over the spring-forward night 23 hours long and the one over the fall-back night 25', () => {
    const spring = dayStart('2026-03-29', 'Europe/Berlin', 4) - dayStart('2026-03-28', 'Europe/Berlin', 4);
    const autumn = dayStart('2026-10-25', 'Europe/Berlin', 4) - dayStart('2026-10-24', 'Europe/Berlin', 4);
    expect(spring / 3_600_000).toBe(23);
    expect(autumn / 3_600_000).toBe(25);
    expect(iso(dayStart('2026-03-08', 'America/New_York', 4))).toBe('2026-03-08T08:00:00.000Z');
  });

  it('starts a day whose start hour the clock skips at the jump, and a repeated hour at its first pass', () => {
    // Berlin jumps from 02:00 CET to 03:00 CEST at 01:00Z on 2026-03-29.
    expect(iso(dayStart('2026-03-29', 'Europe/Berlin', 2))).toBe('2026-03-29T01:00:00.000Z');
    // And goes back from 03:00 CEST to 02:00 CET at 01:00Z on 2026-10-25: 02:00 happens twice.
    expect(iso(dayStart('2026-10-25', 'Europe/Berlin', 2))).toBe('2026-10-25T00:00:00.000Z');
  });

  it('gives every instant a day whose start is at or before it and whose next start is after it', () => {
    for (const zone of [
      'UTC',
      'Europe/Berlin',
      'America/Sao_Paulo',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
    ]) {
      for (
        let t = at('2026-01-01T00:00:00Z');
        t < at('2027-01-01T00:00:00Z');
        t += 7 * 3_600_000 + 17 * 60_000
      ) {
        const day = learnerDay(t, zone, 4);
        expect(dayStart(day, zone, 4)).toBeLessThanOrEqual(t);
        expect(nextDayStart(t, zone, 4)).toBe(dayStart(addDays(day, 1), zone, 4));
        expect(nextDayStart(t, zone, 4)).toBeGreaterThan(t);
      }
    }
  });
});
