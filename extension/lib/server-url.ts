// Which Wordhoard server the extension talks to. Apart from the other stored items so the content
// script on the web app's pages can read it without loading them.
import { storage } from 'wxt/utils/storage';
import { BUILT_APP_URL, BUILT_HOST_PATTERNS, httpOrigin, originAllowed } from './app-url';

/** Origin of the Wordhoard server; the build's APP_URL until the user picks another. */
export const serverUrlItem = storage.defineItem<string>('local:serverUrl', {
  fallback: BUILT_APP_URL,
  version: 1,
});

/** The stored server origin, or the build's one when the stored value is not a server it may reach. */
export async function readServerUrl(): Promise<string> {
  const stored = httpOrigin(await serverUrlItem.getValue());
  return stored && originAllowed(stored, BUILT_HOST_PATTERNS) ? stored : BUILT_APP_URL;
}
