// What the web app says about spaced repetition (docs/decisions/0020-spaced-repetition.md): the
// test's orders, the answer buttons (named as SPEC §2 names the scores), undo, the day's end, the
// study settings and the media player's playlists.
import { Grade } from './grades';

export const STUDY_ORDERS = { due: 'due', list: 'list' } as const;
export type StudyOrder = (typeof STUDY_ORDERS)[keyof typeof STUDY_ORDERS];

export const REVIEW_TEXTS = {
  orderLabel: 'Order',
  orders: { due: 'Due today', list: 'List order' },
  playlistLabel: 'Playlist',
  playlists: { due: 'Due today', list: 'Shown words' },
  answerGroup: 'How well did you know it?',
  answerHint: 'Reveal the answer, then say how well you knew it.',
  undo: 'Undo',
  undoTitle: 'Undo the last answer (U or Ctrl+Z)',
  doneTitle: 'Done for today',
  doneBody: 'Every word due today is answered.',
  backToList: 'Study all words',
  settings: 'Study settings',
  nothingDue: 'Nothing is due today.',
} as const;

/** "3 due · 20 new": what is left of today's queue. */
export const queueSummary = (due: number, fresh: number) => `${due} due · ${fresh} new`;

/** What the done screen says of tomorrow, from the forecast. */
export const tomorrowText = (due: number) =>
  due === 0 ? 'Nothing is due tomorrow yet.' : `Tomorrow: ${due} ${due === 1 ? 'word' : 'words'} due.`;

/** When the learner's next day starts, as their clock shows it. */
export const nextDayText = (time: string) => `A new day starts at ${time}.`;

/** The answer buttons, in the spec's words for the scores (SPEC §2 "Test mode"), with their keys. */
export const GRADE_BUTTONS = [
  { grade: Grade.Again, label: "Don't know", key: '1' },
  { grade: Grade.Hard, label: 'Know roughly', key: '2' },
  { grade: Grade.Good, label: 'Know very well', key: '3' },
  { grade: Grade.Easy, label: 'Easy', key: '4' },
] as const;

export const REVIEW_HELP = [
  { input: '1 · 2 · 3 · 4', effect: "Don't know · Know roughly · Know very well · Easy" },
  { input: 'U · Ctrl+Z', effect: 'Undo the last answer' },
] as const;

export const STUDY_SETTINGS_TEXTS = {
  title: 'Study settings',
  timeZone: 'Time zone',
  dayStartHour: 'A new day starts at',
  newPerDay: 'New words per day',
  reviewsPerDay: 'Reviews per day',
  desiredRetention: 'Desired retention',
  desiredRetentionHint: 'The chance of remembering a word when it comes back, from 0.70 to 0.99.',
  learningSteps: 'Learning steps (minutes)',
  relearningSteps: 'Relearning steps (minutes)',
  stepsHint: 'A word you did not know waits this long before it comes back, step by step.',
  leechLapses: 'Leech after (times forgotten)',
  leechLapsesHint:
    'A word forgotten this many times is tagged a leech, and you are offered to suspend or rewrite it.',
} as const;

/** "04:00" for hour 4. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
