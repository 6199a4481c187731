// How large a request body each kind of call may send. The server refuses a larger one with 413
// before reading it (and before parsing it), so a huge upload costs it neither memory nor time;
// every form a client offers stays far below these.
import { WORDS_MAX } from './accounts/quotas';
import { PICTURE_MAX_BYTES } from './words/picture';

/**
 * The add and edit word forms: the largest picture plus room for the text fields (ten fields of up
 * to 10,000 characters, four bytes each at most in UTF-8) and the multipart framing.
 */
export const WORD_FORM_MAX_BYTES = PICTURE_MAX_BYTES + 512 * 1024;

/** Every other JSON call (preferences, translation, subscription steps): a few short fields. */
export const JSON_BODY_MAX_BYTES = 16 * 1024;

/**
 * The offline outbox's batch (shared/offline/batch.ts): up to 100 review answers of about 200 bytes
 * each, with room to spare.
 */
export const OFFLINE_BATCH_BODY_MAX_BYTES = 64 * 1024;

/** A payment provider's webhook event: PayPal's subscription and sale events are a few KB. */
export const WEBHOOK_BODY_MAX_BYTES = 128 * 1024;

/** An export of the words shown: a uuid (36 characters, quoted, a comma) per word an account may keep. */
export const EXPORT_BODY_MAX_BYTES = WORDS_MAX * 40 + 1024;

/** The largest body any call takes: the server's own limit for every request (Bun's is 128 MB). */
export const ANY_BODY_MAX_BYTES = WORD_FORM_MAX_BYTES;

/**
 * An import's file with its options. A backup can in principle reach MEDIA_BYTES_MAX (2 GB), but an
 * import is read in memory: 64 MB holds several thousand words with pictures and audio, or a CSV
 * of every word an account may keep, and a 100 MB upload is refused before it is read.
 */
export const IMPORT_BODY_MAX_BYTES = 64 * 1024 * 1024;
