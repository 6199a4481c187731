// Downloads an export through fetch rather than a link, for two reasons: the bearer token must go
// with it, and reading the stream lets the page show the bytes received (the server streams, so
// no total is known in advance). The bytes then leave as a file through an object URL.
import { API_BASE, type ApiError, paths } from '../../../../shared/api';
import { EXPORT_FAILED, type ExportFormat } from '../../../../shared/export/texts';
import { appStore, clearSession, tokenAtom } from '../../lib/session';

const PATHS: Record<ExportFormat, string> = {
  csv: paths.exportCsv,
  anki: paths.exportAnki,
  apkg: paths.exportApkg,
  backup: paths.exportBackup,
};

export class ExportError extends Error {}

/** The file name the server gave (Content-Disposition), or a plain one. */
function fileNameOf(response: Response, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `wordhoard-${format}`;
}

async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as ApiError;
    return body.message || EXPORT_FAILED;
  } catch {
    return EXPORT_FAILED;
  }
}

/**
 * Downloads every word in the format, or, with `uuids`, those words only (the list as shown): the
 * server takes them as POST's body (docs/decisions/0025-export.md).
 */
export async function downloadExport(
  format: ExportFormat,
  onProgress: (bytes: number) => void,
  uuids?: readonly string[],
) {
  const token = appStore.get(tokenAtom);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const request: RequestInit = uuids
    ? {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ uuids }),
      }
    : { headers };
  const response = await fetch(`${API_BASE}${PATHS[format]}`, request).catch(() => {
    throw new ExportError(EXPORT_FAILED);
  });
  if (response.status === 401 && token) clearSession();
  if (!response.ok || !response.body) throw new ExportError(await refusal(response));
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ExportError(EXPORT_FAILED);
    });
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, format);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser starts the download from the URL after this task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
