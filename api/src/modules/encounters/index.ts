// Encounters beside the spec's words calls (docs/decisions/0029-encounters.md): a word's further
// sentences, read, added, removed and made the main one. Open to the roles that use their words.
import { Elysia, t } from 'elysia';
import { JSON_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { ENCOUNTER_TEXTS } from '../../../../shared/words/encounters';
import type { AppDeps } from '../../deps';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { wordView } from '../words/view';
import { addEncounter, listEncounters, makeMainSentence, removeEncounter } from './service';

// Lengths are the shared rules' to refuse, with their own messages; the body cap stops the absurd.
const encounterBody = t.Object({
  sentence: t.String(),
  sentenceTranslation: t.Optional(t.String()),
  sourceUrl: t.Optional(t.String()),
  sourceTitle: t.Optional(t.String()),
});
const wordParams = t.Object({ wordUuid: t.String({ maxLength: 64 }) });
const encounterParams = t.Object({
  wordUuid: t.String({ maxLength: 64 }),
  uuid: t.String({ maxLength: 64 }),
});

export const encountersModule = (deps: AppDeps) =>
  new Elysia({ name: 'encounters' })
    .get(
      '/encounters/:wordUuid',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        return { encounters: await listEncounters(deps, row.id, params.wordUuid) };
      },
      { params: wordParams },
    )
    .post(
      '/encounters/:wordUuid',
      async ({ request, params, body, set }) => {
        const { row } = await wordsCaller(deps, request);
        const answer = await addEncounter(deps, row.id, params.wordUuid, body);
        set.status = 201;
        return answer;
      },
      {
        params: wordParams,
        body: encounterBody,
        parse: cappedBody({ maxBytes: JSON_BODY_MAX_BYTES, admit: (r) => wordsCaller(deps, r) }),
      },
    )
    .delete(
      '/encounters/:wordUuid/:uuid',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        const left = await removeEncounter(deps, row.id, params.wordUuid, params.uuid);
        return { encounters: left, message: ENCOUNTER_TEXTS.deleted };
      },
      { params: encounterParams },
    )
    .post(
      '/encounters/:wordUuid/:uuid/main',
      async ({ headers, params, set }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        const { word, encounters } = await makeMainSentence(deps, row.id, params.wordUuid, params.uuid);
        set.headers.etag = `"${word.updatedAt}"`;
        return {
          word: { ...wordView(word), updatedAt: word.updatedAt },
          encounters,
          message: ENCOUNTER_TEXTS.madeMain,
        };
      },
      { params: encounterParams },
    );
