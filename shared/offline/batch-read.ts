// The form of an offline batch's body (shared/offline/batch.ts), checked by the server before any
// change is applied. Apart from the types, so the browser's outbox does not carry the checker.
import { number, object, oneOf, record, string } from '../shape';
import { OFFLINE_BATCH_MAX, OFFLINE_BATCH_MESSAGES, type OfflineBatchChange } from './batch';

const isScoreChange = object({ kind: oneOf(['score'] as const), uuid: string, score: number });
const isAnswer = object({
  answerId: string,
  uuid: string,
  grade: number,
  answeredAt: number,
  durationMs: number,
  source: string,
});
const isReviewChange = object({ kind: oneOf(['review'] as const), answer: isAnswer });

/**
 * The changes of a batch's body, or the message saying why the whole call is refused (nothing is
 * applied then). Only the form is checked here: the values (a score of 7, an answer a month old)
 * are each change's own refusal, by the rules of its single call.
 */
export function readOfflineBatch(body: unknown): OfflineBatchChange[] | { refused: string } {
  const changes = record(body) ? body.changes : undefined;
  if (!Array.isArray(changes)) return { refused: OFFLINE_BATCH_MESSAGES.notAList };
  if (changes.length === 0 || changes.length > OFFLINE_BATCH_MAX)
    return { refused: OFFLINE_BATCH_MESSAGES.tooMany(changes.length) };
  const bad = changes.findIndex((change) => !isScoreChange(change) && !isReviewChange(change));
  if (bad >= 0) return { refused: OFFLINE_BATCH_MESSAGES.badChange(bad) };
  return changes as OfflineBatchChange[];
}
