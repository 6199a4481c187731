// The changes made offline, as the outbox keeps them (docs/decisions/0031-offline-study.md), read
// by the page and by the service worker alike.
import type { ReviewAnswerBody } from '../../../../shared/api';
import type { WordForm } from '../../../../shared/words/types';

export type OfflineChange =
  | { kind: 'score'; userId: number; uuid: string; score: number }
  | { kind: 'review'; userId: number; uuid: string; body: ReviewAnswerBody }
  /** A word's text edited offline, with the version it started from (If-Match). */
  | { kind: 'edit'; userId: number; uuid: string; form: WordForm; version: number | undefined }
  /**
   * A new word: `uuid` is the device's id for it (shared/offline/new-words.ts), sent as the add's
   * Idempotency-Key; the picture waits here with it (as bytes: a page and the service worker both
   * rebuild it); `date` is when it was added.
   */
  | {
      kind: 'add';
      userId: number;
      uuid: string;
      form: WordForm;
      picture?: KeptPicture;
      date: string;
      /** The learner's languages when it was added: its empty translations are filled when sent. */
      translateWith?: LanguagePair;
    };

export interface LanguagePair {
  sourceLanguage: string;
  targetLanguage: string;
}

export interface KeptPicture {
  bytes: ArrayBuffer;
  type: string;
}

export type QueuedChange = OfflineChange & { seq: number };

/** What became of a change sent: taken (or no longer wanted, e.g. its word was deleted), or kept. */
export type SendOutcome = 'sent' | 'dropped' | 'stop';
