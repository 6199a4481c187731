// Suspend, bury and leeches (docs/decisions/0046-steps-suspend-leeches.md): what the learner decided
// about a word's studying, kept in word_holds apart from its FSRS state, so an undo of an answer
// restores the state and leaves what the learner decided. A row whose holds are all off is deleted.
import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import {
  WORD_HOLD_ACTIONS,
  type WordHold,
  type WordHoldAction,
  type WordHolds,
} from '../../../../shared/api';
import { HOLD_MESSAGES } from '../../../../shared/review/hold-texts';
import { nextDayStart } from '../../../../shared/review/learner-day';
import { WORD_NOT_FOUND_MESSAGE } from '../../../../shared/words/rules';
import { wordHolds, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import { bumpWordsVersion } from '../words/list';
import { readStudyPreferences } from './study-preferences';

type Db = AppDeps['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type HoldRow = typeof wordHolds.$inferSelect;
type Holds = Pick<HoldRow, 'suspendedAt' | 'buriedUntil' | 'leechAt'>;

const NONE: Holds = { suspendedAt: null, buriedUntil: null, leechAt: null };

/** Writes a word's holds, deleting the row when none is left. */
export async function writeHolds(tx: Tx, wordId: number, userId: number, holds: Holds): Promise<void> {
  if (holds.suspendedAt === null && holds.buriedUntil === null && holds.leechAt === null) {
    await tx.delete(wordHolds).where(eq(wordHolds.wordId, wordId));
    return;
  }
  await tx
    .insert(wordHolds)
    .values({ wordId, userId, ...holds })
    .onConflictDoUpdate({ target: wordHolds.wordId, set: holds });
}

export async function readHolds(tx: Tx | Db, wordId: number): Promise<Holds> {
  const [row] = await tx.select().from(wordHolds).where(eq(wordHolds.wordId, wordId)).limit(1);
  return row ?? NONE;
}

function applied(holds: Holds, action: WordHoldAction, now: number, dayEnd: number): Holds {
  switch (action) {
    case 'suspend':
      return { ...holds, suspendedAt: holds.suspendedAt ?? now };
    case 'resume':
      return { ...holds, suspendedAt: null };
    case 'bury':
      return { ...holds, buriedUntil: dayEnd };
    case 'unbury':
      return { ...holds, buriedUntil: null };
    case 'unleech':
      return { ...holds, leechAt: null };
  }
}

/** Suspends, resumes, buries (until the learner's next day starts), unburies or un-tags a word. */
export async function changeHold(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  uuid: string,
  action: string,
): Promise<WordHold> {
  if (!(WORD_HOLD_ACTIONS as readonly string[]).includes(action))
    throw invalid(HOLD_MESSAGES.invalidAction, 'invalid_hold_action');
  const now = deps.clock.now();
  const { timeZone, dayStartHour } = await readStudyPreferences(deps.db, userId);
  const dayEnd = nextDayStart(now, timeZone, dayStartHour);
  return deps.db.transaction(async (tx) => {
    const [word] = await tx
      .select({ id: words.id })
      .from(words)
      .where(and(eq(words.userId, userId), eq(words.uuid, uuid)))
      .limit(1);
    if (!word) throw notFound(WORD_NOT_FOUND_MESSAGE, 'word_not_found');
    const holds = applied(await readHolds(tx, word.id), action as WordHoldAction, now, dayEnd);
    await writeHolds(tx, word.id, userId, holds);
    // The list's version moves, so a list cached with its holds is read again.
    await bumpWordsVersion(tx, userId);
    return {
      uuid,
      suspended: holds.suspendedAt !== null,
      buriedUntil: holds.buriedUntil !== null && holds.buriedUntil > now ? holds.buriedUntil : null,
      leech: holds.leechAt !== null,
    };
  });
}

/** The learner's words suspended, buried at this moment, and tagged leeches. */
export async function listHolds(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<WordHolds> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      uuid: words.uuid,
      suspendedAt: wordHolds.suspendedAt,
      buriedUntil: wordHolds.buriedUntil,
      leechAt: wordHolds.leechAt,
    })
    .from(wordHolds)
    .innerJoin(words, eq(words.id, wordHolds.wordId))
    .where(
      and(
        eq(wordHolds.userId, userId),
        or(isNotNull(wordHolds.suspendedAt), gt(wordHolds.buriedUntil, now), isNotNull(wordHolds.leechAt)),
      ),
    );
  return {
    suspended: rows.filter((r) => r.suspendedAt !== null).map((r) => r.uuid),
    buried: rows.filter((r) => r.buriedUntil !== null && r.buriedUntil > now).map((r) => r.uuid),
    leeches: rows.filter((r) => r.leechAt !== null).map((r) => r.uuid),
  };
}
