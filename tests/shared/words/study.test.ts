import { describe, expect, it } from 'vitest';
import {
  isValidScore,
  isValidSpeechSpeed,
  lowerScore,
  MINUTE_MS,
  normaliseRepeat,
  normaliseSleep,
  raiseScore,
  SCORE_BADGE_MS,
  SCORE_MAX,
  SCORE_MIN,
  SPEECH_SPEED_OPTIONS,
  scoreColour,
  sleepMinutesToMs,
} from '../../../shared/words/study';

describe('score', () => {
  it('runs from 1 to 3 and shows its badge for 500 ms', () => {
    expect([SCORE_MIN, SCORE_MAX, SCORE_BADGE_MS]).toEqual([1, 3, 500]);
  });

  it('raises by one only below 3', () => {
    expect(raiseScore(1)).toBe(2);
    expect(raiseScore(2)).toBe(3);
    expect(raiseScore(3)).toBe(3);
  });

  it('lowers by one only above 1', () => {
    expect(lowerScore(3)).toBe(2);
    expect(lowerScore(2)).toBe(1);
    expect(lowerScore(1)).toBe(1);
  });

  it('is red, amber, green', () => {
    expect([scoreColour(1), scoreColour(2), scoreColour(3)]).toEqual(['red', 'amber', 'green']);
  });

  it('is valid on the server only as a whole number from 1 to 3', () => {
    expect([1, 2, 3].every(isValidScore)).toBe(true);
    for (const bad of [0, 4, 1.5, '2', null, undefined, Number.NaN]) expect(isValidScore(bad)).toBe(false);
  });
});

describe('media player repeat', () => {
  it('keeps 1 to 999 and resets anything else to 1', () => {
    expect(normaliseRepeat(1)).toBe(1);
    expect(normaliseRepeat(999)).toBe(999);
    expect(normaliseRepeat(0)).toBe(1);
    expect(normaliseRepeat(1000)).toBe(1);
    expect(normaliseRepeat(-5)).toBe(1);
  });

  it('reads stored text and drops fractions', () => {
    expect(normaliseRepeat('7')).toBe(7);
    expect(normaliseRepeat('2.9')).toBe(2);
    expect(normaliseRepeat('abc')).toBe(1);
    expect(normaliseRepeat(null)).toBe(1);
  });
});

describe('media player sleep', () => {
  it('keeps 0 to 999 minutes', () => {
    expect(normaliseSleep(0)).toBe(0);
    expect(normaliseSleep(999)).toBe(999);
  });

  it('turns a value above 999 or below 0 into 1', () => {
    expect(normaliseSleep(1000)).toBe(1);
    expect(normaliseSleep(-1)).toBe(1);
  });

  it('defaults to 0 when nothing is stored', () => {
    expect(normaliseSleep(null)).toBe(0);
    expect(normaliseSleep(undefined)).toBe(0);
    expect(normaliseSleep('')).toBe(0);
    expect(normaliseSleep('15')).toBe(15);
  });

  it('counts a minute as 60000 ms', () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(sleepMinutesToMs(3)).toBe(180_000);
  });
});

describe('speech speed', () => {
  it('offers 0.25 to 6 in steps of 0.25: 24 options', () => {
    expect(SPEECH_SPEED_OPTIONS).toHaveLength(24);
    expect(SPEECH_SPEED_OPTIONS[0]).toBe(0.25);
    expect(SPEECH_SPEED_OPTIONS.at(-1)).toBe(6);
    expect(SPEECH_SPEED_OPTIONS).toContain(1);
    expect(SPEECH_SPEED_OPTIONS).toContain(1.75);
  });

  it('accepts only an offered speed', () => {
    expect(isValidSpeechSpeed(1.5)).toBe(true);
    expect(isValidSpeechSpeed(0)).toBe(false);
    expect(isValidSpeechSpeed(1.3)).toBe(false);
    expect(isValidSpeechSpeed(6.25)).toBe(false);
    expect(isValidSpeechSpeed('1')).toBe(false);
  });
});
