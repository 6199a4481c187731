// Sends one word to POST /api/words/add with what the learner's preferences add to it: the speech
// language and voice, and the translations when the save asked for them. The word is stored first
// and translated after: a translator takes longer than the add (a process per text with the local
// provider), and the learner's word must not wait for it, nor be lost if the browser stops the
// background meanwhile. The words the server answers go into the words cache at once, so the next
// duplicate check knows them.
import { paths, type SavedWordAnswer, type Word } from '../../shared/api';
import { CHECK_FORMS_FIELD } from '../../shared/forms/form-offer';
import { languageOfPageText, translationCodeOfPageLanguage } from '../../shared/languages/translation';
import { voiceForLanguage } from '../../shared/languages/word-voice';
import { normaliseCategory } from '../../shared/words/rules';
import { callApi } from './api-client';
import { fitSource } from './page-source';
import type { LearnerSession } from './session';
import type { PendingSave } from './storage';
import { type TranslationPair, translateQuietly } from './translate';
import { currentPreferences, rememberWord } from './words-cache';

/** The add and update answers: the word, its version, and the server's notices beside it. */
/** The add and update answers (shared/api.ts); a word remembered from before has no version. */
type WordAnswer = Omit<SavedWordAnswer, 'updatedAt'> & Partial<Pick<SavedWordAnswer, 'updatedAt'>>;

/** Called as soon as the server has stored the word, before its translations are filled in. */
export type OnStored = (word: Word) => Promise<void> | void;

type WordFields = Record<
  | 'word'
  | 'wordTranslation'
  | 'sentence'
  | 'sentenceTranslation'
  | 'language'
  | 'voice'
  | 'highQuality'
  | 'category'
  | 'sourceUrl'
  | 'sourceTitle',
  string
> &
  Partial<Record<'translatedBy' | 'formMet', string>>;

const formOf = (fields: WordFields): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

export interface SendOptions {
  /** Told as soon as the server has stored the word, before its translations are filled in. */
  onStored?: OnStored;
  /** The session the word goes in (its learner's); the one stored now when absent. */
  session?: LearnerSession | null;
  /** The server refuses another form of a saved word ('word_is_form', shared/forms/form-offer.ts). */
  checkForms?: boolean;
}

/** The word of an answer, known to this context's duplicate checks; `persisted` settles once storage has it. */
async function remember(
  answer: WordAnswer,
  learner: string | undefined,
): Promise<{ word: Word; persisted: Promise<void> }> {
  const { message: _message, speechNotice: _notice, ...word } = answer;
  const { persisted } = await rememberWord(word, learner);
  return { word, persisted };
}

export async function sendWord(pending: PendingSave, options: SendOptions = {}): Promise<Word> {
  const { onStored, session, checkForms = false } = options;
  const token = session?.token;
  const learner = session?.user.uuid;
  const preferences = await currentPreferences();
  // A word met on a page that names its language is spoken and translated in that language.
  const pageTag = pending.pageLanguage ?? '';
  const pageCode = translationCodeOfPageLanguage(pageTag);
  const language = pageCode ? languageOfPageText(pageCode, preferences) : null;
  const speech = language
    ? voiceForLanguage(language, preferences, pageTag)
    : { language: preferences.speechLanguage, voice: preferences.speechVoice };
  const fields: WordFields = {
    word: pending.word,
    wordTranslation: pending.wordTranslation,
    sentence: pending.sentence,
    sentenceTranslation: pending.sentenceTranslation,
    language: speech.language,
    voice: speech.voice,
    highQuality: String(preferences.highQuality),
    category: normaliseCategory(pending.category),
    // Words queued by an older version may carry a source over the server's limits.
    ...fitSource({ sourceUrl: pending.sourceUrl, sourceTitle: pending.sourceTitle }),
    ...(pending.translatedBy && pending.wordTranslation ? { translatedBy: pending.translatedBy } : {}),
    ...(pending.formMet && pending.formMet !== pending.word ? { formMet: pending.formMet } : {}),
  };
  const form = formOf(fields);
  if (checkForms) form.set(CHECK_FORMS_FIELD, 'true');
  const { word: stored, persisted } = await remember(
    await callApi<WordAnswer>(paths.addWord, { method: 'POST', form, token }),
    learner,
  );
  // The learner hears of the stored word while the cache is written to storage.
  await onStored?.(stored);
  await persisted;
  const pair = { ...preferences, sourceLanguage: language ?? preferences.sourceLanguage };
  return pending.translate ? translateStored(stored, fields, pair, session) : stored;
}

/**
 * Fills in the missing translations of a word just stored. The update names the version stored,
 * so an edit the learner made meanwhile (in the web app) wins; any failure leaves the word as it
 * was stored, without translations, as when no translator serves the language pair.
 */
async function translateStored(
  stored: WordAnswer,
  fields: WordFields,
  pair: TranslationPair,
  session: LearnerSession | null | undefined,
) {
  const [wordTranslation, sentenceTranslation] = await Promise.all([
    fields.wordTranslation || translateQuietly(fields.word, pair),
    fields.sentenceTranslation || translateQuietly(fields.sentence, pair),
  ]);
  if (wordTranslation === fields.wordTranslation && sentenceTranslation === fields.sentenceTranslation) {
    return stored;
  }
  try {
    const answer = await callApi<WordAnswer>(paths.updateWord(stored.uuid), {
      method: 'PUT',
      // The server's translation of the word, when it made one: the word says so.
      form: formOf({
        ...fields,
        wordTranslation,
        sentenceTranslation,
        ...(wordTranslation !== fields.wordTranslation ? { translatedBy: 'server' } : {}),
      }),
      headers: stored.updatedAt === undefined ? {} : { 'if-match': `"${stored.updatedAt}"` },
      token: session?.token,
    });
    const { word, persisted } = await remember(answer, session?.user.uuid);
    await persisted;
    return word;
  } catch {
    return stored;
  }
}
