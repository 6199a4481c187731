// Signing in and out (SPEC §4 "Session").
import { atom } from 'jotai';
import { canUseWords } from '../../../../shared/accounts/roles';
import { GOODBYE_MESSAGE, welcomeMessage } from '../../../../shared/accounts/rules';
import { handleApiError } from '../../lib/api-client';
import { clearAll } from '../../lib/local-storage';
import { claimDeviceFor, forgetDevice } from '../../lib/offline/device-owner';
import { countWaiting, offlineNoticeAtom } from '../../lib/offline/offline-state';
import {
  appStore,
  clearSession,
  mailedRegistrationAtom,
  pendingUserAtom,
  tokenAtom,
  userFromToken,
} from '../../lib/session';
import { notifySuccess } from '../../lib/toasts';
import { logout } from './account-api';
import { forgetLearnerData, loadLearnerData } from './learner-data';

/** Set by a login: the profile screen then moves the learner on to their words after a second. */
export const reenteredAtom = atom(false);

/** Stores the token, greets the learner and, for roles 0, 1, 3 and 4, loads their words. */
export function signIn(token: string): void {
  const user = userFromToken(token);
  // The flag comes first: the token turns /auth into the profile screen, which reads it.
  appStore.set(reenteredAtom, true);
  // A completed registration or reset has nothing left to wait for.
  appStore.set(pendingUserAtom, null);
  appStore.set(mailedRegistrationAtom, null);
  appStore.set(tokenAtom, token);
  void notifySuccess(welcomeMessage(user?.name ?? ''));
  if (!user || !canUseWords(user.role)) return;
  // The device's kept study is this learner's before their words load (decision 0031).
  claimDeviceFor(user.id)
    .catch(() => undefined)
    .then(loadLearnerData)
    .catch(handleApiError);
}

/** Clears the token, user, preferences, words, media and local storage (logout, a deleted account). */
export function forgetSession(): void {
  clearAll();
  clearSession();
  appStore.set(reenteredAtom, false);
  appStore.set(offlineNoticeAtom, null);
  forgetLearnerData().catch(handleApiError);
  // Sign-out leaves nothing of the learner on the device: kept words, media and waiting changes.
  forgetDevice()
    .catch(() => undefined)
    .then(countWaiting);
}

/**
 * Ends the session on the server too, so a copy of the token stops working, and says goodbye. The
 * screen does not wait for the server: signing out works offline as well.
 */
export function signOut(): void {
  const token = appStore.get(tokenAtom);
  if (token) logout(token).catch(() => undefined);
  forgetSession();
  void notifySuccess(GOODBYE_MESSAGE);
}
