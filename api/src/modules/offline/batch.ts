// Score changes and review answers sent many at once by the offline outbox
// (docs/decisions/0031-offline-study.md, "Batches"). Each change runs the code of its single call
// (setScoreIn, recordAnswerIn), in order, all in one transaction; a change its single call would
// refuse is answered with that call's status and message and changes nothing, and the others
// still apply. A review keeps its answerId dedupe, so a batch sent again after the app closed
// mid-send counts each answer once; a score sets a value, so setting it again changes nothing.
import type { OfflineBatchChange, OfflineChangeOutcome } from '../../../../shared/offline/batch';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { answerContext, recordAnswerIn } from '../review/answer';
import { setScoreIn } from '../words/service';

export interface BatchResult {
  outcomes: OfflineChangeOutcome[];
  /** Whether any review answer was recorded (the optimizer's check runs after the call). */
  answered: boolean;
}

export async function applyOfflineBatch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  changes: OfflineBatchChange[],
): Promise<BatchResult> {
  const context = await answerContext(deps, userId, deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const outcomes: OfflineChangeOutcome[] = [];
    let answered = false;
    for (const change of changes) {
      try {
        const score =
          change.kind === 'score'
            ? await setScoreIn(tx, userId, change.uuid, change.score)
            : (await recordAnswerIn(tx, context, userId, change.answer)).score;
        answered ||= change.kind === 'review';
        outcomes.push({ applied: true, score });
      } catch (error) {
        // Only a refusal of the change itself; anything else fails the whole call, which rolls back.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        outcomes.push({ applied: false, status: error.status, code: error.code, message: error.message });
      }
    }
    return { outcomes, answered };
  });
}
