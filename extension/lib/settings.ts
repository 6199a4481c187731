// The options page's and the popup's choices, checked before they are kept. Another server means
// another account: the session and what was cached for it are forgotten.
import { INVALID_SERVER_URL_MESSAGE, serverNotAllowedMessage } from '../../shared/extension';
import { normaliseCategory, validateNewCategory } from '../../shared/words/rules';
import { BUILT_HOST_PATTERNS, describePatterns, httpOrigin, originAllowed } from './app-url';
import { MessageError } from './message-errors';
import type { Session, Settings, SettingsChange } from './message-types';
import { forgetAccount, readSession } from './session';
import { declinedWebUserItem, readServerUrl, readSettings, serverUrlItem, settingsItem } from './storage';

/** The server origin for a typed address, or a MessageError saying why it cannot be used. */
export function checkServerUrl(text: string): string {
  const origin = httpOrigin(text.trim());
  if (!origin) throw new MessageError('invalid_server', INVALID_SERVER_URL_MESSAGE);
  if (!originAllowed(origin, BUILT_HOST_PATTERNS)) {
    throw new MessageError(
      'server_not_allowed',
      serverNotAllowedMessage(describePatterns(BUILT_HOST_PATTERNS)),
    );
  }
  return origin;
}

export async function saveSettings(change: SettingsChange): Promise<Session> {
  const settings = await readSettings();
  const next: Settings = { ...settings };
  if (change.defaultCategory !== undefined) {
    const problem = validateNewCategory(change.defaultCategory);
    if (problem) throw new MessageError('invalid_category', problem.trim());
    next.defaultCategory = normaliseCategory(change.defaultCategory);
  }
  if (typeof change.translateAutomatically === 'boolean') {
    next.translateAutomatically = change.translateAutomatically;
  }
  // Check everything before keeping anything: a refused change leaves all settings as they were.
  const serverUrl = change.serverUrl === undefined ? undefined : checkServerUrl(change.serverUrl);
  if (serverUrl !== undefined && serverUrl !== (await readServerUrl())) {
    await forgetAccount();
    await declinedWebUserItem.setValue(null);
    await serverUrlItem.setValue(serverUrl);
  }
  await settingsItem.setValue(next);
  return readSession();
}
