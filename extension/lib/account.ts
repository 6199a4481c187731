// Signing in and out of the extension, and keeping the session fresh when the popup opens.
import { errorText, hasErrors, validateLoginForm } from '../../shared/accounts/rules';
import { paths } from '../../shared/api';
import { callApi } from './api-client';
import { flushQueue } from './flush-queue';
import { MessageError } from './message-errors';
import type { Session } from './message-types';
import { flushAnswers } from './review-answers';
import { restoreQueueState } from './save-queue';
import { currentToken, forgetAccount, readSession, storeToken } from './session';
import { declinedWebUserItem, readServerUrl, readUser, switchOfferItem } from './storage';
import { readToken } from './token';
import { adoptWebToken, followWebSignOut, requestSessionFromAppTabs } from './web-session';
import { refreshAccountData } from './words-cache';

/** A token older than this is exchanged for a new one when the popup opens (they last 7 days). */
const RENEW_AFTER_S = 24 * 60 * 60;

/**
 * What follows any sign-in: fresh words and preferences, then the words and answers that waited
 * for this learner (the badge and the retry alarm follow who may send what now).
 */
export async function afterSignIn(): Promise<void> {
  await refreshAccountData();
  await restoreQueueState();
  await Promise.allSettled([flushQueue(), flushAnswers()]);
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
  await storeToken(token.trim(), 'popup');
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
  if (token) endServerSession(token);
  // The web app may still be signed in: do not take its session straight back.
  await declinedWebUserItem.setValue(user?.uuid ?? null);
  await forgetAccount();
  return readSession();
}

/** Ends a session on the server without waiting (the token goes with the call itself). */
function endServerSession(token: string): void {
  const authorization = `Bearer ${token}`;
  void callApi(paths.logout, { method: 'POST', signed: false, headers: { authorization } }).catch(
    () => undefined,
  );
}

/**
 * Offers a token read from the web app; a sign-in or a switch this way loads the learner's words
 * and sends what waited for them. True when the extension now uses the web app's learner.
 */
export async function offerWebToken(token: string): Promise<boolean> {
  const result = await adoptWebToken(token);
  if (result === 'adopted' || result === 'switched') await afterSignIn();
  return result === 'adopted' || result === 'switched' || result === 'kept';
}

/** The web app signed out: a session taken over from it ends here too; the badge follows. */
export async function webSignedOut(): Promise<boolean> {
  const signedOut = await followWebSignOut();
  if (signedOut) await restoreQueueState();
  return signedOut;
}

/**
 * The popup's answer to the web app's other learner: switch (the popup's own session ends on the
 * server, and the extension follows the web app from now on), or stay (that learner is not offered
 * again until the extension signs in again).
 */
export async function answerSwitchOffer(switchTo: boolean): Promise<Session> {
  const [offer, token] = await Promise.all([switchOfferItem.getValue(), currentToken()]);
  const offered = offer ? readToken(offer) : null;
  if (!offer || !offered) {
    await switchOfferItem.setValue(null);
    return readSession();
  }
  if (!switchTo) {
    await Promise.all([declinedWebUserItem.setValue(offered.user.uuid), switchOfferItem.setValue(null)]);
    return readSession();
  }
  if (token) endServerSession(token);
  await storeToken(offer, 'web');
  await declinedWebUserItem.setValue(null);
  await afterSignIn();
  return readSession();
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
 * The popup opened: hear the web app's session (take it over when signed out, follow or offer
 * another learner), renew an old token, refresh the cached words and preferences, and send the
 * words that wait.
 */
export async function syncSession(): Promise<Session> {
  // An offer the background adopts loads the learner's data before the tab's answer comes back.
  const before = await currentToken();
  await requestSessionFromAppTabs(await readServerUrl());
  const token = await currentToken();
  // A session the tabs just brought in was refreshed as it came.
  if (token && token === before) {
    await renewTokenIfOld();
    await afterSignIn();
  }
  return readSession();
}
