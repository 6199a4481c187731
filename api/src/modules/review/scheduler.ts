// FSRS-6 through ts-fsrs: the next state of a word after an answer. Our one rule on top
// (docs/decisions/0020-spaced-repetition.md): while a word is in its (re)learning steps, Hard moves
// it on as Good does; ts-fsrs would repeat the step for as long as the learner answers Hard.
import { type Card, createEmptyCard, type Grade as FsrsGrade, fsrs, State, type StepUnit } from 'ts-fsrs';
import { Grade } from '../../../../shared/review/grades';
import { GRADES_IN_ORDER, type NextIntervals } from '../../../../shared/review/intervals';
import { learnerDayShift } from '../../../../shared/review/learner-day';
import { LEARNING_STEP_MINUTES, RELEARNING_STEP_MINUTES } from '../../../../shared/review/study-preferences';
import type { wordSchedules } from '../../db/schema';

export type ScheduleRow = typeof wordSchedules.$inferSelect;
export type ScheduleState = Omit<ScheduleRow, 'wordId' | 'userId'>;

/**
 * By default one step of ten minutes for a new or forgotten word (shared/review/study-preferences.ts):
 * it comes back once the same day, then FSRS takes over (Anki's 1m + 10m cost 10 % more reviews in
 * the simulated year of tests/api/review/simulation.test.ts, for the same words remembered). A
 * learner may set their own steps (decision 0046).
 */
export interface Steps {
  learning: readonly number[];
  relearning: readonly number[];
}
const DEFAULT_STEPS: Steps = { learning: LEARNING_STEP_MINUTES, relearning: RELEARNING_STEP_MINUTES };
const asSteps = (minutes: readonly number[]): StepUnit[] => minutes.map((m) => `${m}m` as StepUnit);

const schedulers = new Map<string, ReturnType<typeof fsrs>>();

/**
 * One scheduler per desired retention and set of parameters (the defaults, or the learner's own
 * once the optimizer has kept some); no fuzz, so a schedule can be checked and replayed.
 */
function scheduler(
  desiredRetention: number,
  weights: readonly number[] | null,
  steps: Steps = DEFAULT_STEPS,
) {
  const key = `${desiredRetention}:${weights?.join(',') ?? ''}:${steps.learning.join(',')}:${steps.relearning.join(',')}`;
  let found = schedulers.get(key);
  if (!found) {
    // Learners' parameters are few and change at most daily; the cache starts again if it grows.
    if (schedulers.size >= 1000) schedulers.clear();
    found = fsrs({
      ...(weights ? { w: [...weights] } : {}),
      request_retention: desiredRetention,
      enable_fuzz: false,
      enable_short_term: true,
      learning_steps: asSteps(steps.learning),
      relearning_steps: asSteps(steps.relearning),
    });
    schedulers.set(key, found);
  }
  return found;
}

/**
 * The learner's clock: ts-fsrs counts the days between two reviews by their UTC dates, where the
 * learner's days (and the optimizer's history, review-days.ts) start at their day start hour in
 * their time zone. Every time of one call is moved by the shift at its moment (learnerDayShift), so
 * ts-fsrs's UTC dates are the learner's days, and the results are moved back. Without a clock the
 * times are taken as they are (UTC days from midnight).
 */
export interface LearnerClock {
  timeZone: string;
  dayStartHour: number;
}

// The queue weighs its first 50 words' buttons at one moment for one learner: the shift (a time-zone
// read through Intl) is worked out once for them, not once a word.
let lastShift = { at: Number.NaN, timeZone: '', dayStartHour: -1, shift: 0 };

function shiftAt(at: number, clock: LearnerClock | null): number {
  if (!clock) return 0;
  const { timeZone, dayStartHour } = clock;
  if (lastShift.at !== at || lastShift.timeZone !== timeZone || lastShift.dayStartHour !== dayStartHour)
    lastShift = { at, timeZone, dayStartHour, shift: learnerDayShift(at, timeZone, dayStartHour) };
  return lastShift.shift;
}

function toCard(state: ScheduleState | null, now: number, shift = 0): Card {
  if (!state) return createEmptyCard(new Date(now + shift));
  return {
    due: new Date(state.due + shift),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state as State,
    last_review: state.lastReview === null ? undefined : new Date(state.lastReview + shift),
  };
}

const inSteps = (card: Card) => card.state === State.Learning || card.state === State.Relearning;

/**
 * The word's state after the answer, given at `at` (never before its last review), with the
 * learner's fitted parameters when they have some.
 */
export function nextState(
  before: ScheduleState | null,
  grade: Grade,
  at: number,
  desiredRetention: number,
  weights: readonly number[] | null = null,
  steps: Steps = DEFAULT_STEPS,
  clock: LearnerClock | null = null,
): ScheduleState {
  const shift = shiftAt(at, clock);
  const card = toCard(before, at, shift);
  const applied = grade === Grade.Hard && inSteps(card) ? Grade.Good : grade;
  const { card: next } = scheduler(desiredRetention, weights, steps).next(
    card,
    new Date(at + shift),
    applied as FsrsGrade,
  );
  return {
    due: next.due.getTime() - shift,
    stability: next.stability,
    difficulty: next.difficulty,
    state: next.state,
    reps: next.reps,
    lapses: next.lapses,
    learningSteps: next.learning_steps,
    scheduledDays: next.scheduled_days,
    lastReview: next.last_review ? next.last_review.getTime() - shift : at,
  };
}

/** The probability that the learner recalls a word now, or null for a new word. */
export function retrievability(
  state: ScheduleState | null,
  at: number,
  desiredRetention: number,
  weights: readonly number[] | null = null,
): number | null {
  if (!state || state.state === State.New) return null;
  return scheduler(desiredRetention, weights).get_retrievability(toCard(state, at), new Date(at), false);
}

/**
 * The time from `at` until the word is due again after each grade (Again first): the answer
 * buttons show them. The same next states an answer would store, so a button never promises
 * another interval than the one its answer sets.
 */
export function nextIntervals(
  before: ScheduleState | null,
  at: number,
  desiredRetention: number,
  weights: readonly number[] | null = null,
  steps: Steps = DEFAULT_STEPS,
  clock: LearnerClock | null = null,
): NextIntervals {
  const shift = shiftAt(at, clock);
  const card = toCard(before, at, shift);
  // All four grades in one pass (ts-fsrs shares their memory computation); each the card nextState
  // would make of that grade, with our rule for Hard in a step.
  const preview = scheduler(desiredRetention, weights, steps).repeat(card, new Date(at + shift));
  const [again, hard, good, easy] = GRADES_IN_ORDER.map((grade) => {
    const applied = grade === Grade.Hard && inSteps(card) ? Grade.Good : grade;
    return preview[applied as FsrsGrade].card.due.getTime() - shift - at;
  });
  return [again ?? 0, hard ?? 0, good ?? 0, easy ?? 0];
}
