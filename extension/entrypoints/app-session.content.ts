// Runs on the Wordhoard web app's pages and hands the app's session to the extension: the token the
// app keeps in its localStorage is offered to the background when the page loads, when another tab
// signs in, and when the background asks for it (the popup opened signed out). The background
// decides whether to take it; this script only reads.
import { defineContentScript } from 'wxt/utils/define-content-script';
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

    const offerSession = async (): Promise<boolean> => {
      const token = localStorage.getItem(WEB_TOKEN_KEY);
      if (!token) return false;
      return sendMessage('offerWebSession', { token }).catch(() => false);
    };

    window.addEventListener('storage', (event) => {
      if (event.storageArea === localStorage && event.key === WEB_TOKEN_KEY && event.newValue) {
        void offerSession();
      }
    });
    // Answered once the offer is handled, so the background waits for it before the popup goes on.
    listenForTabMessages({ requestSession: () => offerSession() });
    await offerSession();
  },
});
