// What runs in the worker threads (worker-pool.ts), one exported function per task. Each takes and
// answers plain data: errors the learner should read cross the thread as { refused: message }.
import { type Database, openDatabase } from '../db';
import { writeExport as writeExportFile } from '../modules/export/write-export';
import { ImportFileError } from '../modules/import/import-record';
import { readRecords } from '../modules/import/readers';
import { createBindingFitter } from '../modules/review/binding-fitter';
import { simulateWorkload as simulate, type WorkloadInput } from '../modules/review/workload-simulation';
import { createMediaStore } from '../providers/media';
import type {
  DatabaseTask,
  FitTask,
  ReadImportAnswer,
  ReadImportTask,
  WriteExportTask,
  WrittenExport,
} from './worker-types';

/** An uploaded file's records, read off the request loop (unzipping, SQLite, zstd, HTML). */
export async function readImport({ format, bytes, table }: ReadImportTask): Promise<ReadImportAnswer> {
  try {
    return { records: await readRecords(format, bytes, table) };
  } catch (error) {
    if (error instanceof ImportFileError) return { refused: error.message };
    throw error;
  }
}

const fitter = createBindingFitter();

/** FSRS parameters fitted to a learner's history: seconds of CPU for a long one (fsrs-rs). */
export async function fitParameters({ histories, options }: FitTask): Promise<number[] | null> {
  return fitter(histories, options);
}

/** A year of study at each desired retention: about a second of CPU (decision 0047). */
export function simulateWorkload(task: WorkloadInput) {
  return simulate(task);
}

/**
 * This thread's own connection to each database it was given, opened at its first export. Not
 * migrated again: the server migrated the database before it started any worker (decision 0041 §5).
 * A server has one database; a pool shared by several apps (the API tests) serves each its own.
 */
const databases = new Map<string, Promise<Database>>();

async function threadDeps(task: DatabaseTask) {
  let database = databases.get(task.databaseUrl);
  if (!database) {
    database = openDatabase(task.databaseUrl, task.databaseAuthToken, undefined, { migrate: false }).then(
      ({ db }) => db,
    );
    databases.set(task.databaseUrl, database);
  }
  // os.tmpdir() reads TMPDIR; this thread's copy of the environment may be older than the server's.
  process.env.TMPDIR = task.tempDir;
  return {
    db: await database,
    clock: { now: () => task.nowMs, advance() {}, reset() {}, sleep: (ms: number) => Bun.sleep(ms) },
  };
}

/**
 * An export job's file (CSV, Anki text, .apkg or backup), or the direct .apkg route's answer,
 * written whole off the request loop.
 */
export async function writeExport(task: WriteExportTask): Promise<WrittenExport> {
  const deps = { ...(await threadDeps(task)), media: createMediaStore(task.media) };
  // The last counts go back with the answer too: the port's messages may arrive after it.
  let counted = { done: 0, total: 0 };
  try {
    const { bytes } = await writeExportFile(deps, task, (stage, done, total) => {
      if (total > 0) counted = { done, total };
      task.port?.postMessage({ stage, done, total });
    });
    return { bytes, ...counted };
  } finally {
    task.port?.close();
  }
}
