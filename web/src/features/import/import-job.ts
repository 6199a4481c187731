// Sends the file with its options, then polls its job until it ends (docs/decisions/0026); and
// asks for its preview first, the language proposed for each deck (decision 0034).
import { FetchError } from 'ofetch';
import {
  type ImportJobAnswer,
  type ImportOptions,
  type ImportPreview,
  type ImportStarted,
  isApiError,
  paths,
} from '../../../../shared/api';
import { IMPORT_MESSAGES } from '../../../../shared/import/texts';
import { api } from '../../lib/api-client';

const POLL_MS = 400;

export class ImportRefused extends Error {}

/** The server's message for a refused file, or the import's own. */
function refusal(error: unknown): ImportRefused {
  const data = error instanceof FetchError ? error.data : undefined;
  return new ImportRefused(isApiError(data) && data.message ? data.message : IMPORT_MESSAGES.failed);
}

function importForm(file: File, options: Partial<ImportOptions>): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('options', JSON.stringify(options));
  return form;
}

/** The file's decks and the language proposed for each, read by the server; nothing is stored. */
export async function previewImport(file: File, options: Partial<ImportOptions>): Promise<ImportPreview> {
  try {
    return await api<ImportPreview>(paths.importPreview, { method: 'POST', body: importForm(file, options) });
  } catch (error) {
    throw refusal(error);
  }
}

export async function startImport(file: File, options: ImportOptions): Promise<string> {
  const form = importForm(file, options);
  try {
    const started = await api<ImportStarted>(paths.importStart, { method: 'POST', body: form });
    return started.id;
  } catch (error) {
    throw refusal(error);
  }
}

/** Calls `onProgress` with each answer until the job is done or failed; answers the last one. */
export async function followImport(
  id: string,
  onProgress: (job: ImportJobAnswer) => void,
  stopped: () => boolean,
): Promise<ImportJobAnswer | null> {
  for (;;) {
    let job: ImportJobAnswer;
    try {
      job = await api<ImportJobAnswer>(paths.importJob(id));
    } catch (error) {
      throw refusal(error);
    }
    if (stopped()) return null;
    onProgress(job);
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Asks the server to stop the import; the next poll answers it as failed with the reason. */
export async function cancelImport(id: string): Promise<void> {
  try {
    await api(paths.importJob(id), { method: 'DELETE' });
  } catch {
    // Already ended (409) or gone: the poll shows how it ended.
  }
}
