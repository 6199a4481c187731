// The progress page's last answer kept on the device (docs/decisions/0031-offline-study.md), so the
// page opens offline from it with the time it was fetched. Kept in the offline store's 'kept'
// store under the learner's id: sign-out clears it with the rest, another learner never sees it.
import type { ReviewProgress } from '../../../../shared/api';
import { readKept, writeKept } from '../../lib/offline/idb';
import { isNetworkFailure } from '../../lib/offline/network';
import { fetchProgress } from './progress-api';

interface KeptProgress {
  progress: ReviewProgress;
  /** When the server gave it, in ms since the epoch. */
  at: number;
}

/** The figures to show, and when they were kept if they are not today's answer (offline). */
export interface ProgressShown {
  progress: ReviewProgress;
  keptAt: number | null;
}

/** No network and nothing kept for this learner: the page says so instead of a failure. */
export class ProgressNotKeptError extends Error {
  constructor(cause: unknown) {
    super('The progress page is not kept on this device.', { cause });
    this.name = 'ProgressNotKeptError';
  }
}

const keyFor = (userId: number) => `progress:${userId}`;

/** The server's figures (kept for later), or without a network the kept ones; errors as they come. */
export async function progressOrKept(userId: number): Promise<ProgressShown> {
  try {
    const progress = await fetchProgress();
    const kept: KeptProgress = { progress, at: Date.now() };
    // A full device keeps nothing: the page still shows what the server said.
    await writeKept(keyFor(userId), kept).catch(() => undefined);
    return { progress, keptAt: null };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await readKept<KeptProgress>(keyFor(userId)).catch(() => undefined);
    if (!kept) throw new ProgressNotKeptError(error);
    return { progress: kept.progress, keptAt: kept.at };
  }
}
