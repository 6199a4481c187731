// The progress page's texts (docs/decisions/0020-spaced-repetition.md, issue 16 part 7): titles,
// the empty state, and the names that read each bar and heatmap cell aloud with its figure.
// Days are the server's learner days (YYYY-MM-DD), read as calendar dates whatever the zone.

export const PROGRESS_TEXTS = {
  title: 'Your progress',
  loadFailed: 'Your progress could not be loaded.',
  retry: 'Try again',
  perDayTitle: 'Reviews per day',
  perDayCaption: 'The last 30 days',
  perDayChart: 'Reviews per day over the last 30 days',
  forecastTitle: 'Coming up',
  forecastCaption: 'Words due on each of the next 30 days',
  forecastChart: 'Words due on each of the next 30 days',
  heatmapTitle: 'Days studied',
  heatmapCaption: 'The last 12 months',
  heatmapChart: 'Reviews on each day of the last 12 months',
  heatmapLess: 'Less',
  heatmapMore: 'More',
  dueTomorrow: 'Due tomorrow',
  dueToday: 'Due today',
  retention: 'True retention',
  streak: 'Current streak',
  daysStudied: 'Days studied',
  retentionPending: 'Shown once you review a word a day or more after its last answer.',
  emptyTitle: 'No reviews yet',
  emptyLines: [
    'Your progress starts with your first answer in the test: reveal a word, then say how well you knew it.',
    'Here you will then see your reviews per day, how many words you still recall a day or more later, the words coming up, and your streak of days studied.',
  ],
  emptyAction: 'Start the test',
  today: 'Today',
  tomorrow: 'Tomorrow',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** 'Nov 20' for '2026-11-20'. */
export function shortDay(day: string): string {
  const [, month, date] = parts(day);
  return `${MONTHS[month - 1]} ${date}`;
}

/** The month's short name, for the heatmap's month labels. */
export const monthName = (day: string): string => MONTHS[parts(day)[1] - 1] ?? '';

/** 0 for Sunday … 6 for Saturday. */
export function weekday(day: string): number {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** 'Friday, Nov 20, 2026' for '2026-11-20'. */
export const longDay = (day: string): string =>
  `${WEEKDAYS[weekday(day)]}, ${shortDay(day)}, ${parts(day)[0]}`;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
export const reviewsText = (n: number) => plural(n, 'review', 'reviews');
export const wordsText = (n: number) => plural(n, 'word', 'words');
export const daysText = (n: number) => plural(n, 'day', 'days');

/** 'Today', 'Tomorrow' or the short date, as the charts' names say a day relative to today. */
export function dayName(day: string, today: string, tomorrow: string): string {
  if (day === today) return PROGRESS_TEXTS.today;
  if (day === tomorrow) return PROGRESS_TEXTS.tomorrow;
  return shortDay(day);
}

/** A bar of reviews per day: 'Nov 20: 12 reviews, 3 new words'. */
export function perDayName(label: string, reviews: number, newWords: number): string {
  const news = newWords > 0 ? `, ${plural(newWords, 'new word', 'new words')}` : '';
  return `${label}: ${reviewsText(reviews)}${news}`;
}

/** A bar of the forecast: 'Tomorrow: 4 words due'. */
export const forecastName = (label: string, due: number): string => `${label}: ${wordsText(due)} due`;

/** A heatmap cell: 'Friday, Nov 20, 2026: 12 reviews'. */
export const heatmapName = (day: string, reviews: number): string =>
  `${longDay(day)}: ${reviewsText(reviews)}`;

/** The 30 days' total under the chart. */
export const perDayTotal = (reviews: number, newWords: number): string =>
  `${reviewsText(reviews)} in 30 days, ${plural(newWords, 'new word', 'new words')}`;

/** True retention as a whole percentage, or null while no review a day or more apart exists. */
export function retentionPercent({ passed, total }: { passed: number; total: number }): string | null {
  return total > 0 ? `${Math.round((passed / total) * 100)}%` : null;
}

export const retentionDetail = ({ passed, total }: { passed: number; total: number }): string =>
  `${passed.toLocaleString('en-US')} of ${reviewsText(total)} a day or more apart passed, last 30 days`;
