import { describe, expect, it } from 'vitest';
import {
  ASKED_RETENTION_MAX,
  askedRetention,
  CALIBRATION_MIN_ANSWERS,
  nextRetentionOffset,
  RETENTION_OFFSET_MAX,
} from '../../../shared/review/retention-calibration';

const logit = (p: number) => Math.log(p / (1 - p));

describe('the retention asked of FSRS', () => {
  it('is the desired one without an offset, and raised in logit by it', () => {
    expect(askedRetention(0.9, 0)).toBe(0.9);
    const raised = askedRetention(0.9, logit(0.94) - logit(0.9));
    expect(raised).toBeCloseTo(0.94, 10);
  });

  it('is never asked above its ceiling, nor below the desired retention', () => {
    expect(askedRetention(0.9, RETENTION_OFFSET_MAX)).toBe(ASKED_RETENTION_MAX);
    expect(askedRetention(0.98, 1)).toBe(0.98);
    expect(askedRetention(0.9, -1)).toBe(0.9);
  });
});

describe('the offset after a check', () => {
  it('carries the whole gap between the desired retention and the recall observed', () => {
    const offset = nextRetentionOffset(0, 0.9, { answers: 1000, passed: 850 });
    expect(offset).toBeCloseTo(logit(0.9) - logit(0.85), 10);
    // Recall above the desired retention brings it back down, never below none.
    expect(nextRetentionOffset(offset, 0.9, { answers: 1000, passed: 950 })).toBe(0);
    expect(nextRetentionOffset(0.1, 0.9, { answers: 1000, passed: 990 })).toBe(0);
  });

  it('stays where it is on too few answers, or on a gap within the noise', () => {
    expect(nextRetentionOffset(0.3, 0.9, { answers: CALIBRATION_MIN_ANSWERS - 1, passed: 10 })).toBe(0.3);
    // 0.89 on 400 answers is 0.6 standard errors from 0.90.
    expect(nextRetentionOffset(0.3, 0.9, { answers: 400, passed: 356 })).toBe(0.3);
    expect(nextRetentionOffset(0, 0.9, { answers: 0, passed: 0 })).toBe(0);
  });

  it('is bounded, however poor the recall', () => {
    expect(nextRetentionOffset(1.8, 0.9, { answers: 1000, passed: 100 })).toBe(RETENTION_OFFSET_MAX);
  });
});
