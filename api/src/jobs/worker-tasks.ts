// What runs in the worker threads (worker-pool.ts), one exported function per task. Each takes and
// answers plain data: errors the learner should read cross the thread as { refused: message }.
import { ImportFileError } from '../modules/import/import-record';
import { readRecords } from '../modules/import/readers';
import type { ReadImportAnswer, ReadImportTask } from './worker-types';

/** An uploaded file's records, read off the request loop (unzipping, SQLite, zstd, HTML). */
export async function readImport({ format, bytes, table }: ReadImportTask): Promise<ReadImportAnswer> {
  try {
    return { records: await readRecords(format, bytes, table) };
  } catch (error) {
    if (error instanceof ImportFileError) return { refused: error.message };
    throw error;
  }
}
