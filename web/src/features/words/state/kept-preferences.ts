// The learner's preferences (languages, voices) kept on the device, so the words screen opens
// offline with them (docs/decisions/0031-offline-study.md).
import type { Preferences } from '../../../../../shared/words/types';
import { readKept, writeKept } from '../../../lib/offline/idb';
import { isNetworkFailure } from '../../../lib/offline/network';
import { fetchPreferences } from './words-api';

const keyFor = (userId: number) => `preferences:${userId}`;

export async function preferencesOrKept(userId: number): Promise<Preferences> {
  try {
    const preferences = await fetchPreferences();
    await writeKept(keyFor(userId), preferences).catch(() => undefined);
    return preferences;
  } catch (error) {
    const kept = isNetworkFailure(error)
      ? await readKept<Preferences>(keyFor(userId)).catch(() => undefined)
      : undefined;
    if (!kept) throw error;
    return kept;
  }
}
