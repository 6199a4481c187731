// Signing in and out of the extension, and keeping the session fresh when the popup opens.
import { errorText, hasErrors, validateLoginForm } from '../../shared/accounts/rules';
import { paths } from '../../shared/api';
import { callApi } from './api-client';
import { flushQueue } from './flush-queue';
import { MessageError } from './message-errors';
import type { Session } from './message-types';
import { currentToken, forgetAccount, readSession, storeToken } from './session';
import { declinedWebUserItem, readServerUrl, readUser } from './storage';
import { readToken } from './token';
import { adoptWebToken, requestSessionFromAppTabs } from './web-session';
import { refreshAccountData } from './words-cache';

/** A token older than this is exchanged for a new one when the popup opens (they last 7 days). */
const RENEW_AFTER_S = 24 * 60 * 60;

/** What follows any sign-in: fresh words and preferences, then the words that waited for it. */
export async function afterSignIn(): Promise<void> {
  await refreshAccountData();
  await flushQueue();
}

export async function signIn(email: string, password: string): Promise<Session> {
  const errors = validateLoginForm({ email, password });
  if (hasErrors(errors)) throw new MessageError('invalid', errorText(errors));
  const token = await callApi<string>(paths.login, {
    method: 'POST',
    json: { email: email.trim(), password },
    as: 'text',
    signed: false,
  });
  await storeToken(token.trim());
  await declinedWebUserItem.setValue(null);
  await afterSignIn();
  return readSession();
}

/**
 * Signing out ends the session on the server too, so a copy of the token stops working. Not awaited:
 * offline, or with a slow server, the extension is signed out at once all the same. A session taken
 * over from the web app is the same session there (docs/decisions/0012-sessions.md).
 */
export async function signOut(): Promise<Session> {
  const [user, token] = await Promise.all([readUser(), currentToken()]);
  if (token) {
    // The token goes with the call itself: the stored one is forgotten below, before it is sent.
    const authorization = `Bearer ${token}`;
    void callApi(paths.logout, { method: 'POST', signed: false, headers: { authorization } }).catch(
      () => undefined,
    );
  }
  // The web app may still be signed in: do not take its session straight back.
  await declinedWebUserItem.setValue(user?.uuid ?? null);
  await forgetAccount();
  return readSession();
}

/** Offers a token read from the web app; a first sign-in this way loads the learner's words. */
export async function offerWebToken(token: string): Promise<boolean> {
  const result = await adoptWebToken(token);
  if (result === 'adopted') await afterSignIn();
  return result !== 'refused';
}

async function renewTokenIfOld(): Promise<void> {
  const token = await currentToken();
  const facts = token ? readToken(token) : null;
  if (!facts || Date.now() / 1000 - facts.issuedAt < RENEW_AFTER_S) return;
  try {
    await storeToken((await callApi<string>(paths.replaceToken, { as: 'text' })).trim());
  } catch {
    // Unreachable now: the current token still works until it expires; a 401 already signed out.
  }
}

/**
 * The popup opened: take over the web app's session when signed out, renew an old token, refresh
 * the cached words and preferences, and send the words that wait.
 */
export async function syncSession(): Promise<Session> {
  if (await currentToken()) {
    await renewTokenIfOld();
    await afterSignIn();
  } else {
    // An offer the background adopts loads the learner's data before the tab's answer comes back.
    await requestSessionFromAppTabs(await readServerUrl());
  }
  return readSession();
}
