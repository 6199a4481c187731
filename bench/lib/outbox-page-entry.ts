// The offline bench's entry (bench/offline.ts), bundled into one script added to the app's own page:
// the app's outbox module, so the 1,000 changes are queued exactly as the app queues a score
// changed offline (same IndexedDB, same records). The app in the page then sends them itself.
import { enqueue } from '../../web/src/lib/offline/outbox';

/** Queues one score change per word, in order; answers once all are stored. */
async function queueScores(userId: number, uuids: string[], score: number): Promise<void> {
  for (const uuid of uuids) await enqueue({ kind: 'score', userId, uuid, score });
}

Object.assign(globalThis, { wordhoardOutboxBench: { queueScores } });
