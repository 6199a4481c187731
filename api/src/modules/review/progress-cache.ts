// The progress page's figures, kept per learner for one list version, learner day and clock: the
// words' figures as they are now (card counts and distributions, the categories, words added per
// day, the forecast of due words) and the answers' figures of each period and category asked for
// (per day by card state, buttons, hours, true retention). Every change to a learner's words,
// schedules or answers (an answer, an undo, an edit, an import, a deletion, the tallies' backfill)
// raises the list version in its own transaction (words/list.ts), so a kept figure is never older
// than the data: a request whose version differs starts afresh, and one that repeats (another
// period or category of the same page, or the same page again) reads only the version and the
// day sums (decision 0055). Each process keeps its own; the version comes from the database, so
// processes sharing it agree.
import { LRUCache } from 'lru-cache';
import type { ProgressDetails } from '../../../../shared/api';

/** Learners whose words' figures are kept; one learner's are a few kilobytes (a few hundred days added). */
const LEARNERS_KEPT = 2000;
/** The answers' figures are a day's row each (a year's about 75 KB in memory, all time's more):
 *  kept within a byte budget instead, about 200 years' figures. */
const ANSWERS_BYTES = 16 * 1024 * 1024;
const BYTES_PER_DAY = 200;
const BYTES_FIXED = 4096;

/** The figures of the answers given in a period (progress-answers.ts). */
export type AnswerFigures = Pick<ProgressDetails, 'days' | 'buttons' | 'hours' | 'retention'>;

interface KeptFigures {
  /** The list version, learner day and clock the figures hold for. */
  stamp: string;
  values: Map<string, unknown>;
}

export interface ProgressCache {
  words: LRUCache<number, KeptFigures>;
  /** Keyed by learner, stamp, period and category: an older stamp's are never read again and age out. */
  answers: LRUCache<string, AnswerFigures>;
}

export const createProgressCache = (): ProgressCache => ({
  words: new LRUCache<number, KeptFigures>({ max: LEARNERS_KEPT }),
  answers: new LRUCache<string, AnswerFigures>({
    maxSize: ANSWERS_BYTES,
    sizeCalculation: (figures) => BYTES_FIXED + BYTES_PER_DAY * figures.days.length,
  }),
});

/** Reads a learner's figures through the cache: `keep(name, compute)` answers the words' figure
 *  kept under that name for this stamp, or computes and keeps it; `keepAnswers(scope, compute)`
 *  the same for the answers' figures of one period and category. */
export function keeperFor(cache: ProgressCache, userId: number, stamp: string) {
  const keep = async <T>(name: string, compute: () => Promise<T>): Promise<T> => {
    let entry = cache.words.get(userId);
    if (entry?.stamp !== stamp) {
      entry = { stamp, values: new Map() };
      cache.words.set(userId, entry);
    }
    if (entry.values.has(name)) return entry.values.get(name) as T;
    const value = await compute();
    // A newer version may have replaced the entry meanwhile: this one is then no longer read.
    entry.values.set(name, value);
    return value;
  };
  const keepAnswers = async (
    scope: string,
    compute: () => Promise<AnswerFigures>,
  ): Promise<AnswerFigures> => {
    const key = `${userId} ${stamp} ${scope}`;
    const kept = cache.answers.get(key);
    if (kept) return kept;
    // Read after the version, so what is kept under it is at least as new as it.
    const value = await compute();
    cache.answers.set(key, value);
    return value;
  };
  return { keep, keepAnswers };
}

export type Keepers = ReturnType<typeof keeperFor>;
