// The adds made once (shared/words/add-once.ts): the key a client named an add with, remembered
// per learner with the answer, in the transaction that inserts the word, so a repeat after any
// crash finds either both or neither.
import { and, eq, lt } from 'drizzle-orm';
import type { SavedWordAnswer as SavedWord } from '../../../../shared/api';
import {
  IDEMPOTENCY_KEY_KEEP_DAYS,
  IDEMPOTENCY_MESSAGES,
  isIdempotencyKey,
} from '../../../../shared/words/add-once';
import { wordAddKeys } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, invalid } from '../../errors';
import { wordKey } from './form';

const KEEP_MS = IDEMPOTENCY_KEY_KEEP_DAYS * 24 * 60 * 60 * 1000;

type Db = AppDeps['db'];

/** The header's key, or undefined when none was sent; a malformed one is refused before any work. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!isIdempotencyKey(key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey, 'bad_idempotency_key');
  return key;
}

/**
 * The answer of an earlier add with this key, or null. The same key for another word is refused:
 * it is a client's mistake, and answering the first word would hide it.
 */
export async function keptAdd(
  db: Db,
  userId: number,
  key: string,
  word: string | undefined,
  now: number,
): Promise<SavedWord | null> {
  const [row] = await db
    .select()
    .from(wordAddKeys)
    .where(and(eq(wordAddKeys.userId, userId), eq(wordAddKeys.key, key)))
    .limit(1);
  if (!row || row.createdAt < now - KEEP_MS) return null;
  if (row.wordKey !== wordKey(word ?? ''))
    throw invalid(IDEMPOTENCY_MESSAGES.reused, 'idempotency_key_reused');
  return JSON.parse(row.answer) as SavedWord;
}

/** Remembers the add's answer under its key, and forgets this learner's keys past their time. */
export async function keepAdd(
  tx: Pick<Db, 'insert' | 'delete'>,
  userId: number,
  key: string,
  answer: SavedWord,
  now: number,
) {
  await tx
    .delete(wordAddKeys)
    .where(and(eq(wordAddKeys.userId, userId), lt(wordAddKeys.createdAt, now - KEEP_MS)));
  await tx
    .insert(wordAddKeys)
    .values({ userId, key, wordKey: wordKey(answer.word), answer: JSON.stringify(answer), createdAt: now })
    // An expired row of the same key is replaced by this add.
    .onConflictDoUpdate({
      target: [wordAddKeys.userId, wordAddKeys.key],
      set: { wordKey: wordKey(answer.word), answer: JSON.stringify(answer), createdAt: now },
    });
}
