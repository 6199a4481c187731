// The one source of the words rules of SPEC §5 "Words", §8 and §9: limits, exact message texts and
// the checks built from them. The add and edit forms, the extension and the API all call these, so a
// rule changes in one place. Picture and study-mode rules live beside this file and are re-exported.
import { cleanText } from '../text';
import type { Word, WordForm } from './types';

export * from './picture';
export * from './study';

export const WORD_MAX = 100;
export const SENTENCE_MAX = 1000;
export const CATEGORY_MAX = 20;
/** A word's source page (saved from the extension): the address is refused over this length… */
export const SOURCE_URL_MAX = 2000;
/** …and the title is cut to this length. */
export const SOURCE_TITLE_MAX = 300;
export const SOURCE_URL_MESSAGES = {
  notWeb: 'The source address must be an http or https URL.',
  tooLong: `The source address can't exceed ${SOURCE_URL_MAX} characters.`,
} as const;

/** The address in its normal form when it is an http or https URL, else null. */
export function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
/** Stored when the user picks no category. */
export const DEFAULT_CATEGORY = 'No';
/** How a word without a category is shown, and the option every category list offers. */
export const NO_CATEGORY_LABEL = 'No Category';

// Form messages end with a space because a field's messages are shown concatenated. They are the
// spec's texts word for word (its limits are written in them: WORD_MAX, SENTENCE_MAX, CATEGORY_MAX).
export const WORD_MESSAGES = {
  missingWord: 'Missing Word. ',
  wordTooLong: 'Up to 100 chars. ',
  sentenceTooLong: 'Up to 1000 chars. ',
  categoryTooLong: 'Up to 20 chars. ',
  /** Under the word field of the add and edit forms. */
  wordExistsField: 'The word already exists. ',
  /** The API's 409 message and the extension's toast. */
  wordExists: 'The word already exists.',
  selectVoice: 'Please select a Voice.',
  wordDeleted: 'Word deleted!',
  wordTranslationError: 'Error in word translation: ',
  sentenceTranslationError: 'Error in sentence translation: ',
  sentenceServerOverloaded: 'The sentence generation server is currently overloaded; please try again later.',
} as const;

/** The delete overlay's question, followed by the word (SPEC §2 "List mode"). */
export const DELETE_WORD_PROMPT = 'Delete the word:';
/** A call about a word the learner does not have (any more): edited, scored, reviewed or deleted. */
export const WORD_NOT_FOUND_MESSAGE = 'This word does not exist (it may have been deleted).';
/** A score other than 1, 2 or 3: refused by the score call, skipped by an import. */
export const BAD_SCORE_MESSAGE = 'The score must be 1, 2 or 3.';

export const wordAddedMessage = (word: string): string => `"${word}" added!`;
export const wordUpdatedMessage = (word: string): string => `"${word}" updated!`;

/** 'Error in word translation: ' or '…sentence translation: ' followed by the error's own text. */
export function translationErrorMessage(field: 'word' | 'sentence', error: unknown): string {
  const prefix =
    field === 'word' ? WORD_MESSAGES.wordTranslationError : WORD_MESSAGES.sentenceTranslationError;
  const detail = error instanceof Error ? error.message : String(error);
  return prefix + detail;
}

type TextFields = Pick<WordForm, 'word' | 'wordTranslation' | 'sentence' | 'sentenceTranslation'>;

/** A copy with the four text fields trimmed, as they are sent and stored. */
export function trimWordForm<T extends TextFields>(form: T): T {
  return {
    ...form,
    word: cleanText(form.word).trim(),
    wordTranslation: cleanText(form.wordTranslation).trim(),
    sentence: cleanText(form.sentence, true).trim(),
    sentenceTranslation: cleanText(form.sentenceTranslation, true).trim(),
  };
}

export const duplicateKey = (text: string): string => text.trim().toLowerCase();

/**
 * True when another word already has this text (case-insensitive, after trimming). When editing,
 * pass the word's original text: keeping it, or only changing its case, is not a duplicate, since
 * the only match would be the word itself.
 */
export function isDuplicateWord(
  text: string,
  words: readonly Pick<Word, 'word'>[],
  original?: string,
): boolean {
  const key = duplicateKey(text);
  if (original !== undefined && key === duplicateKey(original)) return false;
  return words.some((existing) => duplicateKey(existing.word) === key);
}

/** The saved word that `text` duplicates, if any (the one an encounter is offered for). */
export function findDuplicateWord<T extends Pick<Word, 'word'>>(
  text: string,
  words: readonly T[],
): T | undefined {
  const key = duplicateKey(text);
  return key === '' ? undefined : words.find((existing) => duplicateKey(existing.word) === key);
}

/** A word's stored category: trimmed, and 'No' when empty or when the 'No Category' label was chosen. */
export function normaliseCategory(category: string): string {
  const trimmed = cleanText(category).trim();
  return trimmed === '' || trimmed === NO_CATEGORY_LABEL ? DEFAULT_CATEGORY : trimmed;
}

/** False for a word without a category ('No', empty, or the 'No Category' label). */
export const hasCategory = (category: string): boolean => normaliseCategory(category) !== DEFAULT_CATEGORY;

/**
 * A category as files carry it (a CSV cell, an Anki deck): empty for none. "No" is how the
 * database stores none; written into a file it would come back as a category called "No".
 */
export const exportedCategory = (category: string): string => (hasCategory(category) ? category.trim() : '');

/** How a category is shown: 'No Category' for the default or an empty one. */
export function categoryLabel(category: string): string {
  return normaliseCategory(category) === DEFAULT_CATEGORY ? NO_CATEGORY_LABEL : category.trim();
}

/** A new category name's message, or null when it may be added. Over the limit, submit does nothing. */
export function validateNewCategory(name: string): string | null {
  return name.trim().length > CATEGORY_MAX ? WORD_MESSAGES.categoryTooLong : null;
}

/**
 * The voice belongs to the speech language when both start with the same 5 characters
 * (language 'en-US', voice 'en-US-Female'). No voice chosen never matches.
 */
export function voiceMatchesLanguage(language: string, voice: string): boolean {
  return voice !== '' && language.slice(0, 5) === voice.slice(0, 5);
}

export type WordFormField =
  | 'word'
  | 'wordTranslation'
  | 'sentence'
  | 'sentenceTranslation'
  | 'category'
  | 'voice';
/** Each invalid field with its messages concatenated; an empty object when the form is valid. */
export type WordFormErrors = Partial<Record<WordFormField, string>>;

type ValidatedForm = TextFields & Pick<WordForm, 'category' | 'language' | 'voice'>;

/**
 * Checks a word form the way SPEC §5 says, on the trimmed values. `existingWords` is the user's list
 * (pass [] to skip the duplicate check); `originalWord` is the word's text when editing.
 */
export function validateWordForm(
  form: ValidatedForm,
  existingWords: readonly Pick<Word, 'word'>[],
  originalWord?: string,
): WordFormErrors {
  const trimmed = trimWordForm(form);
  const errors: WordFormErrors = {};
  const add = (field: WordFormField, message: string) => {
    errors[field] = (errors[field] ?? '') + message;
  };

  if (trimmed.word === '') add('word', WORD_MESSAGES.missingWord);
  if (trimmed.word.length > WORD_MAX) add('word', WORD_MESSAGES.wordTooLong);
  if (trimmed.word !== '' && isDuplicateWord(trimmed.word, existingWords, originalWord)) {
    add('word', WORD_MESSAGES.wordExistsField);
  }
  if (trimmed.wordTranslation.length > WORD_MAX) add('wordTranslation', WORD_MESSAGES.wordTooLong);
  if (trimmed.sentence.length > SENTENCE_MAX) add('sentence', WORD_MESSAGES.sentenceTooLong);
  if (trimmed.sentenceTranslation.length > SENTENCE_MAX) {
    add('sentenceTranslation', WORD_MESSAGES.sentenceTooLong);
  }
  const categoryError = validateNewCategory(form.category);
  if (categoryError) add('category', categoryError);
  if (!voiceMatchesLanguage(form.language, form.voice)) add('voice', WORD_MESSAGES.selectVoice);
  return errors;
}

export const isWordFormValid = (errors: WordFormErrors): boolean => Object.keys(errors).length === 0;
