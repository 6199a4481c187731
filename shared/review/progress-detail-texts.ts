// The progress page's deeper section (decision 0055): titles, the selectors' labels, and the names
// that read each bar and table row aloud with its figure.
import type { CardState } from './card-states';
import { shortDay } from './progress-texts';

export const DETAIL_TEXTS = {
  title: 'In depth',
  periodLabel: 'Period',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  loadFailed: 'These figures could not be loaded.',
  timeTitle: 'Time studied',
  timeChart: 'Minutes studied',
  statesTitle: 'Reviews by card state',
  statesChart: 'Reviews by card state',
  countsTitle: 'Card counts',
  countsCaption: 'Every word by its state today',
  intervalsTitle: 'Intervals',
  intervalsCaption: 'Words in review by the days until they are due again',
  stabilityTitle: 'Stability',
  stabilityCaption: 'Days until a word falls to 90% recall',
  difficultyTitle: 'Difficulty',
  difficultyCaption: 'FSRS difficulty, 1 easiest to 10 hardest',
  buttonsTitle: 'Answer buttons',
  passedCaption: 'Answers by the button pressed, in each card state; passed is any but Again',
  hoursTitle: 'Hourly breakdown',
  hoursCaption: 'Reviews by the hour of the day, and how many passed',
  addedTitle: 'Words added',
  retentionTitle: 'True retention, young and mature',
  retentionCaption:
    'Reviews a learner day or more after the previous one, young (interval under 21 days) and mature apart',
  showTable: 'Show as a table',
  state: 'State',
  when: 'When',
  hour: 'Hour',
  range: 'Range',
  reviewsOf: 'Reviews of',
  answers: 'Reviews',
  passedHeading: 'Passed',
  retentionHeading: 'Retention',
  young: 'Young',
  mature: 'Mature',
  total: 'Total',
  grades: ['Again', 'Hard', 'Good', 'Easy'],
} as const;

export const CARD_STATE_LABELS: Record<CardState | 'new', string> = {
  new: 'New',
  learning: 'Learning',
  young: 'Young',
  mature: 'Mature',
  relearning: 'Relearning',
};

const count = (n: number) => n.toLocaleString('en-US');

/** A span of days as a bar names it: 'Nov 20', or 'Nov 20 – Nov 26' for a week's bar. */
export const spanName = (first: string, last: string): string =>
  first === last ? shortDay(first) : `${shortDay(first)} – ${shortDay(last)}`;

/** Minutes from milliseconds, rounded: a minute's figure is what a learner reads. */
export const minutesText = (ms: number): string => {
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${count(minutes)} minutes`;
};

export const hourName = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** 'Nov 20: 12 reviews (learning 3, young 6, mature 3)'. */
export function statesName(label: string, answers: Record<CardState, number>): string {
  const total = Object.values(answers).reduce((sum, n) => sum + n, 0);
  const parts = (Object.entries(answers) as [CardState, number][])
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${CARD_STATE_LABELS[state].toLowerCase()} ${count(n)}`);
  return `${label}: ${count(total)} ${total === 1 ? 'review' : 'reviews'}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** A whole percentage of a part, or '—' when there is nothing to divide. */
export const percentOf = (part: number, whole: number): string =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

/** '09:00: 12 reviews, 83% passed'. */
export const hourBarName = (hour: number, answers: number, passed: number): string =>
  `${hourName(hour)}: ${count(answers)} ${answers === 1 ? 'review' : 'reviews'}${answers > 0 ? `, ${percentOf(passed, answers)} passed` : ''}`;

/** 'Nov 20: 3 words added'. */
export const addedName = (label: string, words: number): string =>
  `${label}: ${count(words)} ${words === 1 ? 'word' : 'words'} added`;

/** The words added in the period, under its chart. */
export const addedTotal = (words: number): string =>
  `${count(words)} ${words === 1 ? 'word' : 'words'} added`;

/** '7–13 d: 120 words'. */
export const bucketName = (label: string, words: number): string =>
  `${label}: ${count(words)} ${words === 1 ? 'word' : 'words'}`;

/** 'Nov 20: 14 minutes'. */
export const timeName = (label: string, ms: number): string => `${label}: ${minutesText(ms)}`;

/** The time studied in the period, under its chart. */
export const timeTotal = (ms: number, days: number): string =>
  `${minutesText(ms)} over ${count(days)} ${days === 1 ? 'day' : 'days'} studied`;
