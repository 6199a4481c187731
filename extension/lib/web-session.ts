// Taking over the session of the web app, so a learner signed in there need not type a password
// again. The app keeps its token as plain text in its localStorage under 'token'; a content script
// on the app's origin reads it and offers it to the background, which accepts offers only from the
// app's origin and from the extension's own pages.
import { browser } from 'wxt/browser';
import { httpOrigin } from './app-url';
import { type MessageSender, sendTabMessage } from './messages';
import { currentToken, storeToken } from './session';
import { declinedWebUserItem, readUser } from './storage';
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

/**
 * Takes the web app's token when the extension is signed out, or when it is fresher than the one
 * kept for the same learner. Another learner's session never replaces the current one silently,
 * and a learner who signed out of the extension is not signed in again this way.
 * 'adopted': the extension was signed out and now is; 'kept': it holds this learner's session.
 */
export async function adoptWebToken(token: string): Promise<'adopted' | 'kept' | 'refused'> {
  const offered = readToken(token);
  if (!offered) return 'refused';
  const [current, currentUser, declined] = await Promise.all([
    currentToken(),
    readUser(),
    declinedWebUserItem.getValue(),
  ]);
  if (current && currentUser) {
    if (currentUser.uuid !== offered.user.uuid) return 'refused';
    const kept = readToken(current);
    if (current === token || (kept && kept.issuedAt >= offered.issuedAt)) return 'kept';
    await storeToken(token);
    return 'kept';
  }
  if (declined === offered.user.uuid) return 'refused';
  await storeToken(token);
  return 'adopted';
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
