// The offline outbox's call beside the spec's (docs/decisions/0031-offline-study.md, "Batches"):
// up to OFFLINE_BATCH_MAX score changes and review answers in one request. Open to the roles that
// use their words, checked as the review answer's call checks them, before the body is read.
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { OFFLINE_BATCH_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import type { OfflineBatchAnswer } from '../../../../shared/offline/batch';
import { readOfflineBatch } from '../../../../shared/offline/batch-read';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { applyOfflineBatch } from './batch';

export const offlineModule = (deps: AppDeps) =>
  new Elysia({ name: 'offline' }).post(
    paths.offlineChanges,
    async ({ request, body }): Promise<OfflineBatchAnswer> => {
      const { row } = await wordsCaller(deps, request);
      const changes = readOfflineBatch(body);
      if ('refused' in changes) throw badRequest(changes.refused, 'bad_changes');
      const { outcomes, answered } = await applyOfflineBatch(deps, row.id, changes);
      // The optimizer's check runs after the answers, never inside them (as the single call's).
      if (answered) deps.optimizer.afterAnswer(row.id);
      return { outcomes };
    },
    {
      // The form of each change is checked by shared/offline/batch-read.ts, with its own messages.
      body: t.Unknown({ description: 'OfflineBatchBody (shared/offline/batch.ts)' }),
      parse: cappedBody({ maxBytes: OFFLINE_BATCH_BODY_MAX_BYTES, admit: (r) => wordsCaller(deps, r) }),
    },
  );
