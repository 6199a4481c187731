// What happens to a session when the app starts (SPEC §4 "Session"): a stored token is renewed,
// so the role and the days the navbar and the screens show are today's; then learners whose role
// uses the words (0, 1, 3, 4) get their words and preferences loaded.
import { canUseWords } from '../../../shared/accounts/roles';
import { paths } from '../../../shared/api';
import { api, handleApiError } from './api-client';
import { isNetworkFailure } from './offline/network';
import { appStore, storeRenewedToken, tokenAtom, userAtom } from './session';

/**
 * Token replacement: fetches a new token and stores it; the user is decoded from it again.
 * A 401 (the token was refused) signs the learner out in the api client; the error is rethrown.
 */
export async function renewToken(): Promise<void> {
  const from = appStore.get(tokenAtom);
  // Read by content type (text/plain), so that a refusal's JSON message is still parsed.
  const token = await api<string>(paths.replaceToken);
  if (from) storeRenewedToken(token, from);
}

interface SessionStartOptions {
  /** Loads the words and preferences; passed in because lib/ does not import the features. */
  loadWords: () => Promise<void>;
}

/** Runs once at start-up. Without a token there is nothing to do. */
export async function startSession({ loadWords }: SessionStartOptions): Promise<void> {
  if (!appStore.get(tokenAtom)) return;
  try {
    await renewToken();
  } catch (error) {
    // Tells the learner why they were signed out. Without a network the token is kept and the
    // words open from what the device kept (docs/decisions/0031-offline-study.md); the banner says
    // the app is offline.
    if (!isNetworkFailure(error)) {
      handleApiError(error);
      return;
    }
  }
  const user = appStore.get(userAtom);
  if (!user || !canUseWords(user.role)) return;
  try {
    await loadWords();
  } catch (error) {
    handleApiError(error);
  }
}
