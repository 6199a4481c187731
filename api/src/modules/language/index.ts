// Translation and example sentences (SPEC §7): the answer is the text itself.
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { JSON_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { findTranslationLanguage } from '../../../../shared/languages/translation';
import { SENTENCE_MAX, WORD_MAX } from '../../../../shared/words/rules';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';

const translationBody = t.Object({
  sourceLanguage: t.String({ maxLength: 20 }),
  targetLanguage: t.String({ maxLength: 20 }),
  text: t.String({ maxLength: 10_000 }),
});

export const languageModule = (deps: AppDeps) =>
  new Elysia({ name: 'language' })
    .post(
      paths.translation,
      async ({ request, body, set }) => {
        await wordsCaller(deps, request);
        const text = body.text.trim();
        if (text === '') throw invalid('There is no text to translate.', 'empty_text');
        if (text.length > SENTENCE_MAX)
          throw invalid(`Up to ${SENTENCE_MAX} chars. `.trim(), 'text_too_long');
        for (const code of [body.sourceLanguage, body.targetLanguage]) {
          if (!findTranslationLanguage(code))
            throw invalid(`Unknown translation language: ${code}.`, 'invalid_language');
        }
        set.headers['content-type'] = 'text/plain; charset=utf-8';
        return deps.translation.translate({ ...body, text });
      },
      {
        body: translationBody,
        parse: cappedBody({ maxBytes: JSON_BODY_MAX_BYTES, admit: (r) => wordsCaller(deps, r) }),
      },
    )
    .get(
      '/word-to-sentence/:word',
      async ({ headers, params, set }) => {
        await authenticateWordsUser(deps, headers.authorization);
        const word = params.word.trim();
        if (word === '' || word.length > WORD_MAX)
          throw invalid('Give a word of 1 to 100 characters.', 'invalid_word');
        set.headers['content-type'] = 'text/plain; charset=utf-8';
        return deps.sentences.sentenceFor(word);
      },
      { params: t.Object({ word: t.String({ maxLength: 400 }) }) },
    );
