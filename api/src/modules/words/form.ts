// Turns the raw multipart fields into a checked word input with the shared rules of SPEC §5,
// on the server too: trimmed text, the spec's messages, a known language and voice.
import { findSpeechLocale, isKnownVoice } from '../../../../shared/languages/speech';
import { cleanText } from '../../../../shared/text';
import {
  normaliseCategory,
  SOURCE_TITLE_MAX,
  SOURCE_URL_MAX,
  SOURCE_URL_MESSAGES,
  trimWordForm,
  validateWordForm,
  WORD_MAX,
  WORD_MESSAGES,
  webAddress,
} from '../../../../shared/words/rules';
import type { WordForm } from '../../../../shared/words/types';
import { invalid } from '../../errors';

export interface RawWordForm {
  word?: string;
  wordTranslation?: string;
  sentence?: string;
  sentenceTranslation?: string;
  language?: string;
  voice?: string;
  highQuality?: string;
  category?: string;
  sourceUrl?: string;
  sourceTitle?: string;
  translatedBy?: string;
  formMet?: string;
  /** Add only: 'true' refuses another form of a saved word (shared/forms/form-offer.ts). */
  checkForms?: string;
}

/** The checked form; the two optional fields only when sent, so an edit without them keeps them. */
export type WordInput = Required<WordForm> & { translatedBy?: '' | 'device' | 'server'; formMet?: string };

const ENGINES = ['', 'device', 'server'] as const;

function translatedBy(raw: string | undefined): Pick<WordInput, 'translatedBy'> {
  if (raw === undefined) return {};
  const engine = ENGINES.find((known) => known === raw.trim());
  if (engine === undefined)
    throw invalid('translatedBy must be "device", "server" or empty.', 'invalid_engine');
  return { translatedBy: engine };
}

function formMet(raw: string | undefined): Pick<WordInput, 'formMet'> {
  if (raw === undefined) return {};
  const form = cleanText(raw).trim();
  if (form.length > WORD_MAX) throw invalid(WORD_MESSAGES.wordTooLong, 'invalid_form_met');
  return { formMet: form };
}

function sourceUrl(raw: string): string {
  if (raw === '') return '';
  if (raw.length > SOURCE_URL_MAX) throw invalid(SOURCE_URL_MESSAGES.tooLong, 'invalid_source_url');
  const address = webAddress(raw);
  if (address === null) throw invalid(SOURCE_URL_MESSAGES.notWeb, 'invalid_source_url');
  return address;
}

export function checkWordForm(raw: RawWordForm, originalWord?: string): WordInput {
  const form = trimWordForm({
    word: raw.word ?? '',
    wordTranslation: raw.wordTranslation ?? '',
    sentence: raw.sentence ?? '',
    sentenceTranslation: raw.sentenceTranslation ?? '',
    language: (raw.language ?? '').trim(),
    voice: (raw.voice ?? '').trim(),
    category: raw.category ?? '',
  });
  // Duplicates are decided by the database (unique index), not by a list the client holds.
  const errors = validateWordForm(form, [], originalWord);
  if (!errors.voice && (!findSpeechLocale(form.language) || !isKnownVoice(form.language, form.voice))) {
    errors.voice = WORD_MESSAGES.selectVoice;
  }
  const messages = Object.values(errors).join('').trim();
  if (messages) throw invalid(messages);
  const highQuality = (raw.highQuality ?? 'false').trim().toLowerCase();
  if (highQuality !== 'true' && highQuality !== 'false') {
    throw invalid('highQuality must be "true" or "false".', 'invalid_high_quality');
  }
  return {
    ...form,
    highQuality: highQuality === 'true',
    category: normaliseCategory(form.category),
    sourceUrl: sourceUrl((raw.sourceUrl ?? '').trim()),
    sourceTitle: cleanText(raw.sourceTitle ?? '')
      .trim()
      .slice(0, SOURCE_TITLE_MAX),
    ...translatedBy(raw.translatedBy),
    ...formMet(raw.formMet),
  };
}

export const wordKey = (word: string) => word.trim().toLowerCase();
