// What the offline banner shows: whether the browser is online and how many changes wait
// (docs/decisions/0031-offline-study.md). The count is read again from IndexedDB after every change
// to the outbox, for the learner signed in.
import { atom } from 'jotai';
import { appStore, userAtom } from '../session';
import { onOutboxChange, waitingCount } from './outbox-count';

export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
export const waitingAtom = atom(0);
/** A message about the queue the learner must see (an expired token, a full device), or null. */
export const offlineNoticeAtom = atom<string | null>(null);

let counting: Promise<void> | null = null;
let countAgain = false;

/**
 * Counts the learner's waiting changes again. Calls made while a count runs share one more count
 * after it: sending 10,000 changes asks 10,000 times, and reads the outbox a few times.
 */
export function countWaiting(): Promise<void> {
  if (counting) {
    countAgain = true;
    return counting;
  }
  counting = (async () => {
    do {
      countAgain = false;
      const user = appStore.get(userAtom);
      appStore.set(waitingAtom, user ? await waitingCount(user.id).catch(() => 0) : 0);
    } while (countAgain);
  })().finally(() => {
    counting = null;
  });
  return counting;
}

let watching = false;

/** Follows the network and the outbox; `onOnline` sends what waits. Idempotent. */
export function watchOffline(onOnline: () => void): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => {
    appStore.set(onlineAtom, true);
    onOnline();
  });
  window.addEventListener('offline', () => appStore.set(onlineAtom, false));
  onOutboxChange(() => void countWaiting());
  void countWaiting();
}
