// What the page and the words list worker (words-worker.ts) say to each other.
import type { DisplaySettings } from '../../../../../shared/words/filter';
import type { ShownWord } from '../../../../../shared/words/types';

/**
 * Words per message: receiving one is a task on the page's thread (the words are copied in), so a
 * slice must stay short on a slow phone; but each message costs a task and a wait of its own, and
 * 41 slices of 250 at 10,000 words made the rows appear later (issue 35). 1,000 words are about
 * 470 KB of list.
 */
export const WORDS_SLICE = 1_000;

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
  /** After 'done': the list is kept on the device (or needed no keeping); the worker may end. */
  | { kind: 'kept' }
  /** Anything but a full list: the page asks again through its api client, which knows every
   *  error's text and signs out on a 401. */
  | { kind: 'failed' };
