// One exported word, as the server reads it (the word and its scheduler state if it has one),
// and the columns of the CSV export in their order.
import { exportedCategory } from '../words/rules';
import type { Word } from '../words/types';
import { ENCOUNTERS_COLUMN, type ExportedEncounter, encountersPlainText } from './encounters-text';

/** ts-fsrs State numbers, named as the export writes them. */
export const SCHEDULE_STATES = ['new', 'learning', 'review', 'relearning'] as const;

export interface ExportedWord
  extends Pick<
    Word,
    | 'uuid'
    | 'word'
    | 'wordTranslation'
    | 'sentence'
    | 'sentenceTranslation'
    | 'language'
    | 'voice'
    | 'highQuality'
    | 'picture'
    | 'speechWord'
    | 'speechSentence'
    | 'category'
    | 'score'
    | 'date'
    | 'sourceUrl'
    | 'sourceTitle'
  > {
  /** Epoch ms of the last change. */
  updatedAt: number;
  /** Epoch ms; null while the word was never studied. */
  due: number | null;
  /** ts-fsrs State (0..3); null while the word was never studied. */
  state: number | null;
  /** The word's further sentences, for the CSV and Anki text exports (the backup keeps them apart). */
  encounters?: readonly ExportedEncounter[];
}

export const CSV_COLUMNS: readonly { title: string; value: (w: ExportedWord) => string }[] = [
  { title: 'Word', value: (w) => w.word },
  { title: 'Translation', value: (w) => w.wordTranslation },
  { title: 'Sentence', value: (w) => w.sentence },
  { title: 'Sentence translation', value: (w) => w.sentenceTranslation },
  { title: 'Language', value: (w) => w.language },
  { title: 'Category', value: (w) => exportedCategory(w.category) },
  { title: 'Score', value: (w) => String(w.score) },
  { title: 'Date', value: (w) => w.date },
  { title: 'Source address', value: (w) => w.sourceUrl },
  { title: 'Source title', value: (w) => w.sourceTitle },
  { title: 'Due', value: (w) => (w.due === null ? '' : new Date(w.due).toISOString()) },
  { title: 'State', value: (w) => (w.state === null ? '' : (SCHEDULE_STATES[w.state] ?? '')) },
  { title: ENCOUNTERS_COLUMN, value: (w) => encountersPlainText(w.encounters ?? []) },
];
