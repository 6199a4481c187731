// The background's part of the lookup card (docs/decisions/0045-lookup.md): which of a word's forms
// the learner saved, the server's definitions and voice, and Save. The page's content script never
// holds the token; it asks here, and gets only what the card shows.
import type { Word } from '../../../shared/api';
import { paths } from '../../../shared/api';
import {
  findTranslationLanguage,
  pageLanguageTag,
  translationCodeOfPageLanguage,
} from '../../../shared/languages/translation';
import { voiceForLanguage } from '../../../shared/languages/word-voice';
import { type DefinitionAnswer, LOOKUP_TEXT_MAX, LOOKUP_TEXTS } from '../../../shared/lookup/texts';
import { wordAddedMessage } from '../../../shared/words/rules';
import { wordLinkPath } from '../../../shared/words/word-link';
import { callApi } from '../api-client';
import { toBase64 } from '../base64';
import { encounterMessage, postEncounter } from '../encounter-offer';
import type { AudioClip, LookupAnswer, LookupSave } from '../message-types';
import { MessageError, type MessageSender } from '../messages';
import { fitSourceTitle, fitSourceUrl } from '../page-source';
import { saveWord } from '../save-word';
import { readServerUrl, readSettings } from '../storage';
import { translateText } from '../translate';
import { currentPreferences, findKnownWord } from '../words-cache';

/** A word's text as the card may send it: trimmed, within the word limit. */
function checkedText(text: unknown): string {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '' || trimmed.length > LOOKUP_TEXT_MAX)
    throw new MessageError('invalid_word', LOOKUP_TEXTS.tooLong);
  return trimmed;
}

/** The page's language when translators know it ('de-AT' → 'de'), else the learner's source language. */
async function languageOf(lang: string): Promise<string> {
  return translationCodeOfPageLanguage(lang) ?? (await currentPreferences()).sourceLanguage;
}

const savedOf = async (word: Word | undefined): Promise<LookupAnswer['saved']> =>
  word
    ? {
        uuid: word.uuid,
        word: word.word,
        score: word.score,
        translation: word.wordTranslation,
        link: `${await readServerUrl()}${wordLinkPath(word.uuid)}`,
      }
    : null;

async function findSaved(forms: readonly string[]): Promise<Word | undefined> {
  for (const form of forms) {
    const word = await findKnownWord(form);
    if (word) return word;
  }
  return undefined;
}

export async function lookupWord(request: { forms: string[]; lang: string }): Promise<LookupAnswer> {
  const forms = (Array.isArray(request.forms) ? request.forms : []).slice(0, 8).map(checkedText);
  const first = forms[0];
  if (!first) throw new MessageError('invalid_word', LOOKUP_TEXTS.tooLong);
  const language = await languageOf(typeof request.lang === 'string' ? request.lang : '');
  const [preferences, saved, definitions] = await Promise.all([
    currentPreferences(),
    findSaved(forms).then(savedOf),
    callApi<DefinitionAnswer>(paths.lookupDefinition(language, first)).catch(() => null),
  ]);
  return {
    language,
    languageName: findTranslationLanguage(language)?.name ?? language,
    targetLanguage: preferences.targetLanguage,
    saved,
    definitions,
  };
}

/** The server's translation from the word's language into the learner's. */
export async function lookupTranslate(request: { text: string; language: string }): Promise<string> {
  const preferences = await currentPreferences();
  return translateText(checkedText(request.text), {
    ...preferences,
    sourceLanguage: await languageOf(request.language),
  });
}

/** The page's language for a saved word, when the page names one translators know. */
function pageLanguageOf(lang: unknown): { pageLanguage?: string } {
  const tag = typeof lang === 'string' ? pageLanguageTag(lang) : null;
  return tag ? { pageLanguage: tag } : {};
}

/** Save: the word with its sentence and page, or, when it is saved already, the sentence met. */
export async function lookupSave(
  request: LookupSave,
  sender: MessageSender,
): Promise<{ message: string; saved: LookupAnswer['saved'] }> {
  const word = checkedText(request.word);
  const sentence = typeof request.sentence === 'string' ? request.sentence.trim() : '';
  // The page the content script runs in, as the browser names it, rather than what it says.
  const sourceUrl = fitSourceUrl(sender.url ?? request.sourceUrl);
  const sourceTitle = fitSourceTitle(sender.tab?.title ?? request.sourceTitle);
  const known = await findSaved(
    [word, request.met].filter((text) => typeof text === 'string' && text !== ''),
  );
  if (known) {
    if (sentence === '') return { message: LOOKUP_TEXTS.saved, saved: await savedOf(known) };
    const answer = await postEncounter(known.uuid, { sentence, sourceUrl, sourceTitle });
    return { message: encounterMessage(answer), saved: await savedOf(known) };
  }
  const settings = await readSettings();
  // The card hears as soon as the word is stored; the server's translations of what the card left
  // untranslated (the sentence) follow in the background, as for a save from the context menu.
  let stored: (word: Word) => void = () => {};
  const storedFirst = new Promise<Word>((settle) => {
    stored = settle;
  });
  const saving = saveWord(
    {
      word,
      wordTranslation: typeof request.translation === 'string' ? request.translation.trim() : '',
      sentence,
      sentenceTranslation: '',
      category: settings.defaultCategory,
      sourceUrl,
      sourceTitle,
      translate: settings.translateAutomatically,
      ...(request.engine === 'device' || request.engine === 'server' ? { translatedBy: request.engine } : {}),
      ...(typeof request.met === 'string' && request.met.toLocaleLowerCase() !== word
        ? { formMet: request.met }
        : {}),
      ...pageLanguageOf(request.lang),
    },
    { keepRefused: true, onStored: (word) => stored(word) },
  );
  const first = await Promise.race([storedFirst, saving]);
  if ('uuid' in first) {
    saving.catch(() => undefined);
    return { message: wordAddedMessage(first.word), saved: await savedOf(first) };
  }
  const outcome = first;
  return { message: outcome.message, saved: outcome.kind === 'added' ? await savedOf(outcome.word) : null };
}

/** Any word spoken by the server's own voice, in the word's language where it has one. */
export async function lookupSpeech(request: { text: string; language: string }): Promise<AudioClip> {
  const text = checkedText(request.text);
  const bytes = await callApi<Uint8Array>(paths.lookupSpeech, {
    method: 'POST',
    json: {
      text,
      ...voiceForLanguage(await languageOf(String(request.language ?? '')), await currentPreferences()),
    },
    as: 'bytes',
  });
  return { type: 'audio/mpeg', base64: toBase64(bytes) };
}

export const lookupHandlers = {
  lookupWord: (request: { forms: string[]; lang: string }) => lookupWord(request),
  lookupTranslate: (request: { text: string; language: string }) => lookupTranslate(request),
  lookupSave: (request: LookupSave, sender: MessageSender) => lookupSave(request, sender),
  lookupSpeech: (request: { text: string; language: string }) => lookupSpeech(request),
};
