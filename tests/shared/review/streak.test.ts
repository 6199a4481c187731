import { describe, expect, it } from 'vitest';
import { currentStreak } from '../../../shared/review/streak';

describe('the streak', () => {
  it('counts the days in a row up to today', () => {
    expect(currentStreak(new Set(['2026-11-23', '2026-11-24', '2026-11-25']), '2026-11-25')).toBe(3);
  });
  it('keeps yesterday’s streak while today is not studied yet', () => {
    expect(currentStreak(new Set(['2026-11-23', '2026-11-24']), '2026-11-25')).toBe(2);
  });
  it('ends at a day missed, across a month end', () => {
    expect(currentStreak(new Set(['2026-10-29', '2026-10-31', '2026-11-01']), '2026-11-01')).toBe(2);
    expect(currentStreak(new Set(['2026-11-20']), '2026-11-25')).toBe(0);
    expect(currentStreak(new Set(), '2026-11-25')).toBe(0);
  });
});
