// Stores a planned import in ONE transaction: media rows, words, schedules and answers, and the
// list version. Nothing in it reads a file or the network; a failure anywhere rolls all of it back.
import { eq } from 'drizzle-orm';
import type { ImportReport } from '../../../../../shared/api';
import { SKIP_REASONS } from '../../../../../shared/import/texts';
import type { StudyPreferences } from '../../../../../shared/review/study-preferences';
import { media, words } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
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
}

export interface Stored {
  report: Omit<ImportReport, 'skipped'> & { skipped: ImportReport['skipped'] };
  /** Media ids the changed words no longer use: released after the commit. */
  replaced: string[];
  /** Words whose audio is missing: spoken after the commit. */
  unspoken: number[];
}

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

async function storeOne(tx: Tx, input: StoreInput, { word, ids, encounterAudio }: ReadyWord, stored: Stored) {
  const { userId, now } = input;
  const old = word.existing;
  let row: typeof words.$inferSelect | undefined;
  if (!old) {
    const wanted = word.record.uuid?.toLowerCase();
    const uuid = wanted && input.freeUuids.delete(wanted) ? wanted : crypto.randomUUID();
    [row] = await tx
      .insert(words)
      .values({ uuid, userId, ...newValues(word, ids), updatedAt: now })
      .returning();
  } else {
    const values = word.action === 'update' ? updatedValues(word, ids, old) : mergedValues(word, ids, old);
    const changed = !changesNothing(values, old);
    const updatedAt = Math.max(now, old.updatedAt + 1);
    [row] = changed
      ? await tx
          .update(words)
          .set({ ...values, updatedAt })
          .where(eq(words.id, old.id))
          .returning()
      : [old];
  }
  if (!row) throw new Error('the word was not stored');
  const target = { userId, wordId: row.id, wordUuid: row.uuid, score: row.score, existed: old !== undefined };
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
    const stored: Stored = { report: { added: 0, updated: 0, skipped: [] }, replaced: [], unspoken: [] };
    for (const file of input.files)
      await tx
        .insert(media)
        .values({ userId: input.userId, ...file, createdAt: input.now })
        .onConflictDoNothing();
    for (const ready of input.ready) {
      await storeOne(tx, input, ready, stored);
      input.onStored();
    }
    await bumpWordsVersion(tx, input.userId);
    return stored;
  });
}
