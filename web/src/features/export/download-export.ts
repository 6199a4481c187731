// An export as a job (docs/decisions/0041-export-jobs.md): started, polled for its stage and
// counts while a worker on the server writes the file, cancelled on request, and its file fetched
// once done. The file goes through fetch rather than a link because the bearer token must go with
// it; it then leaves as a download through an object URL.
import { FetchError } from 'ofetch';
import {
  API_BASE,
  type ExportJobAnswer,
  type ExportJobBody,
  isApiError,
  paths,
} from '../../../../shared/api';
import { EXPORT_FAILED } from '../../../../shared/export/texts';
import { api } from '../../lib/api-client';
import { appStore, clearSession, tokenAtom } from '../../lib/session';

export class ExportError extends Error {}

/** The server's message for a refused call, or the export's own. */
function refusal(error: unknown): ExportError {
  const data = error instanceof FetchError ? error.data : undefined;
  return new ExportError(isApiError(data) && data.message ? data.message : EXPORT_FAILED);
}

export async function startExportJob(body: ExportJobBody): Promise<ExportJobAnswer> {
  try {
    return await api<ExportJobAnswer>(paths.exportJobs, { method: 'POST', body });
  } catch (error) {
    throw refusal(error);
  }
}

export async function readExportJob(id: string): Promise<ExportJobAnswer> {
  try {
    return await api<ExportJobAnswer>(paths.exportJob(id));
  } catch (error) {
    throw refusal(error);
  }
}

/** Asks the server to stop the export; the next poll answers it as cancelled. */
export async function cancelExportJob(id: string): Promise<void> {
  try {
    await api(paths.exportJob(id), { method: 'DELETE' });
  } catch {
    // Already ended (409) or gone: the poll shows how it ended.
  }
}

/** Fetches the finished job's file and hands it to the browser as a download. */
export async function downloadExportFile(job: ExportJobAnswer): Promise<void> {
  const token = appStore.get(tokenAtom);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${API_BASE}${paths.exportJobFile(job.id)}`, { headers }).catch(() => {
    throw new ExportError(EXPORT_FAILED);
  });
  if (response.status === 401 && token) clearSession();
  if (!response.ok) throw refusal(new FetchError(EXPORT_FAILED));
  const blob = await response.blob().catch(() => {
    throw new ExportError(EXPORT_FAILED);
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = job.fileName ?? `wordhoard-${job.format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser starts the download from the URL after this task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
