// The import calls (docs/decisions/0026-import.md). POST reads and checks the file at once, so a
// file that is not what it claims answers 4xx with its message and nothing starts; a readable file
// becomes a job (202) that stores its words in one transaction; GET polls the job.
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { IMPORT_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { READ_LIMIT_MESSAGES } from '../../../../shared/import/read-limits';
import { IMPORT_MESSAGES } from '../../../../shared/import/texts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, invalid, notFound } from '../../errors';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody, readForm } from '../../plugins/capped-body';
import { ImportFileError } from './import-record';
import { createImportJobs, jobAnswer } from './jobs';
import { importOptions } from './options';
import { runImport } from './pipeline/run';
import { readRecords } from './readers';

const importBody = t.Object({
  file: t.Optional(t.Any()),
  options: t.Optional(t.String({ maxLength: 20_000 })),
});

async function readImport(file: File, optionsText: unknown) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const options = importOptions(optionsText, file, bytes.subarray(0, 4096));
  try {
    const records = await readRecords(options.format, bytes, options.table);
    if (records.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
    return { options, records };
  } catch (error) {
    if (error instanceof ImportFileError) throw invalid(error.message, 'import_file');
    throw error;
  }
}

export function importModule(deps: AppDeps) {
  const jobs = createImportJobs();
  // Importing adds words: the same roles as adding one (canUseWords), checked before the body is read.
  const upload = cappedBody({
    maxBytes: IMPORT_BODY_MAX_BYTES,
    admit: async (request) => {
      const { row } = await wordsCaller(deps, request);
      // A learner whose import still runs gets the 409 before a byte of a second file is read.
      if (jobs.running(row.id)) throw conflict(IMPORT_MESSAGES.busy, 'import_running');
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
  return new Elysia({ name: 'import' })
    .post(
      paths.importStart,
      async ({ request, body, set }) => {
        const { row } = await wordsCaller(deps, request);
        if (!(body.file instanceof File)) throw badRequest(IMPORT_MESSAGES.noFile, 'no_file');
        if (body.file.size === 0) throw invalid(READ_LIMIT_MESSAGES.emptyFile, 'empty_file');
        const { options, records } = await readImport(body.file, body.options);
        const job = jobs.start(row.id, deps.clock.now());
        if (!job) throw conflict(IMPORT_MESSAGES.busy, 'import_running');
        const progress = {
          stage: (state: 'reading' | 'storing', total: number) => {
            Object.assign(job, { state, total, done: 0 });
          },
          step: () => {
            job.done += 1;
          },
        };
        runImport(deps, { userId: row.id, records, onExisting: options.onExisting, progress }).then(
          (outcome) => jobs.finish(job, outcome, deps.clock.now()),
          (error: unknown) => jobs.finish(job, { error }, deps.clock.now()),
        );
        set.status = 202;
        return { id: job.id };
      },
      { body: importBody, parse: upload },
    )
    .get(
      '/import/:id',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        const job = jobs.find(row.id, params.id, deps.clock.now());
        if (!job) throw notFound(IMPORT_MESSAGES.jobNotFound, 'import_not_found');
        return jobAnswer(job);
      },
      { params: t.Object({ id: t.String({ maxLength: 64 }) }) },
    );
}
