// A simulated learner over 365 days on our scheduler and on LingQ's fixed steps
// (bench/lib/simulated-learner.ts); the bench prints the same figures into bench/results.md.
import { describe, expect, it } from 'vitest';
import { retention, reviewsPerWordKept, simulate, WORDS } from '../../../bench/lib/simulated-learner';

describe('a simulated learner over 365 days', () => {
  it('keeps retention near the desired 0.90 and needs fewer reviews than fixed steps for as much memory', () => {
    const ours = simulate('fsrs', 7);
    const lingq = simulate('lingq', 7);
    console.log(
      `simulated 365 days, ${WORDS} words: FSRS ${ours.reviews} reviews, recall ${(ours.recalled / ours.reviews).toFixed(3)}, retained at end ${ours.retainedAtEnd.toFixed(3)}; ` +
        `fixed steps ${lingq.reviews} reviews, recall ${(lingq.recalled / lingq.reviews).toFixed(3)}, retained at end ${lingq.retainedAtEnd.toFixed(3)}`,
    );
    expect(retention(ours)).toBeGreaterThan(0.87);
    expect(retention(ours)).toBeLessThan(0.93);
    expect(ours.retainedAtEnd).toBeGreaterThanOrEqual(0.9);
    expect(ours.reviews).toBeLessThan(lingq.reviews);
    // Both end with every word known more likely than not; ours costs fewer reviews per word kept.
    expect(lingq.retainedAtEnd).toBeGreaterThanOrEqual(0.9);
    expect(reviewsPerWordKept(ours)).toBeLessThan(reviewsPerWordKept(lingq));
  });
});
