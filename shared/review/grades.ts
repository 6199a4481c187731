// The grades of a review (FSRS's Again, Hard, Good, Easy) and how they meet the spec's score
// (SPEC §4: 1 don't know, 2 know roughly, 3 know very well). A review sets the word's score, so the
// list shows what the learner answered last.
import type { Word } from '../words/types';

export const Grade = { Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;
export type Grade = (typeof Grade)[keyof typeof Grade];

export const isGrade = (value: unknown): value is Grade =>
  value === Grade.Again || value === Grade.Hard || value === Grade.Good || value === Grade.Easy;

/** The grade a spec score stands for: 1 → Again, 2 → Hard, 3 → Good. */
export const gradeForScore = (score: Word['score']): Grade => score as Grade;

/** The score a grade leaves on the word: Easy is 'know very well' too. */
export const scoreForGrade = (grade: Grade): Word['score'] => (grade === Grade.Easy ? 3 : grade);

/** Where an answer was given. */
export const REVIEW_SOURCES = ['web-test', 'popup'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_MESSAGES = {
  invalidGrade: 'The grade must be 1 (again), 2 (hard), 3 (good) or 4 (easy).',
  invalidSource: `The source must be one of: ${REVIEW_SOURCES.join(', ')}.`,
  invalidAnswerId: 'The answer id must be a UUID.',
  answeredInFuture: 'The answer time is in the future.',
  answeredTooLongAgo: 'The answer time is more than 30 days ago.',
  invalidDuration: 'The answer time in ms must be a whole number from 0 to 3,600,000.',
  answerIdReused: 'This answer id was already used for another answer.',
  nothingToUndo: 'There is no answer to undo.',
  undoNotLast: 'Only the last answer can be undone.',
} as const;

/** How far back an answer given offline may be sent, and how far ahead of the server's clock. */
export const ANSWER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const ANSWER_CLOCK_SKEW_MS = 5 * 60 * 1000;
export const ANSWER_DURATION_MAX_MS = 60 * 60 * 1000;
