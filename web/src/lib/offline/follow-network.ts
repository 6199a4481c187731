// The banner's online state from the app's first frame (docs/decisions/0031-offline-study.md). The
// outbox's watcher follows the network once a learner's words load; a first visit cut off before
// that (or a visitor with no words) must still be told it is offline.
import { appStore } from '../session';
import { onlineAtom } from './offline-state';

let following = false;

/** Keeps onlineAtom in step with the browser's online and offline events. Idempotent. */
export function followNetwork(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  appStore.set(onlineAtom, navigator.onLine);
  window.addEventListener('online', () => appStore.set(onlineAtom, true));
  window.addEventListener('offline', () => appStore.set(onlineAtom, false));
}
