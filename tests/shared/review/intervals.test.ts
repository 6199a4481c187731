import { describe, expect, it } from 'vitest';
import { Grade } from '../../../shared/review/grades';
import { formatInterval, intervalOf, spokenInterval } from '../../../shared/review/intervals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatInterval', () => {
  it.each([
    [0, '<1m'],
    [30_000, '<1m'],
    [10 * MINUTE, '10m'],
    [59 * MINUTE, '59m'],
    [90 * MINUTE, '1.5h'],
    [23 * HOUR, '23h'],
    [DAY, '1d'],
    [4 * DAY + 3 * HOUR, '4d'],
    [29 * DAY, '29d'],
    [45 * DAY, '1.5mo'],
    [300 * DAY, '10mo'],
    [365 * DAY, '1y'],
    [800 * DAY, '2.2y'],
    [Number.NaN, '<1m'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatInterval(ms)).toBe(text);
  });
});

describe('spokenInterval', () => {
  it('says the unit in words, singular for one', () => {
    expect(spokenInterval(10 * MINUTE)).toBe('in 10 minutes');
    expect(spokenInterval(DAY)).toBe('in 1 day');
    expect(spokenInterval(45 * DAY)).toBe('in 1.5 months');
    expect(spokenInterval(1000)).toBe('in under a minute');
  });
});

describe('intervalOf', () => {
  it('picks the grade, Again first, and nothing without intervals', () => {
    const intervals = [1, 2, 3, 4] as const;
    expect(intervalOf(intervals, Grade.Again)).toBe(1);
    expect(intervalOf(intervals, Grade.Easy)).toBe(4);
    expect(intervalOf(undefined, Grade.Good)).toBeUndefined();
  });
});
