// The import calls (docs/decisions/0026-import.md, 0040-jobs-and-several-processes.md). POST reads
// and checks the file at once, in a worker thread, so a file that is not what it claims answers 4xx
// with its message and nothing starts; a readable file becomes a job in the jobs table (202) that
// any process may run and that stores its words in one transaction; GET polls it, DELETE cancels it.
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { IMPORT_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { READ_LIMIT_MESSAGES } from '../../../../shared/import/read-limits';
import { IMPORT_MESSAGES } from '../../../../shared/import/texts';
import { JOB_MESSAGES } from '../../../../shared/jobs/texts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, invalid, notFound, unavailable } from '../../errors';
import { cancel, enqueue, findJob, hasActive } from '../../jobs/table';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody, readForm } from '../../plugins/capped-body';
import { createImportJobs, IMPORT_KIND, jobAnswer, readInWorker } from './jobs';
import { importOptions } from './options';
import { importPreview } from './preview';

const importBody = t.Object({
  file: t.Optional(t.Any()),
  options: t.Optional(t.String({ maxLength: 20_000 })),
});

/** The upload's guard: the caller and role before the body is read, then the body counted. */
const uploadGuard = (deps: AppDeps, busy: (userId: number) => Promise<boolean>) =>
  cappedBody({
    maxBytes: IMPORT_BODY_MAX_BYTES,
    admit: async (request) => {
      const { row } = await wordsCaller(deps, request);
      // A learner whose import still runs gets the 409 before a byte of a second file is read.
      if (await busy(row.id)) throw conflict(IMPORT_MESSAGES.busy, 'import_running');
    },
    tooLargeMessage: IMPORT_MESSAGES.tooLarge,
    parse: async (contentType, bytes) => {
      try {
        return await readForm(contentType, bytes);
      } catch {
        throw badRequest(IMPORT_MESSAGES.noFile, 'bad_body');
      }
    },
  });

/** The uploaded file checked and read off the request loop (a worker thread), with its options. */
async function readUpload(deps: AppDeps, body: { file?: unknown; options?: string }) {
  if (!(body.file instanceof File)) throw badRequest(IMPORT_MESSAGES.noFile, 'no_file');
  if (body.file.size === 0) throw invalid(READ_LIMIT_MESSAGES.emptyFile, 'empty_file');
  const bytes = new Uint8Array(await body.file.arrayBuffer());
  const options = importOptions(body.options, body.file, bytes.subarray(0, 4096));
  return { bytes, options, records: await readInWorker(deps.workers, options, bytes) };
}

export function importModule(deps: AppDeps) {
  const importJobs = createImportJobs(deps);
  deps.jobs.register(IMPORT_KIND, importJobs.handler);
  // Importing adds words: the same roles as adding one (canUseWords), checked before the body is read.
  const upload = uploadGuard(deps, (userId) => hasActive(deps.db, userId, IMPORT_KIND));
  // A preview stores nothing: it may be asked while an import runs.
  const previewUpload = uploadGuard(deps, async () => false);
  return new Elysia({ name: 'import' })
    .post(
      paths.importPreview,
      async ({ request, body }) => {
        const { row } = await wordsCaller(deps, request);
        const { records } = await readUpload(deps, body);
        return importPreview(deps, row.id, records);
      },
      { body: importBody, parse: previewUpload },
    )
    .post(
      paths.importStart,
      async ({ request, body, set }) => {
        const { row } = await wordsCaller(deps, request);
        const { bytes, options, records } = await readUpload(deps, body);
        const job = {
          id: crypto.randomUUID(),
          kind: IMPORT_KIND,
          userId: row.id,
          payload: options,
          input: bytes,
        };
        // Kept before the job is visible, so this process's runner finds the records already read.
        importJobs.prepare(job.id, records, deps.clock.now());
        const queued = await enqueue(deps.db, job, deps.clock.now());
        if (queued !== 'queued') importJobs.forget(job.id);
        if (queued === 'busy') throw conflict(IMPORT_MESSAGES.busy, 'import_running');
        if (queued === 'full') throw unavailable(JOB_MESSAGES.serverBusy, 'jobs_full');
        void deps.jobs.kick();
        set.status = 202;
        return { id: job.id };
      },
      { body: importBody, parse: upload },
    )
    .get(
      '/import/:id',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        const job = await findJob(deps.db, row.id, IMPORT_KIND, params.id);
        if (!job) throw notFound(IMPORT_MESSAGES.jobNotFound, 'import_not_found');
        return jobAnswer(job);
      },
      { params: t.Object({ id: t.String({ maxLength: 64 }) }) },
    )
    .delete(
      '/import/:id',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        const cancelled = await cancel(deps.db, row.id, IMPORT_KIND, params.id, deps.clock.now());
        const job = await findJob(deps.db, row.id, IMPORT_KIND, params.id);
        if (!job) throw notFound(IMPORT_MESSAGES.jobNotFound, 'import_not_found');
        if (!cancelled) throw conflict(JOB_MESSAGES.notCancellable, 'import_ended');
        importJobs.forget(params.id);
        // Running here: stopped now rather than at its next heartbeat.
        deps.jobs.abort(params.id);
        return jobAnswer(job);
      },
      { params: t.Object({ id: t.String({ maxLength: 64 }) }) },
    );
}
