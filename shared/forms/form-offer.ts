// The add's answer when the new word is another form of a saved word ("anchors" when "anchor" is
// saved), for the clients that ask for the check (docs/decisions/0044-word-forms.md): nothing is
// stored, and the learner chooses between the sentence as an encounter of the saved word and the
// word saved on its own. A client that does not send the field adds as the spec says.
import { object, type Shape, string } from '../shape';

/** The add form's field that asks for the check; 'true' checks, 'false' or absent does not. */
export const CHECK_FORMS_FIELD = 'checkForms';

/** The error code of the answer (HTTP 409), beside the spec's 'word_exists'. */
export const WORD_IS_FORM_CODE = 'word_is_form';

/** The saved word the new word is a form of. */
export interface FormOfSaved {
  uuid: string;
  /** The saved word, as saved. */
  word: string;
  /** The new word, as sent (trimmed). */
  form: string;
}

export interface WordIsFormAnswer {
  code: typeof WORD_IS_FORM_CODE;
  message: string;
  formOf: FormOfSaved;
}

const isFormOf: Shape<FormOfSaved> = object({ uuid: string, word: string, form: string });
const isAnswerShape: Shape<{ code: string; message: string; formOf: FormOfSaved }> = object({
  code: string,
  message: string,
  formOf: isFormOf,
});

export const isWordIsFormAnswer = (body: unknown): body is WordIsFormAnswer =>
  isAnswerShape(body) && body.code === WORD_IS_FORM_CODE;

/** What the answer and the clients say. */
export const formOfSavedNotice = (met: string, saved: string): string =>
  `“${met}” is a form of “${saved}”, which you saved.`;

export const FORM_OFFER_TEXTS = {
  addSentenceTo: (saved: string) => `Add this sentence to “${saved}”`,
  saveAnyway: 'Save as a new word anyway',
} as const;

/** The field's value as sent: true to check; a value other than 'true'/'false' is refused. */
export function checkFormsAsked(raw: string | undefined): boolean | null {
  const value = (raw ?? 'false').trim().toLowerCase();
  if (value === 'true') return true;
  return value === 'false' || value === '' ? false : null;
}

export const CHECK_FORMS_INVALID = 'checkForms must be "true" or "false".';

/**
 * The toast when a word saved from a page is a form of a saved word: the encounter is offered, and
 * saving it again keeps it as a word of its own.
 */
export const formOfSavedMessage = (met: string, saved: string): string =>
  `${formOfSavedNotice(met, saved)} Save it again to keep it as a word of its own.`;
