// Everything the extension keeps, declared once. Each item has a fallback (so a fresh install reads
// sensible values) and a version (so a later shape change ships a migration instead of a crash).
// Values are read back through the validators below: storage is a boundary like any other.
import { storage } from 'wxt/utils/storage';
import { isTokenUser } from '../../shared/accounts/token-user';
import type { Preferences, TokenUser, Word } from '../../shared/api';
import {
  boolean,
  fieldOf,
  number,
  object,
  optional,
  orDefault,
  type Shape,
  string,
} from '../../shared/shape';
import { DEFAULT_CATEGORY } from '../../shared/words/rules';
import type { Settings, WordDraft } from './message-types';
import { DEFAULT_SETTINGS } from './settings-defaults';

export { readServerUrl, serverUrlItem } from './server-url';

/** The learner a waiting save or answer was made for: it is sent only in their session. */
export interface LearnerTag {
  uuid: string;
  /** Their name (or e-mail), for "… wait for {name}" while another learner is signed in. */
  name: string;
}

export const isLearnerTag: Shape<LearnerTag> = object({ uuid: string, name: string });

/** True for an item made for the learner `uuid`, or for whoever signs in next (no learner recorded). */
export const belongsTo = (uuid: string | undefined, item: { learner?: LearnerTag }): boolean =>
  uuid !== undefined && (item.learner === undefined || item.learner.uuid === uuid);

/** The tag of a signed-in user. */
export const learnerTagOf = (user: TokenUser): LearnerTag => ({
  uuid: user.uuid,
  name: user.name || user.email,
});

/** A word waiting to be added to the learner's words, with everything known when it was saved. */
export interface PendingSave extends WordDraft {
  id: string;
  /** ISO timestamp of the save. */
  savedAt: string;
  /**
   * Why the server refused it. A refused word is not sent again by itself: it stays, listed in the
   * popup, until the learner edits or discards it.
   */
  problem?: string;
  /**
   * Who was signed in when it was saved; absent when nobody was (it goes to the next sign-in) or
   * when it was queued by a version that did not record it.
   */
  learner?: LearnerTag;
}

/** The bearer token the API issued at login, null when signed out. */
export const tokenItem = storage.defineItem<string | null>('local:token', { fallback: null, version: 1 });

/** The user claim decoded from the token, kept beside it so the popup opens without decoding. */
export const userItem = storage.defineItem<TokenUser | null>('local:user', { fallback: null, version: 1 });

/** The stored user when it is a whole token user; a damaged value reads as signed out. */
export const readUser = async (): Promise<TokenUser | null> => {
  const user: unknown = await userItem.getValue();
  return isTokenUser(user) ? user : null;
};

/** The user's words as last fetched, for the duplicate check and the popup's test. */
// Not through storage.defineItem: WXT reads every defined item once when its module loads, and this
// one holds all the learner's words, read again by each popup and each wake of the background.
// It is a cache the background fetches again at will, so it needs no version migrations.
export const wordsCacheItem = {
  key: 'local:wordsCache',
  getValue: () => storage.getItem<Word[]>('local:wordsCache', { fallback: [] }),
  setValue: (words: Word[]) => storage.setItem('local:wordsCache', words),
} as const;

/** The learner's speech and translation languages as last fetched. */
export const preferencesItem = storage.defineItem<Preferences | null>('local:preferences', {
  fallback: null,
  version: 1,
});

/** Cached preferences are used only whole: a damaged copy is fetched again. */
export const isPreferences: Shape<Preferences> = object({
  speechLanguage: string,
  speechVoice: string,
  sourceLanguage: string,
  targetLanguage: string,
  highQuality: boolean,
  rateSpeech: number,
});

/** When the preferences were last fetched (ms since the epoch): a save refreshes stale ones. */
export const preferencesFetchedAtItem = storage.defineItem<number>('local:preferencesFetchedAt', {
  fallback: 0,
  version: 1,
});

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
});

/** The user who signed out of the extension: their web-app session is not taken over again. */
export const declinedWebUserItem = storage.defineItem<string | null>('local:declinedWebUser', {
  fallback: null,
  version: 1,
});

/**
 * Where the session in use came from: 'web' when it was taken over from the web app (the extension
 * then follows the web app's sign-ins and sign-outs), 'popup' when the learner signed in here
 * (another learner in the web app is then only offered). Null reads as 'popup': never switch
 * silently a session whose origin is unknown.
 */
export const sessionSourceItem = storage.defineItem<'web' | 'popup' | null>('local:sessionSource', {
  fallback: null,
  version: 1,
});

/** The uuid of the learner whose words, preferences and review queue are cached: another one's drops them. */
export const cachedLearnerItem = storage.defineItem<string | null>('local:cachedLearner', {
  fallback: null,
  version: 1,
});

/** The web app's token of another learner, offered while the popup's own session stays in use. */
export const switchOfferItem = storage.defineItem<string | null>('local:switchOffer', {
  fallback: null,
  version: 1,
});

/** Saves not yet sent to the server, oldest first. */
export const saveQueueItem = storage.defineItem<PendingSave[]>('local:saveQueue', {
  fallback: [],
  version: 2,
  migrations: {
    // Version 1 kept only the word and its page; the fields added since start empty.
    2: (queue: unknown) =>
      Array.isArray(queue)
        ? queue.map((pending) => ({
            wordTranslation: '',
            sentence: '',
            sentenceTranslation: '',
            category: DEFAULT_CATEGORY,
            translate: true,
            ...pending,
          }))
        : [],
  },
});

/** The stored options, field by field: a missing or damaged one takes its default. */
export async function readSettings(): Promise<Settings> {
  const stored: unknown = await settingsItem.getValue();
  return {
    defaultCategory: orDefault(fieldOf(stored, 'defaultCategory'), string, DEFAULT_SETTINGS.defaultCategory),
    translateAutomatically: orDefault(
      fieldOf(stored, 'translateAutomatically'),
      boolean,
      DEFAULT_SETTINGS.translateAutomatically,
    ),
  };
}

/** A queued save has every field the popup and the add call rely on. */
export const isPendingSave: Shape<PendingSave> = object({
  id: string,
  word: string,
  wordTranslation: string,
  sentence: string,
  sentenceTranslation: string,
  category: string,
  sourceUrl: string,
  sourceTitle: string,
  translate: boolean,
  translatedBy: optional(
    (value: unknown): value is 'device' | 'server' => value === 'device' || value === 'server',
  ),
  formMet: optional(string),
  pageLanguage: optional(string),
  savedAt: string,
  problem: optional(string),
  learner: optional(isLearnerTag),
});

/** Changed with every write of the words cache through writeWordsCache (a random id). */
const wordsCacheStampItem = storage.defineItem<string | null>('local:wordsCacheStamp', { fallback: null });

/**
 * The words cache as this context last wrote or read it, with the stamp it had. A save reads the
 * cache up to three times: reading 1,000 words out of storage each time cost a slow machine more
 * than the API's add. The stamp (a few bytes) tells whether storage still holds this copy; a write
 * from another context, or a cleared storage, changes it.
 */
let wordsInMemory: { stamp: string; words: Word[] } | null = null;
let writing: Promise<void> | null = null;

/** The duplicate check and the popup's test read the word; entries without one are left out. */
const isCachedWord = object({ word: string }) as Shape<Word>;
const validWords = (words: unknown): Word[] => (Array.isArray(words) ? words.filter(isCachedWord) : []);

/** Words as a list of word objects; anything else reads as no words. */
export const readWordsCache = async (): Promise<Word[]> => {
  if (writing && wordsInMemory) return wordsInMemory.words; // newer than storage until it lands
  const stamp = await wordsCacheStampItem.getValue();
  if (stamp !== null && wordsInMemory?.stamp === stamp) return wordsInMemory.words;
  const words = validWords(await wordsCacheItem.getValue());
  wordsInMemory = stamp === null ? null : { stamp, words };
  return words;
};

/** Replaces the cached words: at once for this context's readers, then in storage. */
export function writeWordsCache(words: Word[]): Promise<void> {
  const stamp = crypto.randomUUID();
  wordsInMemory = { stamp, words };
  const write = Promise.all([wordsCacheItem.setValue(words), wordsCacheStampItem.setValue(stamp)]).then(
    () => undefined,
  );
  writing = write;
  return write.finally(() => {
    if (writing === write) writing = null;
  });
}
