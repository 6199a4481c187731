// The words calls of SPEC §7 and the media paths of ARCHITECTURE §1.
import { Elysia } from 'elysia';
import { paths } from '../../../../shared/api';
import { WORD_FORM_MAX_BYTES } from '../../../../shared/body-limits';
import { PICTURE_MESSAGES } from '../../../../shared/words/picture';
import { WORD_MESSAGES, wordAddedMessage } from '../../../../shared/words/rules';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { idempotencyKeyOf } from './add-keys';
import { wordsList } from './list';
import { listFormOf, listResponse } from './list-response';
import { readMedia } from './media';
import { addWordHeaders, mediaParams, parseWordForm, scoreParams, uuidParam, wordFormBody } from './model';
import * as service from './service';

const fileOf = (value: File | string | undefined) => (value instanceof File ? value : undefined);

/** A word's version travels as its ETag, `"<updatedAt>"`; an edit may send it back as If-Match. */
const etagOf = (version: number) => `"${version}"`;

function expectedVersion(ifMatch: string | undefined): number | undefined {
  const value = ifMatch?.trim() ?? '';
  if (value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,16})"?$/.exec(value);
  if (!match)
    throw badRequest('If-Match must be the version of the word (its ETag or updatedAt).', 'bad_if_match');
  return Number(match[1]);
}

export function wordsModule(deps: AppDeps) {
  // The learner is checked before the form is read; a form over the cap is refused unread. Only
  // the picture can make a form that large, so the 413 says what the picture field says.
  const wordForm = cappedBody({
    maxBytes: WORD_FORM_MAX_BYTES,
    admit: (request) => wordsCaller(deps, request),
    tooLargeMessage: PICTURE_MESSAGES.tooBig,
    parse: parseWordForm,
  });
  return new Elysia({ name: 'words' })
    .get(paths.words, async ({ headers, request }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      const form = listFormOf(request.headers.get('accept'));
      return listResponse(deps, row.id, await wordsList(deps, row, form), request);
    })
    .post(
      paths.addWord,
      async ({ request, headers, body, set }) => {
        const { row } = await wordsCaller(deps, request);
        const key = idempotencyKeyOf(headers['idempotency-key']);
        const word = await service.addWord(deps, row.id, body, fileOf(body.myImage), key);
        set.status = 201;
        set.headers.etag = etagOf(word.updatedAt);
        return { ...word, message: wordAddedMessage(word.word) };
      },
      { body: wordFormBody, headers: addWordHeaders, parse: wordForm },
    )
    .put(
      '/words/update/:uuid',
      async ({ request, headers, body, params, set }) => {
        const { row } = await wordsCaller(deps, request);
        const word = await service.updateWord(deps, row.id, params.uuid, {
          raw: body,
          image: fileOf(body.myImage),
          expectedVersion: expectedVersion(headers['if-match']),
        });
        set.headers.etag = etagOf(word.updatedAt);
        return word;
      },
      { body: wordFormBody, params: uuidParam, parse: wordForm },
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
}

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
