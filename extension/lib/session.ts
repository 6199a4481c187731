// Who is signed in, read and written in one place. The token is the source of truth; the user
// stored beside it is its decoded claim, so the popup opens without decoding.
import type { TokenUser } from '../../shared/api';
import { MessageError } from './messages';
import { readQueue } from './save-queue';
import {
  isTokenUser,
  type PendingSave,
  preferencesItem,
  readServerUrl,
  readSettings,
  type Settings,
  tokenItem,
  userItem,
  writeWordsCache,
} from './storage';
import { readToken } from './token';

/** A save that has not reached the server, as the popup lists it (and fills its form to edit it). */
export interface PendingSummary
  extends Pick<
    PendingSave,
    'id' | 'word' | 'wordTranslation' | 'sentence' | 'sentenceTranslation' | 'category'
  > {
  /** The server's reason when it refused the word; null while it only waits. */
  problem: string | null;
}

export interface Session {
  /** Origin of the Wordhoard server, for links and API calls. */
  serverUrl: string;
  /** The signed-in user; null without a token or when the stored user is unreadable. */
  user: TokenUser | null;
  /** Saves that have not reached the server yet. */
  pendingSaves: number;
  pending: PendingSummary[];
  settings: Settings;
}

export async function readSession(): Promise<Session> {
  const [serverUrl, token, user, queue, settings] = await Promise.all([
    readServerUrl(),
    tokenItem.getValue(),
    userItem.getValue(),
    readQueue(),
    readSettings(),
  ]);
  const signedIn = typeof token === 'string' && token !== '' && isTokenUser(user);
  return {
    serverUrl,
    user: signedIn ? user : null,
    pendingSaves: queue.length,
    pending: queue.map((save) => ({
      id: save.id,
      word: save.word,
      wordTranslation: save.wordTranslation,
      sentence: save.sentence,
      sentenceTranslation: save.sentenceTranslation,
      category: save.category,
      problem: save.problem ?? null,
    })),
    settings,
  };
}

/** The stored token, or null when signed out. */
export async function currentToken(): Promise<string | null> {
  const token = await tokenItem.getValue();
  return typeof token === 'string' && token !== '' ? token : null;
}

/** Keeps a token the API issued and its user; refuses one whose user cannot be read. */
export async function storeToken(token: string): Promise<TokenUser> {
  const facts = readToken(token);
  if (!facts) throw new MessageError('bad_token', 'The server answered with a token Wordhoard cannot read.');
  await Promise.all([tokenItem.setValue(token), userItem.setValue(facts.user)]);
  return facts.user;
}

/**
 * The server refused this token (401): forget it, so the popup asks to sign in again. The learner's
 * words and preferences stay cached until someone else signs in.
 */
export async function expireSession(token: string): Promise<void> {
  if ((await tokenItem.getValue()) !== token) return;
  await Promise.all([tokenItem.setValue(null), userItem.setValue(null)]);
}

/** Signing out forgets the account and what was cached for it; saves still waiting are kept. */
export async function forgetAccount(): Promise<void> {
  await Promise.all([
    tokenItem.setValue(null),
    userItem.setValue(null),
    writeWordsCache([]),
    preferencesItem.setValue(null),
  ]);
}
