// The heatmap's layout: the days of the last 12 months in week columns (Sunday on top), each with
// its shade, and where each month's label goes. Pure, so it is tested without a browser.
import { addDays } from '../../../../shared/review/learner-day';
import { monthName, weekday } from '../../../../shared/review/progress-texts';

export interface HeatCell {
  day: string;
  reviews: number;
  /** 0 for no reviews, then 1–4 by the share of the busiest day. */
  level: number;
  column: number;
  row: number;
}

export interface HeatGrid {
  cells: HeatCell[];
  columns: number;
  months: { column: number; name: string }[];
}

export const HEAT_LEVELS = 4;
/** Month labels closer than this many columns to the previous one are left out. */
const MONTH_LABEL_GAP = 3;

export function heatGrid(today: string, heatmap: { day: string; reviews: number }[]): HeatGrid {
  const reviewsOn = new Map(heatmap.map((entry) => [entry.day, entry.reviews]));
  const max = Math.max(1, ...heatmap.map((entry) => entry.reviews));
  const yearAgo = addDays(today, -364);
  const first = addDays(yearAgo, -weekday(yearAgo));
  const cells: HeatCell[] = [];
  const months: HeatGrid['months'] = [];
  for (let day = first, index = 0; day <= today; day = addDays(day, 1), index += 1) {
    const reviews = reviewsOn.get(day) ?? 0;
    const level = reviews === 0 ? 0 : Math.min(HEAT_LEVELS, Math.ceil((reviews / max) * HEAT_LEVELS));
    const column = Math.floor(index / 7);
    cells.push({ day, reviews, level, column, row: index % 7 });
    const previous = months.at(-1);
    if (day.endsWith('-01') && (!previous || column - previous.column >= MONTH_LABEL_GAP))
      months.push({ column, name: monthName(day) });
  }
  return { cells, columns: Math.floor((cells.length - 1) / 7) + 1, months };
}
