// One import from checked records to stored words: plan, check the quotas (the media's by a
// measuring pass that writes nothing), write the files (checked as uploads), store everything in
// one transaction, then release what is no longer used and
// speak the missing audio in the background. A failure removes the files it wrote: nothing stays.
import { eq, inArray } from 'drizzle-orm';
import { encounterTextBytes, MEDIA_BYTES_MAX, wordTextBytes } from '../../../../../shared/accounts/quotas';
import type { ImportReport } from '../../../../../shared/api';
import { IMPORT_MESSAGES, type OnExisting, SKIP_REASONS } from '../../../../../shared/import/texts';
import { media, preferences, words } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { invalid } from '../../../errors';
import { assertImportRoom, usageOf } from '../../quotas/service';
import { readStudyPreferences } from '../../review/study-preferences';
import { defaultPreferences } from '../../users/preferences-defaults';
import { releaseMedia, withUserMedia } from '../../words/media';
import type { ImportRecord } from '../import-record';
import { ImportFiles } from './files';
import { type PlannedWord, planImport } from './plan';
import { speakLater } from './speak-later';
import { type ReadyWord, type Stored, storeImport } from './store';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

export type RunDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'>;

export interface Progress {
  stage(state: 'reading' | 'storing', total: number): void;
  step(): void;
}

async function freeUuids(deps: RunDeps, wanted: string[]): Promise<Set<string>> {
  const free = new Set(wanted);
  for (let at = 0; at < wanted.length; at += 500) {
    const taken = await deps.db
      .select({ uuid: words.uuid })
      .from(words)
      .where(inArray(words.uuid, wanted.slice(at, at + 500)));
    for (const { uuid } of taken) free.delete(uuid);
  }
  return free;
}

async function learnerState(deps: RunDeps, userId: number) {
  const existing = await deps.db.select().from(words).where(eq(words.userId, userId));
  const mediaIds = await deps.db.select({ id: media.id }).from(media).where(eq(media.userId, userId));
  const [prefs] = await deps.db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  return {
    byKey: new Map(existing.map((row) => [row.wordKey, row])),
    mediaIds: new Set(mediaIds.map((m) => m.id)),
    defaults: {
      language: prefs?.speechLanguage ?? defaultPreferences.speechLanguage,
      voice: prefs?.speechVoice ?? defaultPreferences.speechVoice,
    },
  };
}

/**
 * The text the import would add: each word's new text beyond what the word it updates already
 * holds, and its encounters' text in full (a few counted twice only makes the check stricter).
 */
function plannedTextBytes(planned: readonly PlannedWord[]): number {
  let total = 0;
  for (const word of planned) {
    total += Math.max(0, wordTextBytes(word.input) - (word.existing ? wordTextBytes(word.existing) : 0));
    for (const met of word.record.encounters ?? []) total += encounterTextBytes(met);
  }
  return total;
}

export interface RunOptions {
  userId: number;
  records: readonly ImportRecord[];
  onExisting: OnExisting;
  progress: Progress;
  /** Inside the store's transaction, with the report: a job marks itself done there (jobs/table.ts). */
  commit?: (tx: Tx, report: ImportReport) => Promise<void>;
}

/** The learner's report: what the store did, with what the plan and the files skipped. */
function reportOf(stored: Stored, planSkipped: ImportReport['skipped'], notes: ImportReport['skipped']) {
  const report: ImportReport = {
    ...stored.report,
    skipped: [...planSkipped, ...stored.report.skipped].sort((a, b) => a.line - b.line),
    ...(notes.length ? { notes } : {}),
  };
  return report;
}

/** Each planned word with the ids of its files, written (or measured) through `files`. */
async function fileWords(
  planned: readonly PlannedWord[],
  files: ImportFiles,
  notes: ImportReport['skipped'],
  step: () => void,
): Promise<ReadyWord[]> {
  const ready: ReadyWord[] = [];
  for (const word of planned) {
    const picture = await files.picture(word.record.picture);
    if (picture === null)
      notes.push({ line: word.record.line, word: word.input.word, reason: SKIP_REASONS.badPicture });
    const speechWord = await files.audio(word.record.speechWord);
    const speechSentence = word.input.sentence ? await files.audio(word.record.speechSentence) : '';
    const encounterAudio: string[] = [];
    for (const met of word.record.encounters ?? [])
      encounterAudio.push(await files.audio(met.speechSentence));
    ready.push({ word, ids: { picture: picture ?? '', speechWord, speechSentence }, encounterAudio });
    step();
  }
  return ready;
}

export function runImport(deps: RunDeps, options: RunOptions) {
  // The learner's media work waits for the import, and the import for it: no file an import relies
  // on can be released half-way (words/media.ts).
  return withUserMedia(options.userId, () => runNow(deps, options));
}

async function runNow(deps: RunDeps, { userId, records, onExisting, progress, commit }: RunOptions) {
  const now = deps.clock.now();
  const state = await learnerState(deps, userId);
  const plan = planImport(records, state.byKey, { onExisting, defaults: state.defaults, now });
  progress.stage('reading', plan.words.length);
  // Words and text are known from the plan: a file past either quota is refused before one
  // picture or sound of it is written.
  assertImportRoom(await usageOf(deps, userId), {
    words: plan.words.filter((word) => word.action === 'add').length,
    textBytes: plannedTextBytes(plan.words),
  });
  // Pictures' stored sizes are known once they are converted: a measuring pass converts them and
  // counts every file without writing one, so a file past the media quota is refused before any
  // of it is stored.
  const measured = new ImportFiles(deps, userId, state.mediaIds, true);
  await fileWords(plan.words, measured, [], () => {});
  const usage = await usageOf(deps, userId);
  if (usage.mediaBytes + measured.bytes > MEDIA_BYTES_MAX)
    throw invalid(IMPORT_MESSAGES.mediaQuota(usage.mediaBytes, measured.bytes), 'media_quota');
  const files = measured.writer();
  const notes: ImportReport['skipped'] = [];
  let committed = false;
  try {
    const ready = await fileWords(plan.words, files, notes, progress.step);
    progress.stage('storing', ready.length);
    const stored = await storeImport(deps, {
      userId,
      ready,
      files: [...files.written.values()],
      prefs: await readStudyPreferences(deps.db, userId),
      now,
      freeUuids: await freeUuids(
        deps,
        ready.flatMap((r) => (r.word.record.uuid ? [r.word.record.uuid.toLowerCase()] : [])),
      ),
      onStored: progress.step,
      beforeCommit: commit && ((tx, done) => commit(tx, reportOf(done, plan.skipped, notes))),
    });
    committed = true;
    // Files of the file that no word took, and those the changed words stopped using.
    await releaseMedia(deps, userId, [...files.written.keys(), ...stored.replaced]);
    const report = reportOf(stored, plan.skipped, notes);
    return { report, speaking: speakLater(deps, userId, stored.unspoken) };
  } catch (error) {
    // Once committed, the words use the files: only a failure before that removes them.
    if (!committed) await files.discard();
    throw error;
  }
}
