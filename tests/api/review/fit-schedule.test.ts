// When the optimizer fits again: at 1,000 answers, then every 1,000 more, at most once a day.
import { describe, expect, it } from 'vitest';
import { fitIsDue } from '../../../api/src/modules/review/optimizer';
import {
  FIT_AT_MOST_EVERY_MS,
  FIT_EVERY_REVIEWS,
  FIT_FIRST_AT_REVIEWS,
} from '../../../shared/review/optimizer';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const checked = (checkedOnReviews: number, ago: number) => ({
  userId: 1,
  weights: null,
  fittedAt: null,
  fittedOnReviews: null,
  logLossBefore: null,
  logLossAfter: null,
  checkedAt: NOW - ago,
  checkedOnReviews,
});

describe('when a learner is due a fit', () => {
  it('first at 1,000 answers', () => {
    expect(fitIsDue(FIT_FIRST_AT_REVIEWS - 1, undefined, NOW)).toBe(false);
    expect(fitIsDue(FIT_FIRST_AT_REVIEWS, undefined, NOW)).toBe(true);
  });

  it('then after 1,000 more answers and a day since the last check, not before either', () => {
    const last = checked(1000, FIT_AT_MOST_EVERY_MS);
    expect(fitIsDue(1000 + FIT_EVERY_REVIEWS - 1, last, NOW)).toBe(false);
    expect(fitIsDue(1000 + FIT_EVERY_REVIEWS, last, NOW)).toBe(true);
    expect(fitIsDue(5000, checked(1000, FIT_AT_MOST_EVERY_MS - 1), NOW)).toBe(false);
  });
});
