// What the page and the words list worker (words-worker.ts) say to each other.
import type { DisplaySettings } from '../../../../../shared/words/filter';
import type { ShownWord } from '../../../../../shared/words/types';

/** Words per message: small enough that receiving one is a short task on a slow phone. */
export const WORDS_SLICE = 250;

/** The list's GET, with the bearer token the api client would send, and what the settings need. */
export interface WordsRequest {
  url: string;
  token: string;
  /** The settings kept under 'displaySettings', as stored (or null). */
  storedSettings: string | null;
  /** The learner's registration day and today (YYYY-MM-DD): the default date range. */
  registered: string;
  today: string;
  /** The learner's id: the kept copy of their list, used when the network is down (decision 0031). */
  userId: number;
}

export type WordsMessage =
  | { kind: 'slice'; words: ShownWord[] }
  | { kind: 'done'; total: number; settings: DisplaySettings }
  /** Anything but a full list: the page asks again through its api client, which knows every
   *  error's text and signs out on a 401. */
  | { kind: 'failed' };
