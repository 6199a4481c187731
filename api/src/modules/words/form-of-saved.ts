// The add's check for another form of a saved word (docs/decisions/0044-word-forms.md), asked for
// by the field `checkForms`: the learner's words of the new word's language, matched by the same
// deinflector the page marker and the extension use (shared/forms). Nothing is stored on a match.
import { eq } from 'drizzle-orm';
import {
  formOfSavedNotice,
  WORD_IS_FORM_CODE,
  type WordIsFormAnswer,
} from '../../../../shared/forms/form-offer';
import { formsLanguage, loadSavedForms } from '../../../../shared/forms/index';
import { words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';

/** Throws the 409 answer when `word` (in `language`) is another form of one of the learner's words. */
export async function assertNotFormOfSaved(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  word: string,
  language: string,
): Promise<void> {
  const base = formsLanguage(language);
  if (!base) return;
  const rows = await deps.db
    .select({ uuid: words.uuid, word: words.word, language: words.language })
    .from(words)
    .where(eq(words.userId, userId));
  const sameLanguage = rows.filter((row) => formsLanguage(row.language) === base);
  if (sameLanguage.length === 0) return;
  const found = (await loadSavedForms(sameLanguage)).match(word, base);
  if (!found) return;
  const message = formOfSavedNotice(found.form, found.word.word);
  const error = new AppError(409, WORD_IS_FORM_CODE, message);
  const answer: WordIsFormAnswer = {
    code: WORD_IS_FORM_CODE,
    message,
    formOf: { uuid: found.word.uuid, word: found.word.word, form: found.form },
  };
  error.answer = answer;
  throw error;
}
