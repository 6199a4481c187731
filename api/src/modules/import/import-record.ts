// One word as an import reads it, whatever the file it came from. CSV and TSV rows, Anki notes
// (collection.anki2 and collection.anki21b), Anki text lines and our own backup all become these
// records, and one pipeline checks and stores them (issue 17; decision 0026).
import type { Grade } from '../../../../shared/review/grades';

/** A picture or a sound carried by the file, as its bytes: the pipeline checks them as uploads. */
export interface ImportedFile {
  /** The name in the source (an Anki media name, a backup path), for the report only. */
  name: string;
  bytes: Uint8Array;
}

/** One answer of the word's history, oldest first. */
export interface ImportedReview {
  /** Epoch milliseconds. */
  reviewedAt: number;
  grade: Grade;
  durationMs: number;
}

/** The FSRS state the source left the word in (our backup, or derived from Anki's card). */
export interface ImportedSchedule {
  due: number;
  stability: number;
  difficulty: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  reps: number;
  lapses: number;
  learningSteps: number;
  scheduledDays: number;
  lastReview: number | null;
}

export interface ImportRecord {
  /** 1-based position in the source (row, note, line), so the report can say "row 12: …". */
  line: number;
  /** The word as the source spells it; trimming and every rule of the spec apply later. */
  word: string;
  /** Our own backup's uuid, or the uuid an earlier export encoded in an Anki GUID. */
  uuid?: string;
  wordTranslation?: string;
  sentence?: string;
  sentenceTranslation?: string;
  /** A language code of shared/languages when the source names one. */
  language?: string;
  /** Optional, added for our backup: the voice and quality the word was spoken with. */
  voice?: string;
  highQuality?: boolean;
  category?: string;
  /** The deck the source keeps the word in (Anki), as the import's preview names it. */
  deck?: string;
  /** The spec's score, 1 to 3. */
  score?: number;
  /** The day the word was saved, YYYY-MM-DD. */
  date?: string;
  sourceUrl?: string;
  sourceTitle?: string;
  picture?: ImportedFile;
  speechWord?: ImportedFile;
  speechSentence?: ImportedFile;
  reviews?: ImportedReview[];
  schedule?: ImportedSchedule;
  /** Further sentences the word was met in (docs/decisions/0029-encounters.md), oldest first. */
  encounters?: ImportedEncounter[];
}

export interface ImportedEncounter {
  sentence: string;
  sentenceTranslation?: string;
  sourceUrl?: string;
  sourceTitle?: string;
  /** Epoch milliseconds of the meeting. */
  metAt?: number;
  speechSentence?: ImportedFile;
}

/** A file that cannot be read as what it claims to be: its message is shown to the learner. */
export class ImportFileError extends Error {}
