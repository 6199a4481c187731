// The calls the retention advice reads (decision 0047).
import { paths, type StudyPreferencesAnswer } from '../../../../../shared/api';
import type { RetentionAdvice } from '../../../../../shared/review/retention-advice';
import { api } from '../../../lib/api-client';

export const fetchRetentionAdvice = () => api<RetentionAdvice>(paths.retentionAdvice);
export const fetchFittedState = () => api<StudyPreferencesAnswer>(paths.studyPreferences);
