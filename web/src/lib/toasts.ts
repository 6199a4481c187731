// The app's notices (SPEC §8): errors red, successes green; and amber for what went otherwise than
// asked without failing (a word saved with another voice or without audio). Position, duration and dismissal are
// set once on the container (app/toast-area.tsx). The toast library is imported on first use so
// that pages which never show a notice do not download it.
import { atom } from 'jotai';
import { appStore } from './session';

/** Turns true at the first notice; the layout then mounts the notice area. */
export const toastsWantedAtom = atom(false);

type Kind = 'success' | 'error' | 'warning';

async function show(kind: Kind, message: string): Promise<void> {
  appStore.set(toastsWantedAtom, true);
  // Offline before the service worker kept the app (a first visit), the library cannot arrive: the
  // notice is dropped rather than thrown, and the offline banner says why nothing works.
  const library = await import('react-toastify').catch(() => null);
  library?.toast[kind](message);
}

export const notifySuccess = (message: string): Promise<void> => show('success', message);
export const notifyError = (message: string): Promise<void> => show('error', message);
export const notifyWarning = (message: string): Promise<void> => show('warning', message);
