// The progress page's one call (shared/api.ts); errors are thrown as they come.
import { paths, type ReviewProgress } from '../../../../shared/api';
import { api } from '../../lib/api-client';

export const fetchProgress = () => api<ReviewProgress>(paths.reviewProgress);
