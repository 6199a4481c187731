// Spaced repetition beside the spec's calls (docs/decisions/0020-spaced-repetition.md): the
// learner's study settings, today's queue, recording an answer and undoing the last one. Open to
// the roles that can use their words, as the score call is.
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { JSON_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { STUDY_MESSAGES } from '../../../../shared/review/study-preferences';
import type { AppDeps } from '../../deps';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { recordAnswer } from './answer';
import { changeHold, listHolds } from './holds';
import { reviewProgress } from './progress';
import { parseProgressQuery } from './progress-details';
import { reviewQueue } from './queue';
import { createRetentionAdvisor } from './retention-advice';
import { studyPreferencesAnswer, writeStudyPreferences } from './study-preferences';
import { undoAnswer } from './undo';

const preferencesBody = t.Object({
  timeZone: t.String({ maxLength: 64 }),
  dayStartHour: t.Number(),
  newPerDay: t.Number(),
  reviewsPerDay: t.Number(),
  desiredRetention: t.Number(),
  // Added later (decision 0046): left out, the stored ones stay.
  learningSteps: t.Optional(t.Array(t.Number(), { maxItems: 50 })),
  relearningSteps: t.Optional(t.Array(t.Number(), { maxItems: 50 })),
  leechLapses: t.Optional(t.Number()),
});

const answerBody = t.Object({
  answerId: t.String({ maxLength: 36 }),
  uuid: t.String({ maxLength: 36 }),
  grade: t.Number(),
  answeredAt: t.Number(),
  durationMs: t.Number(),
  source: t.String({ maxLength: 20 }),
});

export const reviewModule = (deps: AppDeps) => {
  const parse = cappedBody({ maxBytes: JSON_BODY_MAX_BYTES, admit: (r) => wordsCaller(deps, r) });
  const advisor = createRetentionAdvisor(deps);
  return new Elysia({ name: 'review' })
    .get(paths.retentionAdvice, async ({ headers }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return advisor.advice(row.id);
    })
    .get(paths.studyPreferences, async ({ headers }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return studyPreferencesAnswer(deps.db, row.id);
    })
    .patch(
      paths.studyPreferences,
      async ({ request, body }) => {
        const { row } = await wordsCaller(deps, request);
        const stored = await writeStudyPreferences(deps.db, row.id, body);
        return { ...stored, message: STUDY_MESSAGES.updated };
      },
      { body: preferencesBody, parse },
    )
    .get(paths.reviewQueue, async ({ headers }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return reviewQueue(deps, row.id);
    })
    .get(paths.reviewHolds, async ({ headers }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return listHolds(deps, row.id);
    })
    .post(
      paths.reviewHold,
      async ({ request, body }) => {
        const { row } = await wordsCaller(deps, request);
        return changeHold(deps, row.id, body.uuid, body.action);
      },
      { body: t.Object({ uuid: t.String({ maxLength: 36 }), action: t.String({ maxLength: 20 }) }), parse },
    )
    .get(paths.reviewProgress, async ({ headers, query }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return reviewProgress(deps, row.id, parseProgressQuery(query));
    })
    .post(
      paths.reviewAnswer,
      async ({ request, body }) => {
        const { row } = await wordsCaller(deps, request);
        const result = await recordAnswer(deps, row.id, body);
        // The optimizer's check runs after the answer, never inside it.
        deps.optimizer.afterAnswer(row.id);
        return result;
      },
      { body: answerBody, parse },
    )
    .post(
      paths.reviewUndo,
      async ({ request, body }) => {
        const { row } = await wordsCaller(deps, request);
        return undoAnswer(deps, row.id, body.answerId);
      },
      { body: t.Object({ answerId: t.String({ maxLength: 36 }) }), parse },
    );
};
