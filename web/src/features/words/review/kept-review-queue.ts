// Today's queue kept on the device (docs/decisions/0031-offline-study.md): the last one the server
// gave, so the test's "Due today" opens offline. Words answered offline (their answers wait in the
// outbox) are left out, so a reload of the queue does not bring them back the same day.
import type { ReviewQueue } from '../../../../../shared/api';
import { inTransaction, OUTBOX, readKept, writeKept } from '../../../lib/offline/idb';
import type { QueuedChange } from '../../../lib/offline/outbox';

const keyFor = (userId: number) => `review-queue:${userId}`;

export const keepReviewQueue = (userId: number, queue: ReviewQueue) =>
  writeKept(keyFor(userId), queue).catch(() => undefined);

export async function keptReviewQueue(userId: number): Promise<ReviewQueue | null> {
  const kept = await readKept<ReviewQueue>(keyFor(userId));
  if (!kept) return null;
  const queued = (await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) => s.getAll())) ?? [];
  const answered = new Set(
    queued.filter((c) => c.userId === userId && c.kind === 'review').map((c) => c.uuid),
  );
  const open = (uuids: string[]) => uuids.filter((uuid) => !answered.has(uuid));
  const waiting = (kept.waiting ?? []).filter((step) => !answered.has(step.uuid));
  return { ...kept, due: open(kept.due), new: open(kept.new), waiting };
}
