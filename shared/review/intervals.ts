// The next interval each answer button leads to, as Anki shows it on its buttons ("10m", "2d",
// "4d"): the server computes the intervals with the scheduler's own next states (the learner's
// fitted parameters and today's steps); this formats one, whatever the steps are.
import { Grade } from './grades';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** One decimal below ten ("1.5mo"), whole numbers above ("14d"); trailing ".0" left out. */
const amount = (value: number) => {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
};

/** "<1m", "10m", "3h", "2d", "1.5mo", "2.1y": the time until the word comes back. */
export function formatInterval(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return '<1m';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)}m`;
  if (ms < DAY) return `${amount(ms / HOUR)}h`;
  if (ms < MONTH) return `${Math.round(ms / DAY)}d`;
  if (ms < YEAR) return `${amount(ms / MONTH)}mo`;
  return `${amount(ms / YEAR)}y`;
}

/** The same interval for a screen reader: "in 10 minutes", "in 2 days". */
export function spokenInterval(ms: number): string {
  const short = formatInterval(ms);
  if (short === '<1m') return 'in under a minute';
  const match = /^([\d.]+)(m|h|d|mo|y)$/.exec(short);
  if (!match) return short;
  const [, count, unit] = match;
  const names = { m: 'minute', h: 'hour', d: 'day', mo: 'month', y: 'year' } as const;
  const name = names[unit as keyof typeof names];
  return `in ${count} ${count === '1' ? name : `${name}s`}`;
}

/** The four grades' intervals in ms, Again first. */
export type NextIntervals = readonly [number, number, number, number];

export const GRADES_IN_ORDER = [Grade.Again, Grade.Hard, Grade.Good, Grade.Easy] as const;

/** The interval of one grade, or undefined where the queue sent none (offline copy, far in the queue). */
export const intervalOf = (intervals: NextIntervals | undefined, grade: Grade): number | undefined =>
  intervals?.[grade - 1];
