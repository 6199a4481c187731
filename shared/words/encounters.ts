// Encounters: the further sentences in which a learner met a saved word, kept beside its main
// sentence (issue 18; docs/decisions/0029-encounters.md). The spec's word, its `sentence` and its
// duplicate rule stay as they are: an encounter is only ever added to a word that exists.
import { cleanText } from '../text';
import { SENTENCE_MAX, SOURCE_TITLE_MAX, SOURCE_URL_MAX, SOURCE_URL_MESSAGES, webAddress } from './rules';

/** A word keeps at most this many encounters; a new one beyond it drops the oldest. */
export const ENCOUNTERS_MAX = 50;

export interface Encounter {
  uuid: string;
  sentence: string;
  sentenceTranslation: string;
  /** Audio id of the spoken sentence, '' until made (as a word's speechSentence). */
  speechSentence: string;
  sourceUrl: string;
  sourceTitle: string;
  /** ISO timestamp of the meeting. */
  metAt: string;
}

/** POST body: a sentence met again, with where it was met. */
export interface EncounterInput {
  sentence: string;
  sentenceTranslation?: string;
  sourceUrl?: string;
  sourceTitle?: string;
}

export interface EncountersAnswer {
  encounters: Encounter[];
}

/** The answer to an added encounter: the word's encounters after it, and a notice if one was dropped. */
export interface EncounterAddedAnswer extends EncountersAnswer {
  encounter: Encounter;
  message: string;
  notice?: string;
}

export const ENCOUNTER_TEXTS = {
  offer: 'Add this sentence to it',
  added: 'Sentence added to the word.',
  oldestDropped: `The word keeps its ${ENCOUNTERS_MAX} latest sentences: the oldest one was removed.`,
  noSentence: 'There is no sentence to add.',
  sentenceTooLong: `A sentence can't exceed ${SENTENCE_MAX} characters.`,
  alreadyKept: 'The word already has this sentence.',
  notFound: 'This sentence is not kept for the word any more.',
  deleted: 'Sentence removed.',
  madeMain: 'This is now the main sentence of the word.',
  title: 'Sentences met',
  none: 'No further sentences yet. Save the word again from another page to keep the sentence.',
  makeMain: 'Make it the main sentence',
  remove: 'Remove',
  play: 'Play the sentence',
  count: (n: number) => `${n} more ${n === 1 ? 'sentence' : 'sentences'}`,
  playSetting: 'Play further sentences after the main one',
} as const;

export type EncounterProblem = { message: string; code: string };

/** A sentence as it is compared: two encounters with the same text are one. */
export const sentenceKey = (sentence: string) => sentence.trim().replace(/\s+/g, ' ').toLowerCase();

/** The input, trimmed and cleaned as a word's fields are, or the first problem with it. */
export function checkEncounterInput(
  raw: EncounterInput,
): { input: Required<EncounterInput> } | { problem: EncounterProblem } {
  const sentence = cleanText(raw.sentence ?? '', true).trim();
  const sentenceTranslation = cleanText(raw.sentenceTranslation ?? '', true).trim();
  if (sentence === '') return { problem: { message: ENCOUNTER_TEXTS.noSentence, code: 'missing_sentence' } };
  if (sentence.length > SENTENCE_MAX || sentenceTranslation.length > SENTENCE_MAX)
    return { problem: { message: ENCOUNTER_TEXTS.sentenceTooLong, code: 'sentence_too_long' } };
  const sourceUrl = (raw.sourceUrl ?? '').trim();
  if (sourceUrl.length > SOURCE_URL_MAX)
    return { problem: { message: SOURCE_URL_MESSAGES.tooLong, code: 'invalid_source_url' } };
  const address = sourceUrl === '' ? '' : webAddress(sourceUrl);
  if (address === null)
    return { problem: { message: SOURCE_URL_MESSAGES.notWeb, code: 'invalid_source_url' } };
  const sourceTitle = cleanText(raw.sourceTitle ?? '')
    .trim()
    .slice(0, SOURCE_TITLE_MAX);
  return {
    input: {
      sentence,
      sentenceTranslation,
      sourceUrl: address,
      sourceTitle,
    },
  };
}
