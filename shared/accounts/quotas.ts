// Per-learner quotas: what one account may keep and how fast it may add, with the messages the
// server answers and the profile's usage line. Far above what a real learner reaches; they bound
// what one account (a trial one included) can make the server store.

export const WORDS_MAX = 100_000;
export const MEDIA_BYTES_MAX = 2 * 1024 ** 3;
/**
 * The text of a learner's words and encounters (words, translations, sentences, categories,
 * sources), in UTF-8 bytes. It lives in the one database every learner shares, so it is bounded
 * apart from media: a full account of 100,000 words with a few sentences each stays below.
 */
export const TEXT_BYTES_MAX = 256 * 1024 ** 2;
/** Word adds per minute: a learner saving words as they read stays well below. */
export const ADDS_PER_MINUTE = 60;

const count = (n: number) => n.toLocaleString('en-US');

/** Bytes as a learner reads them: "0 B", "12.5 MB", "2 GB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}

export const WORDS_QUOTA_MESSAGE = `You have ${count(WORDS_MAX)} words, the most one account can keep. Delete some words to add new ones.`;
export const MEDIA_QUOTA_MESSAGE = `Your pictures and audio would use more than ${formatBytes(MEDIA_BYTES_MAX)}, the most one account can keep. Delete some words with pictures, or add this one without a picture.`;
export const TEXT_QUOTA_MESSAGE = `Your words and sentences would use more than ${formatBytes(TEXT_BYTES_MAX)} of text, the most one account can keep. Delete some words or sentences to add new ones.`;
export const ADDS_RATE_MESSAGE = `You are adding words very fast (at most ${ADDS_PER_MINUTE} a minute). Please wait a minute and try again.`;

export interface Usage {
  words: number;
  mediaBytes: number;
  /** UTF-8 bytes of the text of the learner's words and encounters (TEXT_BYTES_MAX). */
  textBytes: number;
}

/** The UTF-8 bytes of texts, as the server counts them against TEXT_BYTES_MAX. */
export const textBytesOf = (...texts: (string | undefined)[]): number =>
  texts.reduce((total, text) => total + (text ? new TextEncoder().encode(text).byteLength : 0), 0);

/** The text a word counts (the server sums the same columns of its rows). */
export interface WordText {
  word: string;
  wordTranslation?: string;
  sentence?: string;
  sentenceTranslation?: string;
  category?: string;
  sourceUrl?: string;
  sourceTitle?: string;
}
export const wordTextBytes = (w: WordText) =>
  textBytesOf(
    w.word,
    w.wordTranslation,
    w.sentence,
    w.sentenceTranslation,
    w.category,
    w.sourceUrl,
    w.sourceTitle,
  );

/** The text an encounter counts. */
export type EncounterText = Pick<WordText, 'sentenceTranslation' | 'sourceUrl' | 'sourceTitle'> & {
  sentence: string;
};
export const encounterTextBytes = (e: EncounterText) =>
  textBytesOf(e.sentence, e.sentenceTranslation, e.sourceUrl, e.sourceTitle);

/** The profile's usage lines. */
export const wordsUsageText = (usage: Usage) => `${count(usage.words)} of ${count(WORDS_MAX)} words`;
export const mediaUsageText = (usage: Usage) =>
  `${formatBytes(usage.mediaBytes)} of ${formatBytes(MEDIA_BYTES_MAX)} of pictures and audio`;
export const textUsageText = (usage: Usage) =>
  `${formatBytes(usage.textBytes)} of ${formatBytes(TEXT_BYTES_MAX)} of text (words, translations, sentences)`;
