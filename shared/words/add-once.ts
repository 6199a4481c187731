// Adding a word exactly once (docs/decisions/0031-offline-study.md): a client that may send the
// spec's add again (an add made offline, sent after the app closed mid-send) names it with an
// `Idempotency-Key` header. The server remembers the key per learner with its answer, and a repeat
// gets that same answer instead of a second word or 'The word already exists.'.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A UUID fits; so does any other client id of 8 to 128 plain characters. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export const isIdempotencyKey = (value: string): boolean => KEY_PATTERN.test(value);

/**
 * How long the server remembers a key. An add kept offline longer than this and sent again meets
 * the spec's duplicate rule instead: still one word, answered 'The word already exists.'.
 */
export const IDEMPOTENCY_KEY_KEEP_DAYS = 90;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 128 letters, digits or the characters . _ : -',
  reused: 'This Idempotency-Key was already used to add another word: send a new key for a new word.',
} as const;
