// Stores a planned import in ONE transaction: media rows, words, schedules and answers, and the
// list version. Nothing in it reads a file or the network; a failure anywhere rolls all of it back.
import { eq } from 'drizzle-orm';
import type { ImportReport } from '../../../../../shared/api';
import { IMPORT_MESSAGES, SKIP_REASONS } from '../../../../../shared/import/texts';
import type { StudyPreferences } from '../../../../../shared/review/study-preferences';
import { media, users, words } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { invalid } from '../../../errors';
import { bumpWordsVersion } from '../../words/list';
import { storeEncounters } from './encounters';
import type { WrittenFile } from './files';
import { appendReviews, storeSchedule } from './history';
import type { PlannedWord } from './plan';
import { changesNothing, type FileIds, mergedValues, newValues, updatedValues } from './word-values';

export interface ReadyWord {
  word: PlannedWord;
  ids: FileIds;
  /** The audio of the record's encounters, in their order ('' where there is none). */
  encounterAudio: string[];
}

export interface StoreInput {
  userId: number;
  ready: ReadyWord[];
  files: WrittenFile[];
  prefs: StudyPreferences;
  now: number;
  /** Uuids the file may keep: those no word (of anyone) has yet. */
  freeUuids: Set<string>;
  onStored: () => void;
  /** Last inside the transaction: the job marks itself done with its effects, or rolls them back. */
  beforeCommit?: (tx: Tx, stored: Stored) => Promise<void>;
}

export interface Stored {
  report: Omit<ImportReport, 'skipped'> & { skipped: ImportReport['skipped'] };
  /** Media ids the changed words no longer use: released after the commit. */
  replaced: string[];
  /** Words whose audio is missing: spoken after the commit. */
  unspoken: number[];
}

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

type WordRow = typeof words.$inferSelect;

/** New words go in this many to a statement: 21 columns each stays well under SQLite's limit on parameters. */
const ADD_BATCH = 100;

/** The new words of one batch, in one statement; answers each stored row by its ready word. */
async function insertNew(tx: Tx, input: StoreInput, batch: readonly ReadyWord[]) {
  const uuids = batch.map(({ word }) => {
    const wanted = word.record.uuid?.toLowerCase();
    return wanted && input.freeUuids.delete(wanted) ? wanted : crypto.randomUUID();
  });
  const rows = await tx
    .insert(words)
    .values(
      batch.map(({ word, ids }, i) => ({
        uuid: uuids[i] as string,
        userId: input.userId,
        ...newValues(word, ids),
        updatedAt: input.now,
      })),
    )
    .returning();
  // RETURNING gives the rows in no promised order: each is found again by its uuid.
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return batch.map((ready, i) => ({ ready, row: byUuid.get(uuids[i] as string) }));
}

/** An existing word updated or merged (or left as it is when nothing changes). */
async function updateExisting(tx: Tx, input: StoreInput, { word, ids }: ReadyWord, old: WordRow) {
  const values = word.action === 'update' ? updatedValues(word, ids, old) : mergedValues(word, ids, old);
  if (changesNothing(values, old)) return old;
  const updatedAt = Math.max(input.now, old.updatedAt + 1);
  const [row] = await tx
    .update(words)
    .set({ ...values, updatedAt })
    .where(eq(words.id, old.id))
    .returning();
  return row;
}

/** What follows a stored word: its history, its further sentences, and the report's line. */
async function afterStore(
  tx: Tx,
  input: StoreInput,
  ready: ReadyWord,
  row: WordRow | undefined,
  stored: Stored,
) {
  const { userId, now } = input;
  const { word, encounterAudio } = ready;
  const old = word.existing;
  if (!row) throw new Error('the word was not stored');
  const target = {
    userId,
    wordId: row.id,
    wordUuid: row.uuid,
    score: row.score,
    category: row.category,
    existed: old !== undefined,
  };
  const answers = await appendReviews(tx, target, word.record.reviews ?? [], input.prefs);
  await storeSchedule(tx, target, word.record.schedule, word.action === 'update');
  const encounterTarget = { userId, wordId: row.id, mainSentence: row.sentence, now };
  stored.replaced.push(
    ...(await storeEncounters(tx, encounterTarget, word.record.encounters ?? [], encounterAudio)),
  );
  if (!old) stored.report.added += 1;
  else if (row !== old || answers > 0) stored.report.updated += 1;
  else stored.report.skipped.push({ line: word.record.line, word: row.word, reason: SKIP_REASONS.exists });
  if (old && row !== old)
    for (const key of ['picture', 'speechWord', 'speechSentence'] as const)
      if (old[key] && old[key] !== row[key]) stored.replaced.push(old[key]);
  if (row.speechWord === '' || (row.sentence !== '' && row.speechSentence === ''))
    stored.unspoken.push(row.id);
}

export async function storeImport(deps: Pick<AppDeps, 'db'>, input: StoreInput): Promise<Stored> {
  return deps.db.transaction(async (tx) => {
    // An account deleted while the import read its file: nothing is stored, and the job says why.
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!owner) throw invalid(IMPORT_MESSAGES.accountGone, 'account_gone');
    const stored: Stored = { report: { added: 0, updated: 0, skipped: [] }, replaced: [], unspoken: [] };
    for (const file of input.files)
      await tx
        .insert(media)
        .values({ userId: input.userId, ...file, createdAt: input.now })
        .onConflictDoNothing();
    // New words a batch to a statement (a 10,000-row file is 100 statements, not 10,000), then
    // the words that exist, one at a time, each compared with what it was.
    const adds = input.ready.filter((ready) => !ready.word.existing);
    for (let at = 0; at < adds.length; at += ADD_BATCH)
      for (const { ready, row } of await insertNew(tx, input, adds.slice(at, at + ADD_BATCH))) {
        await afterStore(tx, input, ready, row, stored);
        input.onStored();
      }
    for (const ready of input.ready) {
      const old = ready.word.existing;
      if (!old) continue;
      await afterStore(tx, input, ready, await updateExisting(tx, input, ready, old), stored);
      input.onStored();
    }
    await bumpWordsVersion(tx, input.userId);
    await input.beforeCommit?.(tx, stored);
    return stored;
  });
}
