// The progress page's figures of the words as they are now (card counts and distributions, the
// categories, words added per day, the forecast of due words), kept per learner for one list
// version, learner day and clock. Every change to a learner's words or schedules (an answer, an
// undo, an edit, an import, a deletion) raises the list version in its own transaction
// (words/list.ts), so a kept figure is never older than the data: a request whose version differs
// starts afresh, and one that repeats (another period or category of the same page) computes only
// the period's figures from the tallies (decision 0055). Each process keeps its own; the version
// comes from the database, so processes sharing it agree.
import { LRUCache } from 'lru-cache';

/** Learners whose figures are kept; one learner's are a few kilobytes (a few hundred days added). */
const LEARNERS_KEPT = 2000;

interface KeptFigures {
  /** The list version, learner day and clock the figures hold for. */
  stamp: string;
  values: Map<string, unknown>;
}

export type ProgressCache = LRUCache<number, KeptFigures>;

export const createProgressCache = (): ProgressCache =>
  new LRUCache<number, KeptFigures>({ max: LEARNERS_KEPT });

/** Reads a learner's figures through the cache: `keep(name, compute)` answers the figure kept
 *  under that name for this stamp, or computes and keeps it. */
export function keeperFor(cache: ProgressCache, userId: number, stamp: string) {
  return async <T>(name: string, compute: () => Promise<T>): Promise<T> => {
    let entry = cache.get(userId);
    if (entry?.stamp !== stamp) {
      entry = { stamp, values: new Map() };
      cache.set(userId, entry);
    }
    if (entry.values.has(name)) return entry.values.get(name) as T;
    const value = await compute();
    // A newer version may have replaced the entry meanwhile: this one is then no longer read.
    entry.values.set(name, value);
    return value;
  };
}

export type Keeper = ReturnType<typeof keeperFor>;
