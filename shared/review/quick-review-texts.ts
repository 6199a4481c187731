// The popup's quick test in the "Due today" order (issue 16 part 5): the three answers named as
// SPEC §4 names the scores, with their keys, and the lines around them.

/** Answer buttons, in key order: the key is the grade (1 Again, 2 Hard, 3 Good). */
export const GRADE_CHOICES = [
  { grade: 1, label: 'Don’t know' },
  { grade: 2, label: 'Know roughly' },
  { grade: 3, label: 'Know very well' },
] as const;

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

/** The order's heading: what is left of today's queue. */
export const dueHeading = (due: number, fresh: number): string => `${due} due · ${fresh} new`;

/** Answers given offline, kept until the server can be reached. */
export const waitingAnswersLine = (count: number): string =>
  `${count} ${count === 1 ? 'answer' : 'answers'} will be sent as soon as Wordhoard can be reached.`;
