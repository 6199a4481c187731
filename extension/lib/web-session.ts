// Taking over the session of the web app, so a learner signed in there need not type a password
// again, and following it when it signs in another learner or signs out. The app keeps its token
// as plain text in its localStorage under 'token'; a content script on the app's origin reads it
// and offers it to the background (or says the app has none), which accepts these calls only from
// the app's origin and from the extension's own pages.
import { browser } from 'wxt/browser';
import { httpOrigin } from './app-url';
import { type MessageSender, sendTabMessage } from './messages';
import { currentToken, forgetAccount, storeToken } from './session';
import { declinedWebUserItem, readUser, sessionSourceItem, switchOfferItem } from './storage';
import { readToken } from './token';

export interface ExtensionIdentity {
  id: string;
  /** runtime.getURL(''): the prefix of every page the extension serves. */
  baseUrl: string;
}

/**
 * True for a message sent by this extension's own pages, or by its content script on the server's
 * origin (Chrome names the frame's origin; Firefox only its URL).
 */
export function isTrustedSessionSender(
  sender: MessageSender,
  serverOrigin: string,
  extension: ExtensionIdentity,
): boolean {
  if (sender.id !== extension.id) return false;
  const url = sender.url ?? '';
  if (url.startsWith(extension.baseUrl)) return true;
  const origin = sender.origin ?? httpOrigin(url);
  return origin !== null && origin !== undefined && origin === serverOrigin;
}

export type Adoption = 'adopted' | 'switched' | 'kept' | 'offered' | 'refused';

/**
 * What the extension does with the web app's token (docs/decisions/0037):
 * - signed out: takes it ('adopted'), unless this learner signed out of the extension;
 * - the same learner: keeps its session, taking the token when it is fresher ('kept');
 * - another learner, while the session in use came from the web app: follows it ('switched');
 * - another learner, while the learner signed in in the popup: keeps that session and keeps the
 *   token for the popup to offer ('offered'); the popup's "Stay" refuses that learner from then on.
 */
export async function adoptWebToken(token: string): Promise<Adoption> {
  const offered = readToken(token);
  if (!offered) return 'refused';
  const [current, currentUser, declined, source] = await Promise.all([
    currentToken(),
    readUser(),
    declinedWebUserItem.getValue(),
    sessionSourceItem.getValue(),
  ]);
  if (current && currentUser) {
    if (currentUser.uuid === offered.user.uuid) {
      await switchOfferItem.setValue(null); // the web app is back to this learner: nothing to ask
      const kept = readToken(current);
      if (current !== token && !(kept && kept.issuedAt >= offered.issuedAt)) await storeToken(token, 'web');
      return 'kept';
    }
    if (declined === offered.user.uuid) return 'refused';
    if (source === 'web') {
      await storeToken(token, 'web');
      return 'switched';
    }
    await switchOfferItem.setValue(token);
    return 'offered';
  }
  if (declined === offered.user.uuid) return 'refused';
  await storeToken(token, 'web');
  return 'adopted';
}

/**
 * The web app signed out (or its session ended): a session taken over from it ends with it; one
 * signed in in the popup stays. A pending offer of the web app's learner is withdrawn either way.
 */
export async function followWebSignOut(): Promise<boolean> {
  const [token, source] = await Promise.all([currentToken(), sessionSourceItem.getValue()]);
  await switchOfferItem.setValue(null);
  if (!token || source !== 'web') return false;
  await forgetAccount();
  return true;
}

const ASK_TIMEOUT_MS = 2000;

/** Asks every open tab of the web app to offer its session, and waits for their offers. */
export async function requestSessionFromAppTabs(serverOrigin: string): Promise<void> {
  const tabs = await browser.tabs.query({});
  const appTabs = tabs.filter(
    (tab) => tab.id !== undefined && tab.url !== undefined && httpOrigin(tab.url) === serverOrigin,
  );
  await Promise.all(
    appTabs.map((tab) =>
      Promise.race([
        sendTabMessage(tab.id as number, 'requestSession').catch(() => undefined),
        // A frozen or discarded tab never answers; the popup does not wait for it.
        new Promise((done) => setTimeout(done, ASK_TIMEOUT_MS)),
      ]),
    ),
  );
}
