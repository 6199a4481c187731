// The stored columns of a planned word: a new row, the update of an existing one (the file's
// fields replace those it has), or the merge of "keep both" (the existing word keeps every field
// it has and takes only those it lacks: translation, sentence, picture, audio, category, source).
import { DEFAULT_CATEGORY } from '../../../../../shared/words/rules';
import type { words } from '../../../db/schema';
import type { WordRow } from '../../words/view';
import type { PlannedWord } from './plan';

export interface FileIds {
  picture: string;
  speechWord: string;
  speechSentence: string;
}

type Values = Omit<typeof words.$inferInsert, 'id' | 'uuid' | 'userId' | 'updatedAt'>;

export function newValues(word: PlannedWord, ids: FileIds): Values {
  return { ...word.input, wordKey: word.key, ...ids, score: word.score, date: word.date };
}

const given = (value: unknown) => value !== undefined;

export function updatedValues(word: PlannedWord, ids: FileIds, old: WordRow): Partial<Values> {
  const { record, input } = word;
  const pick = <K extends keyof typeof input>(key: K, has: boolean) => (has ? input[key] : old[key]);
  const next = {
    word: input.word,
    wordTranslation: pick('wordTranslation', given(record.wordTranslation)),
    sentence: pick('sentence', given(record.sentence)),
    sentenceTranslation: pick('sentenceTranslation', given(record.sentenceTranslation)),
    language: pick('language', given(record.language)),
    // A file without voices keeps the word's own while its language stays.
    voice: given(record.voice) || input.language !== old.language ? input.voice : old.voice,
    highQuality: pick('highQuality', given(record.highQuality)),
    category: pick('category', given(record.category)),
    sourceUrl: pick('sourceUrl', given(record.sourceUrl)),
    sourceTitle: pick('sourceTitle', given(record.sourceTitle)),
  };
  const sameVoice = next.language === old.language && next.voice === old.voice;
  return {
    ...next,
    wordKey: word.key,
    score: given(record.score) ? word.score : old.score,
    date: given(record.date) ? word.date : old.date,
    picture: ids.picture || old.picture,
    // Audio that no longer says the text is dropped and spoken again after the import.
    speechWord: ids.speechWord || (sameVoice && next.word === old.word ? old.speechWord : ''),
    speechSentence:
      ids.speechSentence || (sameVoice && next.sentence === old.sentence ? old.speechSentence : ''),
  };
}

export function mergedValues(word: PlannedWord, ids: FileIds, old: WordRow): Partial<Values> {
  const { input } = word;
  const fill = (mine: string, theirs: string) => mine || theirs;
  const takesSentence = old.sentence === '' && input.sentence !== '';
  return {
    wordTranslation: fill(old.wordTranslation, input.wordTranslation),
    sentence: fill(old.sentence, input.sentence),
    sentenceTranslation: fill(old.sentenceTranslation, input.sentenceTranslation),
    category: old.category === DEFAULT_CATEGORY ? input.category : old.category,
    sourceUrl: fill(old.sourceUrl, input.sourceUrl),
    sourceTitle: old.sourceUrl ? old.sourceTitle : fill(old.sourceTitle, input.sourceTitle),
    picture: fill(old.picture, ids.picture),
    // The file's audio says the same word only when spoken in the same language.
    speechWord: fill(old.speechWord, input.language === old.language ? ids.speechWord : ''),
    speechSentence:
      takesSentence && input.language === old.language ? ids.speechSentence : old.speechSentence,
  };
}

/** True when the merge changes nothing: the word is then counted as skipped. */
export const changesNothing = (values: Partial<Values>, old: WordRow): boolean =>
  Object.entries(values).every(([key, value]) => old[key as keyof WordRow] === value);
