// Where a load's tail is: the p99 of each kind of request, the slowest answers with the second of
// the load they came in, and what each server process's writes waited for (the line the server
// logs when it stops, api/src/db/write-counts.ts). A p99 alone says a tail exists; this says which
// requests form it and whether they queued for the database's write lock.
import { WRITE_COUNTS_PREFIX } from '../../api/src/db/write-counts';
import type { Answered } from '../load';
import { summarise } from './measure';

const SLOWEST = 6;

/** p50 / p99 / count per route, e.g. "score p50 4.1 ms p99 60 ms (1,650); add …". */
export function routesDetail(answered: Answered[]): string {
  const routes = new Map<string, number[]>();
  for (const a of answered) routes.set(a.route, [...(routes.get(a.route) ?? []), a.ms]);
  return [...routes]
    .map(([route, times]) => {
      const { median, p99 } = summarise(times);
      return `${route} p50 ${median.toFixed(1)} ms p99 ${p99.toFixed(0)} ms (${times.length})`;
    })
    .join('; ');
}

/** The slowest answers: route, time, and when in the load (a cluster at the start is a warm-up). */
export function slowestDetail(answered: Answered[]): string {
  return [...answered]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST)
    .map(
      (a) =>
        `${a.route} ${a.ms.toFixed(0)} ms at ${a.atS.toFixed(1)} s${a.status >= 300 ? ` (${a.status})` : ''}`,
    )
    .join(', ');
}

/** The write-count lines (with the loop's stalls) in a server's output, one per process. */
export const writeCountLines = (output: string): string[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith(WRITE_COUNTS_PREFIX))
    .map((line) => line.slice(WRITE_COUNTS_PREFIX.length).trim());
