// Score changes and review answers made offline, sent many in one call beside the spec's
// (docs/decisions/0031-offline-study.md, "Batches"): the server applies them in order in one
// transaction and answers each one's outcome as its single call would have. The score and review
// calls of the spec and of decision 20 are unchanged; this call only saves a request per change.
import type { ReviewAnswerBody } from '../api';

/** The most changes one call takes: a long outbox goes in several calls. */
export const OFFLINE_BATCH_MAX = 100;

export type OfflineBatchChange =
  | { kind: 'score'; uuid: string; score: number }
  | { kind: 'review'; answer: ReviewAnswerBody };

export interface OfflineBatchBody {
  changes: OfflineBatchChange[];
}

/**
 * What became of one change, in the order sent: applied (with the word's score after it), or the
 * status, code and message its single call would have answered (404: the word is gone, or is not
 * the caller's; 409 or 422: refused). A change refused changed nothing; the others still apply.
 */
export type OfflineChangeOutcome =
  | { applied: true; score: number }
  | { applied: false; status: number; code: string; message: string };

export interface OfflineBatchAnswer {
  outcomes: OfflineChangeOutcome[];
}

export const OFFLINE_BATCH_MESSAGES = {
  notAList: `Send {"changes": [...]}: a list of 1 to ${OFFLINE_BATCH_MAX} score changes and review answers.`,
  tooMany: (count: number) =>
    `A call takes 1 to ${OFFLINE_BATCH_MAX} changes; this one has ${count}. Send the rest in another call.`,
  badChange: (index: number) =>
    `Change ${index + 1} is neither a score change {"kind": "score", "uuid", "score"} nor a review answer {"kind": "review", "answer"}.`,
} as const;
