// A simulated learner over 365 days (tests/api/review/simulation.test.ts and the bench's review rows). Their memory follows FSRS-6 with its default parameters (the
// model the srs-benchmark fits best): a word is first met with its translation in view (a Good),
// then at each review they recall it with the probability the model gives, and answer Good, or
// Again when they forget. The same learner studies 200 words
// once on our scheduler and once on LingQ's fixed steps (1, 3, 7, 15, 30 and 90 days, back to the
// first step on a lapse, then every 90 days).
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { nextState, type ScheduleState } from '../../api/src/modules/review/scheduler';
import { Grade } from '../../shared/review/grades';
import { seededRandom } from './seeded-random';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T08:00:00Z');
export const WORDS = 200;
export const DAYS = 365;
const LINGQ_STEPS = [1, 3, 7, 15, 30, 90];

/** The learner's memory of one word: FSRS's model, updated by every review whatever scheduled it. */
const memory = fsrs({ enable_fuzz: false, learning_steps: [], relearning_steps: [] });

export interface Outcome {
  reviews: number;
  recalled: number;
  /** The mean probability of recalling each word on the last day. */
  retainedAtEnd: number;
}

export function simulate(schedule: 'fsrs' | 'lingq', seed: number): Outcome {
  const random = seededRandom(seed);
  let reviews = 0;
  let recalled = 0;
  let retained = 0;
  for (let w = 0; w < WORDS; w++) {
    // Ten new words a day, as a learner who saves them while reading.
    let at = START + Math.floor(w / 10) * DAY;
    let mind = createEmptyCard(new Date(at));
    let ours: ScheduleState | null = null;
    let step = 0;
    const end = START + DAYS * DAY;
    while (at < end) {
      // A new word is first met with its translation in view: that first answer is a Good.
      const chance = mind.state === 0 ? 1 : memory.get_retrievability(mind, new Date(at), false);
      const remembered = random() < chance;
      const grade = remembered ? Grade.Good : Grade.Again;
      reviews += 1;
      if (remembered) recalled += 1;
      mind = memory.next(mind, new Date(at), remembered ? Rating.Good : Rating.Again).card;
      if (schedule === 'fsrs') {
        ours = nextState(ours, grade, at, 0.9);
        at = ours.due;
      } else {
        step = remembered ? step + 1 : 0;
        at += (LINGQ_STEPS[Math.min(step, LINGQ_STEPS.length - 1)] ?? 90) * DAY;
      }
    }
    retained += memory.get_retrievability(mind, new Date(end), false);
  }
  return { reviews, recalled, retainedAtEnd: retained / WORDS };
}

/** Retention judged on the answers after each word's first (a Good by design). */
export const retention = (o: Outcome) => (o.recalled - WORDS) / (o.reviews - WORDS);
/** Reviews spent per word the learner still knows at the end. */
export const reviewsPerWordKept = (o: Outcome) => o.reviews / (o.retainedAtEnd * WORDS);
