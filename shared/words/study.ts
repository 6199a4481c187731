// Rules of the study modes (SPEC §4 "Score", "Media player", §5, §9): score steps and colours, the
// media player's repeat and sleep settings, and the speech-speed options.
import type { Score } from './types';

export const SCORE_MIN = 1;
export const SCORE_MAX = 3;
/** How long the score badge shows after a change. */
export const SCORE_BADGE_MS = 500;

/** For the server: a score must be a whole number from 1 to 3. */
export function isValidScore(value: unknown): value is Score {
  return typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX;
}

/** One up, only below 3. */
export const raiseScore = (score: Score): Score => (score < SCORE_MAX ? ((score + 1) as Score) : score);
/** One down, only above 1. */
export const lowerScore = (score: Score): Score => (score > SCORE_MIN ? ((score - 1) as Score) : score);

export type ScoreColour = 'red' | 'amber' | 'green';
const SCORE_COLOURS: Record<Score, ScoreColour> = { 1: 'red', 2: 'amber', 3: 'green' };
export const scoreColour = (score: Score): ScoreColour => SCORE_COLOURS[score];

export const REPEAT_MIN = 1;
export const REPEAT_MAX = 999;
export const REPEAT_DEFAULT = 1;
export const SLEEP_MIN = 0;
export const SLEEP_MAX = 999;
export const SLEEP_DEFAULT = 0;
/** What an out-of-range sleep value becomes (SPEC §5), distinct from the default of 0. */
export const SLEEP_OUT_OF_RANGE = 1;
export const MINUTE_MS = 60_000;

/**
 * Reads a number typed into a field or kept in local storage. Fractions are cut to whole numbers,
 * as both settings count whole repeats and whole minutes; anything that is not a number gives null.
 */
function wholeNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return null;
  }
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

/** Repeat must be 1 to 999, otherwise it resets to 1. */
export function normaliseRepeat(value: number | string | null | undefined): number {
  const repeat = wholeNumber(value);
  return repeat !== null && repeat >= REPEAT_MIN && repeat <= REPEAT_MAX ? repeat : REPEAT_DEFAULT;
}

/** Sleep minutes: 0 to 999; above 999 or below 0 becomes 1; nothing given means 0 (no timer). */
export function normaliseSleep(value: number | string | null | undefined): number {
  const sleep = wholeNumber(value);
  if (sleep === null) return SLEEP_DEFAULT;
  return sleep < SLEEP_MIN || sleep > SLEEP_MAX ? SLEEP_OUT_OF_RANGE : sleep;
}

export const sleepMinutesToMs = (minutes: number): number => minutes * MINUTE_MS;

/** After Reset, the stored repeat and sleep values are cleared this much later (SPEC §9). */
export const MEDIA_PLAYER_RESET_CLEAR_MS = 3000;

// Gestures of the media player and the test (SPEC §2, §9).
/** A second tap within this window is a double tap. */
export const DOUBLE_TAP_MS = 400;
/** A drag longer than this is a swipe; anything shorter is a tap. */
export const SWIPE_THRESHOLD_PX = 10;

export const SPEECH_SPEED_MIN = 0.25;
export const SPEECH_SPEED_MAX = 6;
export const SPEECH_SPEED_STEP = 0.25;
/** 0.25, 0.5, … 6: 24 options. Built from whole steps so no floating-point drift creeps in. */
export const SPEECH_SPEED_OPTIONS: readonly number[] = Array.from(
  { length: Math.round((SPEECH_SPEED_MAX - SPEECH_SPEED_MIN) / SPEECH_SPEED_STEP) + 1 },
  (_, step) => SPEECH_SPEED_MIN + step * SPEECH_SPEED_STEP,
);

/** For the server's preferences check: the rate must be one of the offered options. */
export const isValidSpeechSpeed = (value: unknown): value is number =>
  typeof value === 'number' && SPEECH_SPEED_OPTIONS.includes(value);
