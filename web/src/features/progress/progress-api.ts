// The progress page's one call (shared/api.ts), with the period and category the learner chose;
// errors are thrown as they come.
import { paths, type ReviewProgress } from '../../../../shared/api';
import type { ProgressPeriod } from '../../../../shared/review/progress-periods';
import { api } from '../../lib/api-client';

export const fetchProgress = () => api<ReviewProgress>(paths.reviewProgress);

export const fetchProgressFor = (period: ProgressPeriod, category: string | null) =>
  api<ReviewProgress>(paths.reviewProgress, { query: category === null ? { period } : { period, category } });
