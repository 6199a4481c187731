// A simulated learner's year of study (docs/decisions/0048-schedules-on-other-memories.md): new
// words every day, each met first with its translation in view, then answered whenever its
// scheduler says it is due: recalled (Good) with the chance its memory model gives, else Again.
// Every answer counts as a review, same-day steps included. On our scheduler the optimizer runs
// as in the product: a fit after FIT_FIRST_AT_REVIEWS answers, then every FIT_EVERY_REVIEWS (at
// most daily), kept only when it explains the history better (the product's own fitter and log loss).
import { default_w } from 'ts-fsrs';
import { createBindingFitter, type Fitter } from '../../api/src/modules/review/binding-fitter';
import { logLoss } from '../../api/src/modules/review/log-loss';
import { fitIsDue } from '../../api/src/modules/review/optimizer';
import type { WordHistory } from '../../api/src/modules/review/review-history';
import { type LearnerClock, nextState, type ScheduleState } from '../../api/src/modules/review/scheduler';
import { Grade } from '../../shared/review/grades';
import { askedRetention, nextRetentionOffset } from '../../shared/review/retention-calibration';
import { type BaselineName, baselineScheduler, type WordScheduler } from './baseline-schedulers';
import { type ModelName, newWordMemory } from './memory-models';
import { seededRandom } from './seeded-random';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T08:00:00Z');

export type SchedulerName = 'ours' | BaselineName;

export interface YearPlan {
  model: ModelName;
  scheduler: SchedulerName;
  seed: number;
  newPerDay: number;
  daysOfNewWords: number;
  days: number;
  /** Ours only. */
  desiredRetention?: number;
  /** Ours only: the fitter (the product's, fsrs-rs through its binding, by default). */
  fitter?: Fitter;
}

export interface YearOutcome {
  reviews: number;
  /** The mean chance of recalling each word at the year's end. */
  knownAtEnd: number;
  /** Words known on an average day of the year: the sum of the met words' chances of recall. */
  knownOnAverageDay: number;
  /** Answers a learner day or more after the word's previous one, and how many were recalled. */
  dayReviews: number;
  dayRecalled: number;
  /** The same, counted from the day after the first fit kept its parameters (ours only). */
  afterFit: { reviews: number; recalled: number; fittedOnDay: number | null };
  /** Answers a learner day or more apart in the year's second half, and how many were recalled. */
  secondHalf: { reviews: number; recalled: number };
}

const learnerDay = (at: number) => Math.floor((at - START) / DAY);
/** The simulated learner's days start at START's hour, in UTC: the scheduler counts the same days. */
const LEARNER_CLOCK: LearnerClock = { timeZone: 'UTC', dayStartHour: new Date(START).getUTCHours() };

/**
 * The product's scheduler for one word, reading the learner's current parameters and retention
 * offset at each answer (the retention asked of FSRS, shared/review/retention-calibration.ts).
 */
function oursFor(
  desiredRetention: number,
  weights: () => number[] | null,
  offset: () => number,
): WordScheduler {
  let state: ScheduleState | null = null;
  return (at, recalled) => {
    const grade = recalled ? Grade.Good : Grade.Again;
    const retention = askedRetention(desiredRetention, offset());
    state = nextState(state, grade, at, retention, weights(), undefined, LEARNER_CLOCK);
    return state.due;
  };
}

/** Words by due time: a small binary heap of [due, word]. */
class DueQueue {
  private items: [number, number][] = [];
  get size() {
    return this.items.length;
  }
  push(item: [number, number]) {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if ((a[parent] as [number, number])[0] <= item[0]) break;
      [a[i], a[parent]] = [a[parent] as [number, number], item];
      i = parent;
    }
  }
  pop(): [number, number] | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < a.length && (a[l] as [number, number])[0] < (a[least] as [number, number])[0]) least = l;
        if (r < a.length && (a[r] as [number, number])[0] < (a[least] as [number, number])[0]) least = r;
        if (least === i) break;
        [a[i], a[least]] = [a[least] as [number, number], a[i] as [number, number]];
        i = least;
      }
    }
    return top;
  }
}

export async function studyYear(plan: YearPlan): Promise<YearOutcome> {
  const random = seededRandom(plan.seed);
  const end = START + plan.days * DAY;
  const words = plan.newPerDay * plan.daysOfNewWords;
  let weights: number[] | null = null;
  let offset = 0;
  /** Answers a day or more apart since the last optimizer check, and those recalled. */
  let sinceCheck = { answers: 0, passed: 0 };
  const desired = plan.desiredRetention ?? 0.9;
  const memories = Array.from({ length: words }, (_, w) =>
    newWordMemory(plan.model, random, START + Math.floor(w / plan.newPerDay) * DAY),
  );
  const schedulers = Array.from({ length: words }, () =>
    plan.scheduler === 'ours'
      ? oursFor(
          desired,
          () => weights,
          () => offset,
        )
      : baselineScheduler(plan.scheduler),
  );
  const histories: WordHistory[] = Array.from({ length: words }, () => []);
  const lastDay = new Array<number>(words).fill(0);
  const queue = new DueQueue();
  for (let w = 0; w < words; w++) queue.push([START + Math.floor(w / plan.newPerDay) * DAY, w]);
  const fitter = plan.fitter ?? createBindingFitter();
  let checked: { checkedAt: number; checkedOnReviews: number } | undefined;
  const outcome: YearOutcome = {
    reviews: 0,
    knownAtEnd: 0,
    knownOnAverageDay: 0,
    dayReviews: 0,
    dayRecalled: 0,
    afterFit: { reviews: 0, recalled: 0, fittedOnDay: null },
    secondHalf: { reviews: 0, recalled: 0 },
  };
  let countedDays = 0;
  const countKnownUntil = (day: number) => {
    for (; countedDays < day; countedDays++) {
      const noon = START + countedDays * DAY + DAY / 6;
      for (const [w, memory] of memories.entries())
        if ((histories[w]?.length ?? 0) > 0) outcome.knownOnAverageDay += memory.recall(noon) / plan.days;
    }
  };
  for (let next = queue.pop(); next && next[0] < end; next = queue.pop()) {
    const [at, w] = next;
    countKnownUntil(learnerDay(at));
    const memory = memories[w];
    const schedule = schedulers[w];
    const history = histories[w];
    if (!memory || !schedule || !history) throw new Error(`no word ${w}`);
    const first = history.length === 0;
    const recalled = first || random() < memory.recall(at);
    const day = learnerDay(at);
    const deltaDays = first ? 0 : day - (lastDay[w] ?? day);
    history.push({ grade: recalled ? Grade.Good : Grade.Again, deltaDays });
    lastDay[w] = day;
    outcome.reviews += 1;
    if (deltaDays >= 1) {
      outcome.dayReviews += 1;
      if (recalled) outcome.dayRecalled += 1;
      sinceCheck = { answers: sinceCheck.answers + 1, passed: sinceCheck.passed + (recalled ? 1 : 0) };
      if (day >= plan.days / 2) {
        outcome.secondHalf.reviews += 1;
        if (recalled) outcome.secondHalf.recalled += 1;
      }
      const fitted = outcome.afterFit.fittedOnDay;
      if (fitted !== null && day > fitted) {
        outcome.afterFit.reviews += 1;
        if (recalled) outcome.afterFit.recalled += 1;
      }
    }
    memory.review(at, recalled);
    queue.push([schedule(at, recalled), w]);
    if (plan.scheduler === 'ours' && fitIsDue(outcome.reviews, checked, at)) {
      checked = { checkedAt: at, checkedOnReviews: outcome.reviews };
      // As the product's check (optimizer.ts): the offset first, on the answers since the last one.
      offset = nextRetentionOffset(offset, desired, sinceCheck);
      sinceCheck = { answers: 0, passed: 0 };
      const kept = await fitIfBetter(fitter, histories, weights ?? [...default_w]);
      if (kept) {
        weights = kept;
        outcome.afterFit.fittedOnDay ??= day;
      }
    }
  }
  countKnownUntil(plan.days);
  for (const memory of memories) outcome.knownAtEnd += memory.recall(end) / words;
  return outcome;
}

/** The optimizer's rule: fitted parameters serve only when their log loss is lower. */
async function fitIfBetter(fitter: Fitter, histories: WordHistory[], current: number[]) {
  const answered = histories.filter((history) => history.length > 0);
  const fitted = await fitter(answered);
  if (!fitted) return null;
  const before = (await logLoss(answered, current)).value;
  const after = (await logLoss(answered, fitted)).value;
  return after < before ? fitted : null;
}

/** True retention: the share of answers a learner day or more apart that were recalled. */
export const dayRetention = (o: YearOutcome) => o.dayRecalled / o.dayReviews;
export const retentionAfterFit = (o: YearOutcome) => o.afterFit.recalled / o.afterFit.reviews;
/** Words known on an average day per review spent. */
export const knownPerReview = (o: YearOutcome) => o.knownOnAverageDay / o.reviews;
