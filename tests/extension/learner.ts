// The learner most extension tests start from: signed in (a token the fake API knows, the user
// stored), and the words they save: a draft from a page, and the same as it waits in the queue.
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PendingSave } from '../../extension/lib/storage';
import { tokenItem, userItem } from '../../extension/lib/storage';
import { ADA, type FakeApi, startFakeApi, tokenFor } from './fake-api';

/** A second learner, to prove one learner's things never reach the other's session. */
export const GRACE = { ...ADA, id: 8, uuid: 'user-grace', name: 'Grace', email: 'grace@example.org' };

/** A token of `user` the fake server accepts, as the web app holds it after its login. */
export async function webTokenOf(api: FakeApi, user = ADA): Promise<string> {
  const token = await tokenFor(user);
  api.tokens.add(token);
  return token;
}

export async function signInLearner(api: FakeApi): Promise<void> {
  const token = await tokenFor();
  api.tokens.add(token);
  await tokenItem.setValue(token);
  await userItem.setValue(ADA);
}

/**
 * Each test of the file starts on a fresh browser and fake server, the learner signed in; the
 * answer reads the test's server.
 */
export function startEachSignedIn(): () => FakeApi {
  let api: FakeApi | undefined;
  beforeEach(async () => {
    fakeBrowser.reset();
    api = startFakeApi();
    await signInLearner(api);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return () => {
    if (!api) throw new Error('The fake server starts before each test.');
    return api;
  };
}

type Draft = Omit<PendingSave, 'id' | 'savedAt'>;

/** A word saved from a page, with its sentence and source; `fields` changes any of it. */
export const draftOf = (word: string, fields: Partial<Draft> = {}): Draft => ({
  word,
  wordTranslation: '',
  sentence: `A sentence with ${word}.`,
  sentenceTranslation: '',
  category: 'No',
  sourceUrl: 'https://example.org/story',
  sourceTitle: 'A story',
  translate: false,
  ...fields,
});

/** The same word as it waits in the save queue. */
export const waitingSave = (word: string, fields: Partial<PendingSave> = {}): PendingSave => ({
  ...draftOf(word),
  id: `id-${word}`,
  savedAt: '2025-05-01T10:00:00.000Z',
  ...fields,
});
