// The export calls (docs/decisions/0025-export.md, 0027-anki-package.md): CSV, Anki text and Anki
// package of every word (GET) or of the words named (POST, the list as shown), and the full
// backup. Every role may export, roles 2 and 5 included, whose words are deleted once the
// retention days are over. Answers stream (the .apkg from a file its worker wrote whole).
import { rm } from 'node:fs/promises';
import { Elysia, t } from 'elysia';
import { canExport } from '../../../../shared/accounts/roles';
import { paths } from '../../../../shared/api';
import { EXPORT_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { ankiHeader, ankiRows } from '../../../../shared/export/anki-text';
import { csvHeader, csvRows, UTF8_BOM } from '../../../../shared/export/csv';
import { EXPORT_UUIDS_MAX, type ExportFormat, exportFileName } from '../../../../shared/export/texts';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../errors';
import { authenticate } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { newAnswerPath, removableFileStream } from './answer-files';
import { backupEntries } from './backup-parts';
import { CONTENT_TYPES, exportJobRoutes } from './export-job-routes';
import { writeExportTask } from './export-jobs';
import { wordPages } from './read-words';
import { textExportStream } from './text-stream';
import { withEncounters } from './word-encounters';
import { zipStream } from './zip-stream';

const uuidsBody = t.Object({
  uuids: t.Array(t.String({ minLength: 1, maxLength: 64 }), { maxItems: EXPORT_UUIDS_MAX }),
});

async function exporter(deps: AppDeps, authorization: string | null | undefined) {
  const account = await authenticate(deps, authorization);
  if (!canExport(account.claim.role)) throw forbidden('This account cannot export words.', 'export_refused');
  return account.row.id;
}

function download(deps: AppDeps, format: ExportFormat, body: ReadableStream<Uint8Array>, size?: number) {
  const name = exportFileName(format, new Date(deps.clock.now()));
  return new Response(body, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      // The name is ours (letters, digits, '-' and '.'), so it needs no quoting beyond this.
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(size === undefined ? {} : { 'content-length': String(size) }),
    },
  });
}

function textExport(deps: AppDeps, format: 'csv' | 'anki', userId: number, uuids?: string[]) {
  const pages = withEncounters(deps.db, userId, wordPages(deps.db, userId, uuids));
  const stream =
    format === 'csv'
      ? textExportStream(UTF8_BOM + csvHeader(), pages, csvRows)
      : textExportStream(ankiHeader(), pages, ankiRows);
  return download(deps, format, stream);
}

/** The request, and Bun's server when there is one (app.handle in tests has none). */
interface Exchange {
  request: Request;
  server: { timeout(request: Request, seconds: number): void } | null;
}

/**
 * The whole package is written to a file in a worker thread (collection and zip, as an export job
 * does), then answered from that file, which goes when the answer ends or is cancelled
 * (answer-files.ts): the request's thread holds a chunk, not a zip of its own (decision 0041 §5).
 * A failure is a clean error before the answer starts, never a cut file.
 */
async function apkgExport(deps: AppDeps, userId: number, { request, server }: Exchange, uuids?: string[]) {
  // Nothing is sent while the file is written (seconds for thousands of pictures; more on a busy
  // machine), and Bun closes a connection that sends nothing for 10 s.
  server?.timeout(request, 0);
  const path = await newAnswerPath(deps.config);
  try {
    // A client that goes away stops the writing, and its file is removed with the task.
    await deps.workers.run(
      'writeExport',
      writeExportTask(deps, { format: 'apkg', uuids, userId, path }),
      request.signal,
    );
    if (request.signal.aborted) throw new Error('the client went away');
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  const { body, size } = await removableFileStream(path);
  return download(deps, 'apkg', body, size);
}

export function exportModule(deps: AppDeps) {
  const shownBody = cappedBody({
    maxBytes: EXPORT_BODY_MAX_BYTES,
    admit: (request) => exporter(deps, request.headers.get('authorization')),
  });
  const textRoutes = (path: string, format: 'csv' | 'anki') =>
    new Elysia()
      .get(path, async ({ headers }) => textExport(deps, format, await exporter(deps, headers.authorization)))
      .post(
        path,
        async ({ headers, body }) =>
          textExport(deps, format, await exporter(deps, headers.authorization), body.uuids),
        { body: uuidsBody, parse: shownBody },
      );
  return new Elysia({ name: 'export' })
    .use(exportJobRoutes(deps, (authorization) => exporter(deps, authorization)))
    .use(textRoutes(paths.exportCsv, 'csv'))
    .use(textRoutes(paths.exportAnki, 'anki'))
    .get(paths.exportApkg, async ({ headers, request, server }) =>
      apkgExport(deps, await exporter(deps, headers.authorization), { request, server }),
    )
    .post(
      paths.exportApkg,
      async ({ headers, body, request, server }) =>
        apkgExport(deps, await exporter(deps, headers.authorization), { request, server }, body.uuids),
      { body: uuidsBody, parse: shownBody },
    )
    .get(paths.exportBackup, async ({ headers }) => {
      const userId = await exporter(deps, headers.authorization);
      return download(deps, 'backup', zipStream(backupEntries(deps, userId)));
    });
}
