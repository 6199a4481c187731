// What the quick test keeps in extension storage: its answers waiting to be sent and today's queue
// as last fetched. Apart from review-answers.ts so the session (session.ts) can count and drop
// them without importing the API client, which imports the session.
import { storage } from 'wxt/utils/storage';
import type { ReviewAnswerBody, ReviewQueue } from '../../shared/api';
import type { LearnerTag } from './storage';

/** An answer as it waits: sent only in the session of the learner who gave it. */
export type WaitingAnswer = ReviewAnswerBody & { learner?: LearnerTag };

export const answersQueueItem = storage.defineItem<WaitingAnswer[]>('local:reviewAnswers', {
  fallback: [],
  version: 1,
});

/** Today's queue as last fetched, for a popup opened offline; answered words leave it. */
export const reviewQueueItem = storage.defineItem<ReviewQueue | null>('local:reviewQueue', {
  fallback: null,
  version: 1,
});

export async function readAnswers(): Promise<WaitingAnswer[]> {
  const queue = await answersQueueItem.getValue();
  return Array.isArray(queue) ? queue : [];
}
