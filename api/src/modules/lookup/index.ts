// The lookup card's routes (docs/decisions/0045-lookup.md): a word's definitions in the server's
// dictionary, and the server's voice for a word the learner has not saved. Both for signed-in
// learners who may use their words, as the translation route is.
import { Elysia, t } from 'elysia';
import { paths } from '../../../../shared/api';
import { JSON_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { findSpeechLocale, isKnownVoice } from '../../../../shared/languages/speech';
import { findTranslationLanguage } from '../../../../shared/languages/translation';
import {
  type DefinitionAnswer,
  LOOKUP_DEFINITIONS_MAX,
  LOOKUP_TEXT_MAX,
} from '../../../../shared/lookup/texts';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import type { DictionaryProvider } from '../../providers/dictionary';

const lookupText = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > LOOKUP_TEXT_MAX)
    throw invalid(`Give a word of 1 to ${LOOKUP_TEXT_MAX} characters.`, 'invalid_word');
  return trimmed;
};

const speechBody = t.Object({
  text: t.String({ maxLength: 400 }),
  language: t.String({ maxLength: 20 }),
  voice: t.String({ maxLength: 60 }),
});

export const lookupModule = (deps: AppDeps, dictionary: DictionaryProvider) =>
  new Elysia({ name: 'lookup' })
    .get(
      '/lookup/definition/:language/:word',
      async ({ headers, params }): Promise<DefinitionAnswer> => {
        await authenticateWordsUser(deps, headers.authorization);
        const word = lookupText(params.word);
        if (!findTranslationLanguage(params.language))
          throw invalid(`Unknown language: ${params.language}.`, 'invalid_language');
        if (!dictionary.has(params.language)) return { dictionary: false, definitions: [] };
        return {
          dictionary: true,
          definitions: await dictionary.define(params.language, word, LOOKUP_DEFINITIONS_MAX),
        };
      },
      { params: t.Object({ language: t.String({ maxLength: 20 }), word: t.String({ maxLength: 400 }) }) },
    )
    .post(
      paths.lookupSpeech,
      async ({ request, body }) => {
        await wordsCaller(deps, request);
        const text = lookupText(body.text);
        if (!findSpeechLocale(body.language) || !isKnownVoice(body.language, body.voice))
          throw invalid('Choose a voice of the list.', 'invalid_voice');
        // The server's own voice (eSpeak): a lookup is not worth a cloud voice's cost.
        const spoken = await deps.speech.speak({
          text,
          language: body.language,
          voice: body.voice,
          highQuality: false,
        });
        return new Response(new Blob([spoken.audio.slice()]), {
          headers: { 'content-type': spoken.mime, 'cache-control': 'private, max-age=86400' },
        });
      },
      {
        body: speechBody,
        parse: cappedBody({ maxBytes: JSON_BODY_MAX_BYTES, admit: (r) => wordsCaller(deps, r) }),
      },
    );
