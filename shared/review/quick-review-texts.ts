// The popup's quick test in the "Due today" order (issue 16 part 5): the three answers named as
// SPEC §4 names the scores, with their keys, and the lines around them.
import { Grade } from './grades';
import { GRADE_BUTTONS } from './texts';

export { queueSummary as dueHeading } from './texts';

/** The popup's answer buttons: the web test's, without Easy (the spec's three scores). */
export const GRADE_CHOICES = GRADE_BUTTONS.filter((choice) => choice.grade !== Grade.Easy);

export const QUICK_REVIEW_TEXTS = {
  modes: 'Words to test',
  dueMode: 'Due today',
  allMode: 'All words',
  loading: 'Loading…',
  reveal: 'Reveal',
  answers: 'How well did you know it?',
  keys: 'Space reveals · 1 2 3 answer',
  doneTitle: 'Nothing more is due today.',
  doneHint: 'Come back tomorrow, or test all your words.',
} as const;

/** Answers given offline, kept until the server can be reached. */
export const waitingAnswersLine = (count: number): string =>
  `${count} ${count === 1 ? 'answer' : 'answers'} will be sent as soon as Wordhoard can be reached.`;
