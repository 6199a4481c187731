// Request shapes of the words calls. Text fields are optional strings so a missing field gets
// the shared rules' own message; the caps only stop absurd bodies before validation.
import { t } from 'elysia';

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
  /** 'true' on update removes the word's picture. */
  removePicture: text,
  myImage: t.Optional(t.Union([t.File(), t.String({ maxLength: 0 })])),
});

export const uuidParam = t.Object({ uuid: t.String({ maxLength: 64 }) });
export const scoreParams = t.Object({ uuid: t.String({ maxLength: 64 }), score: t.String({ maxLength: 8 }) });
export const mediaParams = t.Object({
  userId: t.String({ maxLength: 20 }),
  id: t.String({ maxLength: 128 }),
});
