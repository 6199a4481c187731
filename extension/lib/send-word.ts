// Sends one word to POST /api/words/add with what the learner's preferences add to it: the speech
// language and voice, and the translations when the save asked for them. The word the server
// answers goes into the words cache at once, so the next duplicate check knows it.
import { paths, type Word } from '../../shared/api';
import { normaliseCategory } from '../../shared/words/rules';
import { callApi } from './api-client';
import { fitSource } from './page-source';
import type { PendingSave } from './storage';
import { translateQuietly } from './translate';
import { currentPreferences, rememberWord } from './words-cache';

/** The add call's answer: the word with the server's notices beside it. */
type AddAnswer = Word & { message?: string; speechNotice?: string };

export async function sendWord(pending: PendingSave): Promise<Word> {
  const preferences = await currentPreferences();
  let { wordTranslation, sentenceTranslation } = pending;
  if (pending.translate) {
    [wordTranslation, sentenceTranslation] = await Promise.all([
      wordTranslation || translateQuietly(pending.word, preferences),
      sentenceTranslation || translateQuietly(pending.sentence, preferences),
    ]);
  }

  const form = new FormData();
  const fields: Record<string, string> = {
    word: pending.word,
    wordTranslation,
    sentence: pending.sentence,
    sentenceTranslation,
    language: preferences.speechLanguage,
    voice: preferences.speechVoice,
    highQuality: String(preferences.highQuality),
    category: normaliseCategory(pending.category),
    // Words queued by an older version may carry a source over the server's limits.
    ...fitSource({ sourceUrl: pending.sourceUrl, sourceTitle: pending.sourceTitle }),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);

  const {
    message: _message,
    speechNotice: _notice,
    ...word
  } = await callApi<AddAnswer>(paths.addWord, {
    method: 'POST',
    form,
  });
  await rememberWord(word);
  return word;
}
