// Our own full backup (shared/export/backup.ts, api/src/modules/export/backup-parts.ts): the
// manifest names the media files, words.json the words, schedules.json and reviews.json their
// study history, encounters.json its further sentences. Every word becomes one record with its
// picture and audio bytes.
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEncounter,
  type BackupManifest,
} from '../../../../../shared/export/backup';
import type { ExportedWord } from '../../../../../shared/export/columns';
import { isZip } from '../../../../../shared/import/detect';
import {
  BACKUP_ROWS_MAX,
  type BackupList,
  READ_LIMIT_MESSAGES,
} from '../../../../../shared/import/read-limits';
import { IMPORT_MESSAGES } from '../../../../../shared/import/texts';
import { isGrade } from '../../../../../shared/review/grades';
import {
  type ImportedFile,
  type ImportedReview,
  type ImportedSchedule,
  ImportFileError,
  type ImportRecord,
} from '../import-record';
import { safeUnzip } from './safe-unzip';

interface BackupReview extends ImportedReview {
  wordUuid: string;
  undoneAt: number | null;
}

type BackupSchedule = ImportedSchedule & { wordUuid: string };

function json<T>(files: Map<string, Uint8Array>, name: string, check: (value: unknown) => boolean): T {
  const bytes = files.get(name);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.brokenBackup(name));
  }
  // Counted before each entry is checked: a list past its bound is refused as a whole, unread.
  const bound = BACKUP_ROWS_MAX[name as BackupList];
  if (bound !== undefined && Array.isArray(value) && value.length > bound)
    throw new ImportFileError(READ_LIMIT_MESSAGES.backupTooManyRows(name as BackupList));
  if (!check(value)) throw new ImportFileError(IMPORT_MESSAGES.brokenBackup(name));
  return value as T;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (check: (item: Record<string, unknown>) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.every((item) => isObject(item) && check(item));

const isWord = (w: Record<string, unknown>) => typeof w.word === 'string' && typeof w.uuid === 'string';
const isReview = (r: Record<string, unknown>) =>
  typeof r.wordUuid === 'string' && Number.isFinite(r.reviewedAt) && isGrade(r.grade as number);
const isEncounter = (e: Record<string, unknown>) =>
  typeof e.wordUuid === 'string' && typeof e.sentence === 'string';
const isSchedule = (s: Record<string, unknown>) =>
  typeof s.wordUuid === 'string' &&
  ['due', 'stability', 'difficulty', 'state'].every((k) => Number.isFinite(s[k]));

function manifestOf(files: Map<string, Uint8Array>): BackupManifest {
  if (!files.has('manifest.json')) throw new ImportFileError(IMPORT_MESSAGES.notBackup);
  const manifest = json<BackupManifest>(files, 'manifest.json', isObject);
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.media))
    throw new ImportFileError(IMPORT_MESSAGES.notBackup);
  if (manifest.version > BACKUP_VERSION) throw new ImportFileError(IMPORT_MESSAGES.backupVersion);
  return manifest;
}

function groupBy<T extends { wordUuid: string }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  // Pushed, not copied: a file with a million answers for one word must not copy the list each time.
  for (const item of items) {
    const group = groups.get(item.wordUuid);
    if (group) group.push(item);
    else groups.set(item.wordUuid, [item]);
  }
  return groups;
}

const int = (value: unknown) => (Number.isFinite(value) ? Math.trunc(value as number) : 0);

/** Only the columns of word_schedules, each a number, whatever else the file's object holds. */
const scheduleOf = (s: BackupSchedule): ImportedSchedule => ({
  due: int(s.due),
  stability: Number(s.stability),
  difficulty: Number(s.difficulty),
  state: int(s.state),
  reps: int(s.reps),
  lapses: int(s.lapses),
  learningSteps: int(s.learningSteps),
  scheduledDays: int(s.scheduledDays),
  lastReview: Number.isFinite(s.lastReview) ? int(s.lastReview) : null,
});

export function readBackup(bytes: Uint8Array): ImportRecord[] {
  if (!isZip(bytes)) throw new ImportFileError(IMPORT_MESSAGES.notZip);
  const files = safeUnzip(bytes);
  const manifest = manifestOf(files);
  const words = json<ExportedWord[]>(files, 'words.json', listOf(isWord));
  const reviews = groupBy(json<BackupReview[]>(files, 'reviews.json', listOf(isReview)));
  const schedules = groupBy(json<BackupSchedule[]>(files, 'schedules.json', listOf(isSchedule)));
  // Backups made before encounters existed have no encounters.json.
  const met = groupBy(
    files.has('encounters.json')
      ? json<BackupEncounter[]>(files, 'encounters.json', listOf(isEncounter))
      : [],
  );
  const mediaFiles = new Map(manifest.media.map((m) => [m.id, m.file]));
  const file = (id: string): ImportedFile | undefined => {
    const name = id ? mediaFiles.get(id) : undefined;
    const found = name ? files.get(name) : undefined;
    return name && found ? { name, bytes: found } : undefined;
  };
  return words.map((w, index) => {
    const schedule = schedules.get(w.uuid)?.[0];
    const history = (reviews.get(w.uuid) ?? [])
      .filter((r) => r.undoneAt == null)
      .map(({ reviewedAt, grade, durationMs }) => ({
        reviewedAt,
        grade,
        durationMs: Number(durationMs) || 0,
      }))
      .sort((a, b) => a.reviewedAt - b.reviewedAt);
    return {
      line: index + 1,
      word: w.word,
      uuid: w.uuid,
      wordTranslation: w.wordTranslation,
      sentence: w.sentence,
      sentenceTranslation: w.sentenceTranslation,
      language: w.language,
      voice: w.voice,
      highQuality: w.highQuality === true,
      category: w.category,
      score: w.score,
      date: w.date,
      sourceUrl: w.sourceUrl,
      sourceTitle: w.sourceTitle,
      picture: file(w.picture),
      speechWord: file(w.speechWord),
      speechSentence: file(w.speechSentence),
      reviews: history,
      schedule: schedule ? scheduleOf(schedule) : undefined,
      encounters: (met.get(w.uuid) ?? [])
        .map((e) => ({
          sentence: e.sentence,
          sentenceTranslation: e.sentenceTranslation,
          sourceUrl: e.sourceUrl,
          sourceTitle: e.sourceTitle,
          metAt: Date.parse(e.metAt),
          speechSentence: file(e.speechSentence),
        }))
        .sort((a, b) => (a.metAt || 0) - (b.metAt || 0)),
    };
  });
}
