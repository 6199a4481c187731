// The export job calls (docs/decisions/0041-export-jobs.md): POST starts one (202, its first
// answer), GET polls it, DELETE cancels it while it waits or runs, GET …/file downloads the file
// once done. Another learner's job reads as absent. The web app uses these; the direct routes of
// index.ts stay for scripts.
import { stat } from 'node:fs/promises';
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { EXPORT_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { EXPORT_JOB_MESSAGES } from '../../../../shared/export/job-texts';
import { EXPORT_FORMATS, EXPORT_UUIDS_MAX, type ExportFormat } from '../../../../shared/export/texts';
import { JOB_MESSAGES } from '../../../../shared/jobs/texts';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound, unavailable } from '../../errors';
import { cancel, enqueue, findJob } from '../../jobs/table';
import { cappedBody } from '../../plugins/capped-body';
import {
  createExportJobHandler,
  EXPORT_KIND,
  type ExportPayload,
  type ExportResult,
  exportJobAnswer,
  exportPath,
  sweepExportFiles,
} from './export-jobs';

const jobBody = t.Object({
  format: t.UnionEnum([...EXPORT_FORMATS]),
  uuids: t.Optional(t.Array(t.String({ minLength: 1, maxLength: 64 }), { maxItems: EXPORT_UUIDS_MAX })),
});
const idParams = t.Object({ id: t.String({ maxLength: 64 }) });

type Exporter = (authorization: string | null | undefined) => Promise<number>;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  anki: 'text/plain; charset=utf-8',
  apkg: 'application/octet-stream',
  backup: 'application/zip',
};

export function exportJobRoutes(deps: AppDeps, exporter: Exporter) {
  deps.jobs.register(EXPORT_KIND, createExportJobHandler(deps));
  const learnersJob = async (authorization: string | undefined, id: string) => {
    const userId = await exporter(authorization);
    const job = await findJob(deps.db, userId, EXPORT_KIND, id);
    if (!job) throw notFound(EXPORT_JOB_MESSAGES.notFound, 'export_not_found');
    return { userId, job };
  };
  return new Elysia({ name: 'export-jobs' })
    .post(
      paths.exportJobs,
      async ({ headers, body, set }) => {
        const userId = await exporter(headers.authorization);
        if (body.format === 'backup' && body.uuids)
          throw invalid(EXPORT_JOB_MESSAGES.backupShown, 'backup_shown');
        await sweepExportFiles(deps);
        const payload: ExportPayload = { format: body.format, uuids: body.uuids };
        const job = { id: crypto.randomUUID(), kind: EXPORT_KIND, userId, payload, input: new Uint8Array() };
        const queued = await enqueue(deps.db, job, deps.clock.now());
        if (queued === 'busy') throw conflict(EXPORT_JOB_MESSAGES.busy, 'export_running');
        if (queued === 'full') throw unavailable(JOB_MESSAGES.serverBusy, 'jobs_full');
        void deps.jobs.kick();
        set.status = 202;
        const row = await findJob(deps.db, userId, EXPORT_KIND, job.id);
        if (!row) throw notFound(EXPORT_JOB_MESSAGES.notFound, 'export_not_found');
        return exportJobAnswer(row);
      },
      {
        body: jobBody,
        parse: cappedBody({
          maxBytes: EXPORT_BODY_MAX_BYTES,
          admit: (r) => exporter(r.headers.get('authorization')),
        }),
      },
    )
    .get(
      '/export/jobs/:id',
      async ({ headers, params }) =>
        exportJobAnswer((await learnersJob(headers.authorization, params.id)).job),
      { params: idParams },
    )
    .delete(
      '/export/jobs/:id',
      async ({ headers, params }) => {
        const { userId } = await learnersJob(headers.authorization, params.id);
        const cancelled = await cancel(deps.db, userId, EXPORT_KIND, params.id, deps.clock.now());
        if (!cancelled) throw conflict(EXPORT_JOB_MESSAGES.notCancellable, 'export_ended');
        deps.jobs.abort(params.id);
        return exportJobAnswer((await learnersJob(headers.authorization, params.id)).job);
      },
      { params: idParams },
    )
    .get(
      '/export/jobs/:id/file',
      async ({ headers, params }) => {
        const { job } = await learnersJob(headers.authorization, params.id);
        if (job.status !== 'done') throw conflict(EXPORT_JOB_MESSAGES.notReady, 'export_not_ready');
        const path = exportPath(deps, job.id);
        if (!(await stat(path).catch(() => null)))
          throw notFound(EXPORT_JOB_MESSAGES.notFound, 'export_not_found');
        const { fileName } = JSON.parse(job.result ?? '{}') as ExportResult;
        const { format } = JSON.parse(job.payload) as ExportPayload;
        return new Response(Bun.file(path), {
          headers: {
            'content-type': CONTENT_TYPES[format],
            // The name is ours (letters, digits, '-' and '.'), so it needs no quoting beyond this.
            'content-disposition': `attachment; filename="${fileName}"`,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      },
      { params: idParams },
    );
}
