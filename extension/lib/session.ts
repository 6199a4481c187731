// Who is signed in, read and written in one place. The token is the source of truth; the user
// stored beside it is its decoded claim, so the popup opens without decoding.
import type { TokenUser } from '../../shared/api';
import { MessageError } from './message-errors';
import type { Session } from './message-types';
import { readQueue } from './save-queue';
import {
  preferencesItem,
  readServerUrl,
  readSettings,
  readUser,
  tokenItem,
  userItem,
  writeWordsCache,
} from './storage';
import { readToken } from './token';

export async function readSession(): Promise<Session> {
  const [serverUrl, token, user, queue, settings] = await Promise.all([
    readServerUrl(),
    tokenItem.getValue(),
    readUser(),
    readQueue(),
    readSettings(),
  ]);
  const signedIn = typeof token === 'string' && token !== '' && user !== null;
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
