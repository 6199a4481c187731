// The popup's quick test in the "Due today" order (issue 16 part 5): the web test's four answers
// (shared/review/texts.ts, GRADE_BUTTONS) with their keys and intervals, undo, bury and suspend with
// their keys (shared/review/study-keys.ts), and the lines around them.

import { HOLD_KEYS } from './study-keys';

export { queueSummary as dueHeading } from './texts';

export const QUICK_REVIEW_TEXTS = {
  modes: 'Words to test',
  dueMode: 'Due today',
  allMode: 'All words',
  loading: 'Loading…',
  reveal: 'Reveal',
  answers: 'How well did you know it?',
  /** The keys, one hint each; the popup keeps each whole when the line wraps. */
  keys: [
    'Space reveals',
    '1 2 3 4 answer',
    'U undoes',
    `${HOLD_KEYS.bury} buries`,
    `${HOLD_KEYS.suspend} suspends`,
  ],
  doneTitle: 'Nothing more is due today.',
  doneHint: 'Come back tomorrow, or test all your words.',
} as const;

/** Answers given offline, kept until the server can be reached. */
export const waitingAnswersLine = (count: number): string =>
  `${count} ${count === 1 ? 'answer' : 'answers'} will be sent as soon as Wordhoard can be reached.`;
