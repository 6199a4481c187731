// 'The word already exists.' from a page, with a sentence around the selection: the toast offers
// "Add this sentence to it" (docs/decisions/0029-encounters.md). The spec's message and refusal
// stay as they are. The background keeps what the offer stands for and hands the page only an id,
// so the page's button can add that one sentence to that one word, and nothing else.
import { paths, type Word } from '../../shared/api';
import { formOfSavedMessage } from '../../shared/forms/form-offer';
import { languageOfPageText, translationCodeOfSpeechLocale } from '../../shared/languages/translation';
import {
  ENCOUNTER_TEXTS,
  type EncounterAddedAnswer,
  type EncounterInput,
  sentenceKey,
} from '../../shared/words/encounters';
import { WORD_MESSAGES } from '../../shared/words/rules';
import { callApi } from './api-client';
import { extensionForms } from './forms/extension-forms';
import { backgroundEnvelope, MessageError, type MessageSender } from './messages';
import { showPageToast } from './page-toast';
import { readSettings, readWordsCache, writeWordsCache } from './storage';
import { translateQuietly } from './translate';
import { currentPreferences, findKnownWord } from './words-cache';

/** How long the toast and its offer last: long enough to read and press. */
export const OFFER_MS = 12_000;

interface Offer {
  wordUuid: string;
  /** The saved word's speech locale: its sentences are in its language. */
  language: string;
  tabId: number;
  input: EncounterInput;
  expiresAt: number;
}

// In memory: an offer outlives the toast by little, and a background woken later finds none and
// says so, rather than adding a sentence from a page the learner has left.
const offers = new Map<string, Offer>();

function dropExpired(now: number) {
  for (const [id, offer] of offers) if (offer.expiresAt <= now) offers.delete(id);
}

export interface MetAgain {
  text: string;
  sentence: string;
  sourceUrl: string;
  sourceTitle: string;
  tabId: number;
}

/** A "sentence" that is the word alone (a heading, a list item) says nothing more about it. */
const worthKeeping = (met: MetAgain) =>
  met.sentence.trim() !== '' && sentenceKey(met.sentence) !== sentenceKey(met.text);

/** Shows the spec's message with the offer; false when there is nothing to offer (no sentence). */
export async function offerEncounter(met: MetAgain): Promise<boolean> {
  const word = worthKeeping(met) ? await findKnownWord(met.text) : undefined;
  if (!word) return false;
  return showOffer(met, word, WORD_MESSAGES.wordExists);
}

/**
 * Texts offered as a form of a saved word, until when: the same text saved again before then is
 * the learner saying it is a word of its own.
 */
const formOffers = new Map<string, number>();

/**
 * The text saved is another form of a saved word ("anchors" of "anchor", shared/forms): the
 * encounter is offered instead of a new word; answers the message shown. Null when it is no form
 * of one, when there is no sentence to offer, or when the learner saves it again while the offer
 * stands (then it is saved).
 */
export async function offerFormEncounter(met: MetAgain): Promise<string | null> {
  const now = Date.now();
  const key = `${met.tabId} ${met.text.trim().toLowerCase()}`;
  for (const [text, until] of formOffers) if (until <= now) formOffers.delete(text);
  if (formOffers.delete(key) || !worthKeeping(met)) return null;
  const found = (await extensionForms.loadSavedForms(await readWordsCache())).match(met.text);
  if (!found) return null;
  formOffers.set(key, now + OFFER_MS);
  const message = formOfSavedMessage(found.form, found.word.word);
  await showOffer(met, found.word, message);
  return message;
}

async function showOffer(
  met: MetAgain,
  word: Pick<Word, 'uuid' | 'language'>,
  message: string,
): Promise<boolean> {
  const now = Date.now();
  dropExpired(now);
  const offerId = crypto.randomUUID();
  offers.set(offerId, {
    wordUuid: word.uuid,
    language: word.language,
    tabId: met.tabId,
    input: { sentence: met.sentence, sourceUrl: met.sourceUrl, sourceTitle: met.sourceTitle },
    expiresAt: now + OFFER_MS,
  });
  const action = {
    label: ENCOUNTER_TEXTS.offer,
    envelope: backgroundEnvelope('acceptEncounterOffer', { offerId }),
  };
  await showPageToast(met.tabId, message, 'error', { action, durationMs: OFFER_MS });
  return true;
}

/** From the saved word's language (unless it is the one translated into) to the learner's. */
async function sentencePair(locale: string) {
  const preferences = await currentPreferences();
  const sourceLanguage = languageOfPageText(translationCodeOfSpeechLocale(locale), preferences);
  return { sourceLanguage, targetLanguage: preferences.targetLanguage };
}

/** The page's button was pressed: adds the sentence, then says how it went on the page. */
export async function acceptEncounterOffer(
  offerId: string,
  sender: MessageSender,
): Promise<{ message: string }> {
  dropExpired(Date.now());
  const offer = offers.get(offerId);
  // Only the tab the offer was shown in may take it, and only once.
  if (!offer || sender.tab?.id !== offer.tabId)
    throw new MessageError('offer_expired', ENCOUNTER_TEXTS.offerExpired);
  offers.delete(offerId);
  try {
    const settings = await readSettings();
    const sentenceTranslation = settings.translateAutomatically
      ? await translateQuietly(offer.input.sentence, await sentencePair(offer.language))
      : '';
    const answer = await postEncounter(offer.wordUuid, { ...offer.input, sentenceTranslation });
    await showPageToast(offer.tabId, encounterMessage(answer), 'success');
    return { message: answer.message };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : ENCOUNTER_TEXTS.notAdded;
    await showPageToast(offer.tabId, message, 'error');
    throw error;
  }
}

/**
 * What the learner is told of a sentence added: that it was added, then what else the server said
 * (the oldest sentence dropped, audio to follow). The notice alone would leave them guessing.
 */
export const encounterMessage = (answer: { message: string; notice?: string }): string =>
  answer.notice ? `${answer.message} ${answer.notice}` : answer.message;

/** Adds a sentence to a saved word and keeps the cached count. */
export async function postEncounter(wordUuid: string, input: EncounterInput) {
  const answer = await callApi<EncounterAddedAnswer>(paths.encounters(wordUuid), {
    method: 'POST',
    json: input,
  });
  await rememberCount(wordUuid, answer.encounters.length);
  return answer;
}

/** The popup's form, for a word that exists: its sentence (and translation) go to the saved word. */
export async function addEncounterFromPopup(request: {
  word: string;
  sentence: string;
  sentenceTranslation: string;
  wordUuid?: string;
}): Promise<{ message: string }> {
  // The server checks that the word is the learner's: a uuid it named in a form's offer is enough.
  const uuid = request.wordUuid ?? (await findKnownWord(request.word))?.uuid;
  if (!uuid) throw new MessageError('word_not_found', ENCOUNTER_TEXTS.notAdded);
  const answer = await postEncounter(uuid, {
    sentence: request.sentence,
    sentenceTranslation: request.sentenceTranslation,
  });
  return { message: encounterMessage(answer) };
}

/** The cached word counts its encounters as the server does. */
async function rememberCount(wordUuid: string, count: number) {
  const words = await readWordsCache();
  await writeWordsCache(
    words.map((word) => (word.uuid === wordUuid ? { ...word, encounterCount: count } : word)),
  );
}
