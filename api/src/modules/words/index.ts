// The words calls of SPEC §7 and the media paths of ARCHITECTURE §1.
import { Elysia } from 'elysia';
import { paths } from '../../../../shared/api';
import { WORD_MESSAGES, wordAddedMessage } from '../../../../shared/words/rules';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { authenticateWordsUser } from '../../plugins/auth';
import { listResponse, wordsList } from './list';
import { readMedia } from './media';
import { mediaParams, scoreParams, uuidParam, wordFormBody } from './model';
import * as service from './service';

const fileOf = (value: File | string | undefined) => (value instanceof File ? value : undefined);

export const wordsModule = (deps: AppDeps) =>
  new Elysia({ name: 'words' })
    .get(paths.words, async ({ headers, request }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return listResponse(await wordsList(deps, row.id, row.uuid), request);
    })
    .post(
      paths.addWord,
      async ({ headers, body, set }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        const word = await service.addWord(deps, row.id, body, fileOf(body.myImage));
        set.status = 201;
        return { ...word, message: wordAddedMessage(word.word) };
      },
      { body: wordFormBody },
    )
    .put(
      '/words/update/:uuid',
      async ({ headers, body, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        return service.updateWord(deps, row.id, params.uuid, body, fileOf(body.myImage));
      },
      { body: wordFormBody, params: uuidParam },
    )
    .patch(
      '/words/update/score/:uuid/:score',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        return service.updateScore(deps, row.id, params.uuid, params.score);
      },
      { params: scoreParams },
    )
    .delete(
      '/words/delete/:uuid',
      async ({ headers, params }) => {
        const { row } = await authenticateWordsUser(deps, headers.authorization);
        await service.deleteWord(deps, row.id, params.uuid);
        return { message: WORD_MESSAGES.wordDeleted };
      },
      { params: uuidParam },
    )
    .get(
      '/words/get/image/:userId/:id',
      async ({ headers, params }) => mediaAnswer(deps, headers.authorization, 'image', params),
      { params: mediaParams },
    )
    .get(
      '/words/get/audio/:userId/:id',
      async ({ headers, params }) => mediaAnswer(deps, headers.authorization, 'audio', params),
      { params: mediaParams },
    );

async function mediaAnswer(
  deps: AppDeps,
  authorization: string | undefined,
  kind: 'image' | 'audio',
  params: { userId: string; id: string },
) {
  const { row } = await authenticateWordsUser(deps, authorization);
  // Another user's media reads as absent, never as forbidden: nothing tells that it exists.
  const found = String(row.id) === params.userId ? await readMedia(deps, row.id, kind, params.id) : null;
  if (!found) throw notFound(kind === 'image' ? 'No such picture.' : 'No such audio.', 'media_not_found');
  // The store answers a view over its own buffer; Response wants an ArrayBuffer-backed one.
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      'content-type': found.mime,
      'cache-control': 'private, max-age=31536000, immutable',
    },
  });
}
