// What the popup needs to know on opening, read in one place from storage.
import type { TokenUser } from '../../shared/api';
import { isTokenUser, readServerUrl, saveQueueItem, tokenItem, userItem } from './storage';

export interface Session {
  /** Origin of the Wordhoard server, for links and API calls. */
  serverUrl: string;
  /** The signed-in user; null without a token or when the stored user is unreadable. */
  user: TokenUser | null;
  /** Selections saved from pages that have not reached the server yet. */
  pendingSaves: number;
}

export async function readSession(): Promise<Session> {
  const [serverUrl, token, user, queue] = await Promise.all([
    readServerUrl(),
    tokenItem.getValue(),
    userItem.getValue(),
    saveQueueItem.getValue(),
  ]);
  const signedIn = typeof token === 'string' && token !== '' && isTokenUser(user);
  return {
    serverUrl,
    user: signedIn ? user : null,
    pendingSaves: Array.isArray(queue) ? queue.length : 0,
  };
}
