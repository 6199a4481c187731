// One record against the rules a word added by hand passes (shared/words/rules.ts through
// checkWordForm): trimmed text, length limits, category, a known language and voice. A record that
// fails is skipped with the rule's own message; the score and date get their own checks.

import { SKIP_REASONS } from '../../../../../shared/import/texts';
import { defaultVoice, findSpeechLocale, isKnownVoice } from '../../../../../shared/languages/speech';
import { isValidScore } from '../../../../../shared/words/rules';
import { AppError } from '../../../errors';
import { checkWordForm, type WordInput, wordKey } from '../../words/form';
import type { ImportRecord } from '../import-record';

export interface SpeechDefaults {
  language: string;
  voice: string;
}

export interface CheckedWord {
  record: ImportRecord;
  input: WordInput;
  key: string;
  score: number;
  date: string;
}

export type Checked = { ok: CheckedWord } | { skip: string };

/** The record's voice when it is one of its language's, else the learner's, else the language's first. */
function voiceFor(language: string, wanted: string | undefined, defaults: SpeechDefaults): string {
  if (wanted && isKnownVoice(language, wanted)) return wanted;
  if (isKnownVoice(language, defaults.voice)) return defaults.voice;
  return defaultVoice(language) ?? '';
}

/** A full ISO time is kept as it is (our own exports); a day becomes that day's midnight UTC. */
function dateOf(raw: string | undefined, now: number): string | null {
  if (!raw) return new Date(now).toISOString();
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (!Number.isFinite(time)) return null;
  const iso = new Date(time).toISOString();
  return iso === raw ? raw : iso;
}

export function checkRecord(record: ImportRecord, defaults: SpeechDefaults, now: number): Checked {
  // Said apart from "Missing Word.": the note was not empty, its media were all it had.
  if (record.word.trim() === '' && (record.speechWord || record.picture))
    return { skip: SKIP_REASONS.onlyMedia };
  const language = record.language?.trim() || defaults.language;
  if (!findSpeechLocale(language)) return { skip: SKIP_REASONS.unknownLanguage };
  const score = record.score ?? 1;
  if (!isValidScore(score)) return { skip: SKIP_REASONS.badScore };
  const date = dateOf(record.date, now);
  if (date === null) return { skip: SKIP_REASONS.badDate };
  let input: WordInput;
  try {
    input = checkWordForm({
      word: record.word,
      wordTranslation: record.wordTranslation,
      sentence: record.sentence,
      sentenceTranslation: record.sentenceTranslation,
      language,
      voice: voiceFor(language, record.voice, defaults),
      highQuality: String(record.highQuality === true),
      category: record.category,
      sourceUrl: record.sourceUrl,
      sourceTitle: record.sourceTitle,
    });
  } catch (error) {
    if (error instanceof AppError) return { skip: error.message };
    throw error;
  }
  return { ok: { record, input, key: wordKey(input.word), score, date } };
}
