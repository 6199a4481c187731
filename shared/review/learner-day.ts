// The learner's day: it starts at the day start hour of the learner's clock in their time zone, so
// a review at 01:30 with a day start of 4 still counts for yesterday, as in Anki. Daylight-saving
// changes make some days 23 or 25 hours long; a day start that falls in the skipped hour starts
// the day when the clock jumps past it. Plain Intl, no time-zone library: the browser and Bun both
// carry the IANA data.

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The learner's wall clock at an instant, as if it were UTC (whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const wholeSecond = (instant: number) => Math.floor(instant / 1000) * 1000;
const offsetAt = (instant: number, timeZone: string) =>
  wallClock(wholeSecond(instant), timeZone) - wholeSecond(instant);

/** The learner's day (YYYY-MM-DD) that an instant belongs to. */
export function learnerDay(instant: number, timeZone: string, dayStartHour: number): string {
  return new Date(wallClock(instant, timeZone) - dayStartHour * HOUR_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) on the learner's clock at an instant: the progress page's hourly breakdown. */
export const clockHour = (instant: number, timeZone: string): number =>
  new Date(wallClock(instant, timeZone)).getUTCHours();

/** The day after a YYYY-MM-DD day, and the one n days later. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** The first instant of a learner's day. */
export function dayStart(day: string, timeZone: string, dayStartHour: number): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + dayStartHour * HOUR_MS;
  // A zone changes its offset at most once within a few hours of any moment: the offsets half a
  // day before and after give every instant whose clock can read `wall`.
  const candidates = [
    wall - offsetAt(wall - 14 * HOUR_MS, timeZone),
    wall - offsetAt(wall + 14 * HOUR_MS, timeZone),
  ];
  const exact = candidates.filter((instant) => wallClock(instant, timeZone) === wall);
  if (exact.length > 0) return Math.min(...exact);
  // The clock skips `wall` (spring forward): the day starts at the jump, the first second after
  // which the clock reads past it.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > 1000) {
    const middle = wholeSecond((before + after) / 2);
    if (wallClock(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/** When the learner's next day starts, after the given instant: "due today" means due before it. */
export function nextDayStart(instant: number, timeZone: string, dayStartHour: number): number {
  return dayStart(addDays(learnerDay(instant, timeZone, dayStartHour), 1), timeZone, dayStartHour);
}

/**
 * How far to move an instant so that the learner's day it falls in starts at UTC midnight: the
 * instant moved by it has the learner's day as its UTC date. The scheduler moves every time of one
 * call by the shift at its moment, since ts-fsrs counts elapsed days by UTC date (scheduler.ts).
 */
export const learnerDayShift = (instant: number, timeZone: string, dayStartHour: number): number =>
  offsetAt(instant, timeZone) - dayStartHour * HOUR_MS;
