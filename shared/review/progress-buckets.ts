// The buckets of the progress page's distributions: intervals and stability in days, difficulty
// on FSRS's 1–10 scale. Each is written once here, as labels for the page and as one SQL CASE
// expression that numbers a word's bucket, so the server counts them in the query itself.

/** Lower edges in days; each bucket runs to the next edge, the last one has none. */
export const DAY_EDGES = [0, 1, 2, 3, 7, 14, 21, 30, 60, 90, 180, 365] as const;

const dayLabel = (from: number, to: number | undefined): string => {
  if (to === undefined) return from === 365 ? '1 year+' : `${from}+ d`;
  if (to - from === 1) return from === 0 ? 'Under 1 d' : `${from} d`;
  return `${from}–${to - 1} d`;
};

export const DAY_BUCKET_LABELS: readonly string[] = DAY_EDGES.map((from, i) =>
  dayLabel(from, DAY_EDGES[i + 1]),
);

/** FSRS difficulty runs from 1 (easiest) to 10 (hardest): one bucket per whole step. */
export const DIFFICULTY_BUCKET_LABELS: readonly string[] = Array.from(
  { length: 9 },
  (_, i) => `${i + 1}–${i + 2}`,
);

/** The bucket number (0-based) of a column holding days, per DAY_EDGES. */
export const dayBucketSql = (column: string): string =>
  `CASE ${DAY_EDGES.slice(1)
    .map((edge, i) => `WHEN ${column} < ${edge} THEN ${i}`)
    .join(' ')} ELSE ${DAY_EDGES.length - 1} END`;

/** The difficulty bucket (0-based) of a column holding FSRS difficulty, clamped to the scale. */
export const difficultyBucketSql = (column: string): string =>
  `max(0, min(${DIFFICULTY_BUCKET_LABELS.length - 1}, CAST(${column} AS INTEGER) - 1))`;
