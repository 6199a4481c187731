// The export calls (docs/decisions/0025-export.md, 0027-anki-package.md): CSV, Anki text and Anki
// package of every word (GET) or of the words named (POST, the list as shown), and the full
// backup. Every role may export, roles 2 and 5 included, whose words are deleted once the
// retention days are over. Answers stream.
import { tmpdir } from 'node:os';
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
import { apkgEntries } from './apkg/apkg-entries';
import { backupEntries } from './backup-parts';
import { CONTENT_TYPES, exportJobRoutes } from './export-job-routes';
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

function download(deps: AppDeps, format: ExportFormat, body: ReadableStream<Uint8Array>) {
  const name = exportFileName(format, new Date(deps.clock.now()));
  return new Response(body, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      // The name is ours (letters, digits, '-' and '.'), so it needs no quoting beyond this.
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
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

/** The collection is written before the answer starts, so a failure is a clean error, not a cut file. */
async function apkgExport(deps: AppDeps, userId: number, uuids?: string[]) {
  // Built in a worker thread (docs/decisions/0040): thousands of notes are seconds of CPU.
  const built = await deps.workers.run('buildApkg', {
    databaseUrl: deps.config.databaseUrl,
    databaseAuthToken: deps.config.databaseAuthToken,
    userId,
    uuids,
    nowMs: deps.clock.now(),
    tempDir: tmpdir(),
  });
  return download(deps, 'apkg', zipStream(apkgEntries(deps, userId, built)));
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
    .get(paths.exportApkg, async ({ headers }) =>
      apkgExport(deps, await exporter(deps, headers.authorization)),
    )
    .post(
      paths.exportApkg,
      async ({ headers, body }) => apkgExport(deps, await exporter(deps, headers.authorization), body.uuids),
      { body: uuidsBody, parse: shownBody },
    )
    .get(paths.exportBackup, async ({ headers }) => {
      const userId = await exporter(deps, headers.authorization);
      return download(deps, 'backup', zipStream(backupEntries(deps, userId)));
    });
}
