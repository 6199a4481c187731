// Request shapes of the words calls. Text fields are optional strings so a missing field gets
// the shared rules' own message; the caps only stop absurd bodies before validation.
import { t } from 'elysia';
import { badRequest } from '../../errors';
import { parseByType, readForm } from '../../plugins/capped-body';

const text = t.Optional(t.String({ maxLength: 10_000 }));

/** The multipart form of add and update (SPEC §7), plus the extension's source fields. */
export const wordFormBody = t.Object({
  word: text,
  wordTranslation: text,
  sentence: text,
  sentenceTranslation: text,
  language: text,
  voice: text,
  highQuality: text,
  category: text,
  sourceUrl: text,
  sourceTitle: text,
  /** Which translator answered the translation ('device', 'server'); the lookup card's form met. */
  translatedBy: text,
  formMet: text,
  /** Add only: 'true' answers 409 'word_is_form' for another form of a saved word. */
  checkForms: text,
  /** 'true' on update removes the word's picture. */
  removePicture: text,
  myImage: t.Optional(t.Union([t.File(), t.String({ maxLength: 0 })])),
});

/** Beside the spec's add: an optional key naming the add, so a repeat adds nothing (shared/words/add-once.ts). */
export const addWordHeaders = t.Object({ 'idempotency-key': t.Optional(t.String()) });

export const uuidParam = t.Object({ uuid: t.String({ maxLength: 64 }) });
export const scoreParams = t.Object({ uuid: t.String({ maxLength: 64 }), score: t.String({ maxLength: 8 }) });
export const mediaParams = t.Object({
  userId: t.String({ maxLength: 20 }),
  id: t.String({ maxLength: 128 }),
});

const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/**
 * Reads the add and update forms as sent: every text field stays text, the first value of a field
 * wins. Elysia's own form parser turns a value that looks like JSON into an object, so a sentence
 * such as "[1, 2]" could not be saved, and {"toString": 1} broke its error message. Other bodies
 * are read by their type like any call's.
 */
export async function parseWordForm(contentType: string, bytes: Uint8Array<ArrayBuffer>) {
  if (!FORM.test(contentType)) return parseByType(contentType, bytes);
  try {
    return await readForm(contentType, bytes);
  } catch {
    throw badRequest('The request body could not be read. Send JSON or form data as declared.', 'bad_body');
  }
}
