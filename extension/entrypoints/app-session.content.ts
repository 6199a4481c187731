// Runs on the Wordhoard web app's pages and tells the extension which session the app has: the
// token the app keeps in its localStorage is offered to the background, or the background hears
// that the app has none (it signed out). It reports when the page loads, when the app on this page
// signs in or out (its own event: shared/accounts/web-session.ts), when another tab does (the
// storage event), when the page comes back into view, and when the background asks (the popup
// opened). The background decides what to do with it; this script only reads.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { WEB_SESSION_EVENT } from '../../shared/accounts/web-session';
import { WEB_TOKEN_KEY } from '../lib/app-session';
import { BUILT_HOST_PATTERNS } from '../lib/app-url';
import { listenForTabMessages, sendMessage } from '../lib/messages';
import { readServerUrl } from '../lib/server-url';

export default defineContentScript({
  // Every origin the build may reach; main() goes on only on the one the learner chose.
  matches: [...BUILT_HOST_PATTERNS],
  runAt: 'document_idle',
  async main() {
    if (location.origin !== (await readServerUrl())) return;

    /** The token last reported; undefined before the first report. */
    let reported: string | null | undefined;

    /** True when the background uses the app's session. */
    const report = async (): Promise<boolean> => {
      const token = localStorage.getItem(WEB_TOKEN_KEY) || null;
      reported = token;
      if (!token) {
        await sendMessage('webSignedOut').catch(() => false);
        return false;
      }
      return sendMessage('offerWebSession', { token }).catch(() => false);
    };
    // A renewal, a sign-in or a sign-out changes the token; anything else is not news.
    const reportChange = () => {
      if ((localStorage.getItem(WEB_TOKEN_KEY) || null) !== reported) void report();
    };

    window.addEventListener('storage', (event) => {
      // A null key: another tab cleared the whole storage (the app's logout).
      if (event.storageArea === localStorage && (event.key === WEB_TOKEN_KEY || event.key === null)) {
        reportChange();
      }
    });
    document.addEventListener(WEB_SESSION_EVENT, reportChange);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reportChange();
    });
    // Answered once the report is handled, so the background waits for it before the popup goes on.
    listenForTabMessages({ requestSession: () => report() });
    await report();
  },
});
