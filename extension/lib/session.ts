// Who is signed in, read and written in one place. The token is the source of truth; the user
// stored beside it is its decoded claim, so the popup opens without decoding. Whatever was cached
// for one learner (words, preferences, today's review queue) is dropped the moment another one
// signs in, so nothing of theirs is shown, marked or sent in the next learner's session.
import type { TokenUser } from '../../shared/api';
import { MessageError } from './message-errors';
import type { Session, WaitingForLearner } from './message-types';
import { readAnswers, reviewQueueItem } from './review-storage';
import { readQueue } from './save-queue';
import {
  belongsTo,
  cachedLearnerItem,
  type LearnerTag,
  preferencesFetchedAtItem,
  preferencesItem,
  readServerUrl,
  readSettings,
  readUser,
  sessionSourceItem,
  switchOfferItem,
  tokenItem,
  userItem,
  writeWordsCache,
} from './storage';
import { readToken } from './token';

/** The signed-in learner with the token of their session, read together. */
export interface LearnerSession {
  token: string;
  user: TokenUser;
}

export async function currentLearner(): Promise<LearnerSession | null> {
  const [token, user] = await Promise.all([currentToken(), readUser()]);
  return token && user ? { token, user } : null;
}

/** Saves and answers kept for learners other than the one signed in, one line per learner. */
function waitingForOthers(
  uuid: string | undefined,
  saves: { learner?: LearnerTag }[],
  answers: { learner?: LearnerTag }[],
): WaitingForLearner[] {
  const lines = new Map<string, WaitingForLearner>();
  const count = (items: { learner?: LearnerTag }[], field: 'saves' | 'answers') => {
    for (const { learner } of items) {
      if (!learner || learner.uuid === uuid) continue;
      const line = lines.get(learner.uuid) ?? {
        uuid: learner.uuid,
        name: learner.name,
        saves: 0,
        answers: 0,
      };
      line[field] += 1;
      lines.set(learner.uuid, line);
    }
  };
  count(saves, 'saves');
  count(answers, 'answers');
  return [...lines.values()];
}

export async function readSession(): Promise<Session> {
  const [serverUrl, token, user, queue, answers, settings, offer] = await Promise.all([
    readServerUrl(),
    tokenItem.getValue(),
    readUser(),
    readQueue(),
    readAnswers(),
    readSettings(),
    switchOfferItem.getValue(),
  ]);
  const signedIn = typeof token === 'string' && token !== '' && user !== null;
  const uuid = signedIn ? user.uuid : undefined;
  // Signed out, the saves nobody owns are listed (they go to the next sign-in).
  const mine = queue.filter((save) => (uuid ? belongsTo(uuid, save) : save.learner === undefined));
  const offered = signedIn && offer ? readToken(offer)?.user : undefined;
  return {
    serverUrl,
    user: signedIn ? user : null,
    pendingSaves: mine.length,
    pending: mine.map((save) => ({
      id: save.id,
      word: save.word,
      wordTranslation: save.wordTranslation,
      sentence: save.sentence,
      sentenceTranslation: save.sentenceTranslation,
      category: save.category,
      problem: save.problem ?? null,
    })),
    waitingFor: waitingForOthers(uuid, queue, answers),
    switchOffer: offered && offered.uuid !== uuid ? { name: offered.name || offered.email } : null,
    settings,
  };
}

/** The stored token, or null when signed out. */
export async function currentToken(): Promise<string | null> {
  const token = await tokenItem.getValue();
  return typeof token === 'string' && token !== '' ? token : null;
}

/** Empties what was cached for the learner signed in: it must not be shown to the next one. */
async function dropLearnerCaches(next: string | null): Promise<void> {
  await Promise.all([
    cachedLearnerItem.setValue(next),
    writeWordsCache([]),
    preferencesItem.setValue(null),
    preferencesFetchedAtItem.setValue(0),
    reviewQueueItem.setValue(null),
  ]);
}

/**
 * Keeps a token the API issued and its user; refuses one whose user cannot be read. Another
 * learner's token drops the previous learner's caches first. `source` says where a new session
 * came from; a renewed token keeps its source.
 */
export async function storeToken(token: string, source?: 'web' | 'popup'): Promise<TokenUser> {
  const facts = readToken(token);
  if (!facts) throw new MessageError('bad_token', 'The server answered with a token Wordhoard cannot read.');
  // The caches' owner, not the user: a session that expired keeps its learner's caches for them.
  if ((await cachedLearnerItem.getValue()) !== facts.user.uuid) await dropLearnerCaches(facts.user.uuid);
  await Promise.all([
    tokenItem.setValue(token),
    userItem.setValue(facts.user),
    switchOfferItem.setValue(null),
    source ? sessionSourceItem.setValue(source) : undefined,
  ]);
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
    sessionSourceItem.setValue(null),
    switchOfferItem.setValue(null),
    dropLearnerCaches(null),
  ]);
}
