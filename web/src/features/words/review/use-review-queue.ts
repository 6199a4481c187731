// Today's queue from the server (due words, then new ones, within the day's limits), as words of
// the list. Used by the test's "Due today" order and the media player's "Due today" playlist.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReviewQueue } from '../../../../../shared/api';
import { nextStepAt, takeDueSteps } from '../../../../../shared/review/waiting-steps';
import type { ShownWord } from '../../../../../shared/words/types';
import { handleApiError } from '../../../lib/api-client';
import { isNetworkFailure } from '../../../lib/offline/network';
import { appStore, userAtom, wordsAtom } from '../../../lib/session';
import { fetchReviewQueue } from '../state/words-api';
import { keepReviewQueue, keptReviewQueue } from './kept-review-queue';
import { ensureStudyPreferences } from './study-preferences-state';

/** The server's queue, kept on the device; the kept one when there is no network (decision 0031). */
export async function loadReviewQueue(): Promise<ReviewQueue | null> {
  const userId = appStore.get(userAtom)?.id;
  try {
    await ensureStudyPreferences();
    const queue = (await fetchReviewQueue()) ?? null;
    if (queue && userId !== undefined) await keepReviewQueue(userId, queue);
    return queue;
  } catch (error) {
    if (userId === undefined || !isNetworkFailure(error)) throw error;
    const kept = await keptReviewQueue(userId).catch(() => null);
    if (!kept) throw error;
    return kept;
  }
}

export interface QueueWords {
  words: ShownWord[];
  due: number;
  fresh: number;
}

/** The queue's words in its order, leaving out those not in the list and those `hidden`. */
export function queueWords(
  queue: ReviewQueue | null,
  all: readonly ShownWord[],
  hidden: ReadonlySet<string> = new Set(),
): QueueWords {
  if (!queue) return { words: [], due: 0, fresh: 0 };
  const byUuid = new Map(all.map((word) => [word.uuid, word]));
  const pick = (uuids: string[]) =>
    uuids.flatMap((uuid) => {
      const word = byUuid.get(uuid);
      return word && !hidden.has(uuid) ? [word] : [];
    });
  const due = pick(queue.due);
  const fresh = pick(queue.new);
  return { words: [...due, ...fresh], due: due.length, fresh: fresh.length };
}

export interface ReviewQueueState {
  /** Null until the server has answered (or when it could not). */
  queue: ReviewQueue | null;
  setQueue(update: (queue: ReviewQueue | null) => ReviewQueue | null): void;
  reload(): Promise<void>;
}

/**
 * Takes each waiting step into the queue when it is due, by the device's clock (online, and offline
 * from the kept queue alike: the shared rule, decision 0046).
 */
function useStepsComingBack(
  queue: ReviewQueue | null,
  setQueue: (update: (queue: ReviewQueue | null) => ReviewQueue | null) => void,
) {
  const at = nextStepAt(queue);
  useEffect(() => {
    if (at === null) return;
    const comeBack = () => setQueue((current) => current && takeDueSteps(current, Date.now()));
    // Timers are clamped to 2^31 − 1 ms; a step is never that far off in one learner day.
    const timer = setTimeout(comeBack, Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, setQueue]);
}

/** Loads the queue while `enabled`, and again on reload(). */
export function useReviewQueue(enabled = true): ReviewQueueState {
  const [queue, setQueue] = useState<ReviewQueue | null>(null);
  useStepsComingBack(queue, setQueue);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const reload = useCallback(async () => {
    try {
      const loaded = await loadReviewQueue();
      if (mounted.current && loaded) setQueue(takeDueSteps(loaded, Date.now()));
    } catch (error) {
      handleApiError(error);
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { queue, setQueue, reload };
}

/** The queue's words, as the list has them now. */
export function useQueueWords(queue: ReviewQueue | null, hidden?: ReadonlySet<string>): QueueWords {
  const all = useAtomValue(wordsAtom);
  return useMemo(() => queueWords(queue, all, hidden), [queue, all, hidden]);
}
