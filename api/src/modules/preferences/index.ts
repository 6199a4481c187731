// GET and PATCH /api/preferences: fetched and updated as a whole (SPEC §3), for roles 0, 1, 3, 4.
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { PREFERENCES_UPDATED_MESSAGE } from '../../../../shared/accounts/rules';
import { paths } from '../../../../shared/api';
import { JSON_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import { findSpeechLocale, isKnownVoice } from '../../../../shared/languages/speech';
import { findTranslationLanguage } from '../../../../shared/languages/translation';
import { isValidSpeechSpeed, WORD_MESSAGES } from '../../../../shared/words/rules';
import type { Preferences } from '../../../../shared/words/types';
import { preferences } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { authenticateWordsUser, wordsCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
import { defaultPreferences } from '../users/preferences-defaults';

const body = t.Object({
  speechLanguage: t.String({ maxLength: 20 }),
  speechVoice: t.String({ maxLength: 40 }),
  sourceLanguage: t.String({ maxLength: 20 }),
  targetLanguage: t.String({ maxLength: 20 }),
  highQuality: t.Boolean(),
  rateSpeech: t.Number(),
});

function checkPreferences(p: Preferences): Preferences {
  if (!findSpeechLocale(p.speechLanguage) || !isKnownVoice(p.speechLanguage, p.speechVoice)) {
    throw invalid(WORD_MESSAGES.selectVoice, 'invalid_voice');
  }
  for (const code of [p.sourceLanguage, p.targetLanguage]) {
    if (!findTranslationLanguage(code))
      throw invalid(`Unknown translation language: ${code}.`, 'invalid_language');
  }
  if (!isValidSpeechSpeed(p.rateSpeech))
    throw invalid('The speech speed must be 0.25 to 6 in steps of 0.25.');
  return p;
}

async function readPreferences(deps: AppDeps, userId: number): Promise<Preferences> {
  const [row] = await deps.db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  if (!row) return defaultPreferences;
  const { userId: _owner, ...rest } = row;
  return rest;
}

export const preferencesModule = (deps: AppDeps) =>
  new Elysia({ name: 'preferences' })
    .get(paths.preferences, async ({ headers }) => {
      const { row } = await authenticateWordsUser(deps, headers.authorization);
      return readPreferences(deps, row.id);
    })
    .patch(
      paths.preferences,
      async ({ request, body }) => {
        const { row } = await wordsCaller(deps, request);
        const next = checkPreferences(body);
        await deps.db
          .insert(preferences)
          .values({ userId: row.id, ...next })
          .onConflictDoUpdate({ target: preferences.userId, set: next });
        return { ...next, message: PREFERENCES_UPDATED_MESSAGE };
      },
      { body, parse: cappedBody({ maxBytes: JSON_BODY_MAX_BYTES, admit: (r) => wordsCaller(deps, r) }) },
    );
