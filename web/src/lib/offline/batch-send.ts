// Score changes and review answers sent many in one call (shared/offline/batch.ts), by the page and
// by the service worker alike (docs/decisions/0031-offline-study.md, "Batches"): a run of them is
// named by the server's uuids of their words, sent at once, and each change's outcome judged by
// the sender (the page says why a change was refused; the worker leaves it to the page).
import {
  OFFLINE_BATCH_MAX,
  type OfflineBatchChange,
  type OfflineChangeOutcome,
} from '../../../../shared/offline/batch';
import type { QueuedChange, SendOutcome } from './changes';
import { serverUuidOf } from './new-word-ids';

export { OFFLINE_BATCH_MAX };

/** The changes that travel in batches; adds and edits go alone (a picture, an If-Match). */
export const isBatchable = (change: QueuedChange): boolean =>
  change.kind === 'score' || change.kind === 'review';

/** The call itself: the answers in the order sent; throws when it failed as a whole. */
export type PostBatch = (changes: OfflineBatchChange[]) => Promise<OfflineChangeOutcome[]>;
/** What a refused change becomes for the outbox: dropped (the learner was told) or kept. */
export type JudgeOutcome = (outcome: OfflineChangeOutcome & { applied: false }) => SendOutcome;

function toBatchChange(change: QueuedChange, uuid: string): OfflineBatchChange {
  if (change.kind === 'score') return { kind: 'score', uuid, score: change.score };
  if (change.kind === 'review') return { kind: 'review', answer: { ...change.body, uuid } };
  throw new Error(`A ${change.kind} is not sent in a batch.`);
}

/**
 * Sends a run of score changes and review answers (in order, up to OFFLINE_BATCH_MAX) in one
 * call; answers each one's outcome, in the run's order. A change of a word whose add was refused
 * is dropped unsent; one whose add has not been answered yet waits, with every change after it.
 */
export async function sendRun(
  run: QueuedChange[],
  post: PostBatch,
  judge: JudgeOutcome,
): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = run.map(() => 'stop');
  const sending: { index: number; change: OfflineBatchChange }[] = [];
  for (const [index, queued] of run.entries()) {
    const uuid = await serverUuidOf(queued.uuid);
    if (uuid === undefined) break;
    if (uuid === null) outcomes[index] = 'dropped';
    else sending.push({ index, change: toBatchChange(queued, uuid) });
  }
  if (sending.length === 0) return outcomes;
  const answers = await post(sending.map((s) => s.change));
  if (answers.length !== sending.length) throw new Error('The batch was answered for other changes.');
  sending.forEach(({ index }, i) => {
    const answer = answers[i] as OfflineChangeOutcome;
    outcomes[index] = answer.applied ? 'sent' : judge(answer);
  });
  return outcomes;
}

/** One step of a flush: a run of batchable changes sent in one call, or one change alone. */
export interface SendStep {
  batch: boolean;
  changes: QueuedChange[];
}

/** The learner's changes, in order, cut into steps: consecutive scores and answers go together. */
export function stepsOf(changes: QueuedChange[], batches: boolean): SendStep[] {
  const steps: SendStep[] = [];
  for (const change of changes) {
    const last = steps.at(-1);
    if (!batches || !isBatchable(change)) steps.push({ batch: false, changes: [change] });
    else if (last?.batch && last.changes.length < OFFLINE_BATCH_MAX) last.changes.push(change);
    else steps.push({ batch: true, changes: [change] });
  }
  return steps;
}
