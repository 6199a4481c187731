// The shapes of SPEC §3 that cross the wire between the API and its clients.

export type Score = 1 | 2 | 3;

export interface Word {
  uuid: string;
  word: string;
  wordTranslation: string;
  sentence: string;
  sentenceTranslation: string;
  /** Speech locale, e.g. en-US. */
  language: string;
  /** Voice value from the speech catalogue, e.g. en-US-Female. */
  voice: string;
  highQuality: boolean;
  /** Stored picture id (content hash), '' when the word has no picture. */
  picture: string;
  /** Audio ids (content hashes), '' when not generated yet. */
  speechWord: string;
  speechSentence: string;
  category: string;
  score: Score;
  /** ISO timestamp; its first 10 characters are the day. */
  date: string;
  /** Where the word was saved from (extension), '' when typed in. */
  sourceUrl: string;
  sourceTitle: string;
  /** Not in SPEC §3: how many further sentences the word keeps (shared/words/encounters.ts); absent when none. */
  encounterCount?: number;
  /** Not in SPEC §3: which translator answered the word's translation; absent when typed or none. */
  translatedBy?: 'device' | 'server';
  /** Not in SPEC §3: the form met on the page when it is not the word ("anchors"); absent otherwise. */
  formMet?: string;
}

/** A word on the client, with the flag the filter sets. */
export interface ShownWord extends Word {
  display: boolean;
}

export interface Preferences {
  speechLanguage: string;
  speechVoice: string;
  sourceLanguage: string;
  targetLanguage: string;
  highQuality: boolean;
  rateSpeech: number;
}

/** The text fields of the add and update forms (the picture travels beside them). */
export interface WordForm {
  word: string;
  wordTranslation: string;
  sentence: string;
  sentenceTranslation: string;
  language: string;
  voice: string;
  highQuality: boolean;
  category: string;
  sourceUrl?: string;
  sourceTitle?: string;
}
