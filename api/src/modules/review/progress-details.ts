// The progress page's deeper figures over a period and a category (decision 0055): the query is
// checked here (a bad one is a 400 that names what is allowed), then the answers' figures come
// from the tallies and the words' from the words and their schedules, both kept per list version
// (progress-cache.ts): the words added are kept for all time and cut to the period here.
import type { ProgressDetails } from '../../../../shared/api';
import { addDays } from '../../../../shared/review/learner-day';
import {
  DEFAULT_PROGRESS_PERIOD,
  isProgressPeriod,
  PERIOD_DAYS,
  PROGRESS_QUERY_MESSAGES,
  type ProgressPeriod,
} from '../../../../shared/review/progress-periods';
import { CATEGORY_MAX } from '../../../../shared/words/rules';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { answerFigures } from './progress-answers';
import type { Keepers } from './progress-cache';
import { addedPerDay, categoriesOf, wordFigures } from './progress-words';

export interface ProgressQuery {
  period: ProgressPeriod;
  category: string | null;
}

/** The page's query parameters, or a 400 before anything is read. */
export function parseProgressQuery(query: Record<string, unknown>): ProgressQuery {
  const { period = DEFAULT_PROGRESS_PERIOD, category } = query;
  if (typeof period !== 'string' || !isProgressPeriod(period))
    throw badRequest(PROGRESS_QUERY_MESSAGES.invalidPeriod, 'invalid_period');
  if (category === undefined) return { period, category: null };
  if (typeof category !== 'string' || category.trim() === '' || category.length > CATEGORY_MAX)
    throw badRequest(PROGRESS_QUERY_MESSAGES.invalidCategory, 'invalid_category');
  return { period, category };
}

export async function progressDetails(
  deps: Pick<AppDeps, 'client'>,
  userId: number,
  { period, category }: ProgressQuery,
  today: string,
  zone: { timeZone: string; dayStartHour: number },
  { keep, keepAnswers }: Keepers,
): Promise<ProgressDetails> {
  const days = PERIOD_DAYS[period];
  const from = days === null ? null : addDays(today, 1 - days);
  const scope = JSON.stringify(category);
  const [answers, words, allAdded, categories] = await Promise.all([
    keepAnswers(`${period} ${scope}`, () => answerFigures(deps, { userId, from, category })),
    keep(`words ${scope}`, () => wordFigures(deps, { userId, category })),
    keep(`added ${scope}`, () => addedPerDay(deps, { userId, category }, null, zone)),
    keep('categories', () => categoriesOf(deps, userId)),
  ]);
  const added = from === null ? allAdded : allAdded.filter((d) => d.day >= from);
  return { period, category, from, categories, added, ...answers, ...words };
}
