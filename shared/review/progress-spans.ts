// The bars of the progress page's period charts: a bar a day up to three months, a week up to a
// year, thirty days beyond, so that a chart keeps to about 90 bars at 375 px as on a wide screen.
// The last bar ends today; the first may start before the period's first day.
import { addDays } from './learner-day';

export interface Span {
  first: string;
  last: string;
}

const dayCount = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;

export function spanDays(days: number): number {
  if (days <= 92) return 1;
  if (days <= 366) return 7;
  return 30;
}

/** The spans from `first` to `today`, oldest first. */
export function periodSpans(first: string, today: string): Span[] {
  const days = Math.max(1, dayCount(first, today));
  const size = spanDays(days);
  const spans: Span[] = [];
  for (let last = today; last >= first; last = addDays(last, -size))
    spans.unshift({ first: addDays(last, 1 - size), last });
  return spans;
}

/** Each span's sum of `pick` over the items of its days (items outside every span are left out). */
export function sumBySpan<T extends { day: string }>(
  spans: Span[],
  items: T[],
  pick: (item: T) => number,
): number[] {
  const sums = spans.map(() => 0);
  let index = 0;
  for (const item of [...items].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    while (index < spans.length && (spans[index]?.last ?? '') < item.day) index++;
    const span = spans[index];
    if (span && span.first <= item.day) sums[index] = (sums[index] ?? 0) + pick(item);
  }
  return sums;
}
