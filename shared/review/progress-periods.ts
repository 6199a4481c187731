// The progress page's period selector and category filter (issue 34 part 5): the periods the API
// accepts, how many learner days each spans, and the messages for a query it refuses.
import { CATEGORY_MAX } from '../words/rules';

export const PROGRESS_PERIODS = ['month', 'quarter', 'year', 'all'] as const;
export type ProgressPeriod = (typeof PROGRESS_PERIODS)[number];

export const DEFAULT_PROGRESS_PERIOD: ProgressPeriod = 'month';

/** Learner days in each period, today included; `all` has no start. */
export const PERIOD_DAYS: Record<ProgressPeriod, number | null> = {
  month: 30,
  quarter: 91,
  year: 365,
  all: null,
};

export const PERIOD_LABELS: Record<ProgressPeriod, string> = {
  month: '1 month',
  quarter: '3 months',
  year: '1 year',
  all: 'All time',
};

export const PROGRESS_QUERY_MESSAGES = {
  invalidPeriod: `The period must be one of: ${PROGRESS_PERIODS.join(', ')}.`,
  invalidCategory: `The category must be 1 to ${CATEGORY_MAX} characters.`,
} as const;

export const isProgressPeriod = (value: string): value is ProgressPeriod =>
  (PROGRESS_PERIODS as readonly string[]).includes(value);
