// Our FSRS state and answers in Anki's terms (the cards and revlog columns of schema 11, as
// rslib/src/card and rslib/src/revlog describe them). Anki counts review days from the
// collection's creation (col.crt), and an importing Anki shifts them to its own day.
import type { AnkiCardColumns } from '../../../../../shared/export/anki-package';
import type { ScheduleState } from '../../review/scheduler';

const DAY_MS = 86_400_000;
/** Anki's default deck option "maximum answer seconds" (maxTaken): longer answers count as 60 s. */
export const ANKI_MAX_ANSWER_MS = 60_000;
const DEFAULT_FACTOR = 2500;

/** Ours to write (shared/export/anki-package.ts). */
export type CardColumns = AnkiCardColumns;

/** A card never studied: Anki shows new cards in the order of `due`, their position. */
export const newCard = (position: number): CardColumns => ({
  type: 0,
  queue: 0,
  due: position,
  ivl: 0,
  factor: 0,
  reps: 0,
  lapses: 0,
  left: 0,
  data: '',
});

/** The card of a word we have scheduled. `crtMs` is the collection's day zero. */
export function scheduledCard(s: ScheduleState, position: number, crtMs: number): CardColumns {
  if (s.state === 0) return newCard(position);
  // FSRS memory state as Anki keeps it in card.data (rslib/src/storage/card/data.rs): s, d, lrt.
  const data = JSON.stringify({
    s: Number(s.stability.toFixed(4)),
    d: Number(s.difficulty.toFixed(4)),
    ...(s.lastReview === null ? {} : { lrt: Math.floor(s.lastReview / 1000) }),
  });
  const common = { reps: s.reps, lapses: s.lapses, factor: DEFAULT_FACTOR, data };
  if (s.state === 2) {
    const due = Math.floor((s.due - crtMs) / DAY_MS);
    return { ...common, type: 2, queue: 2, due, ivl: Math.max(1, s.scheduledDays), left: 0 };
  }
  // Learning (1) and relearning (3): intraday queue, due in epoch seconds; one step left.
  return {
    ...common,
    type: s.state === 1 ? 1 : 3,
    queue: 1,
    due: Math.floor(s.due / 1000),
    ivl: s.state === 3 ? Math.max(1, s.scheduledDays) : 0,
    left: 1,
  };
}

export interface RevlogRow {
  id: number;
  ease: number;
  ivl: number;
  lastIvl: number;
  factor: number;
  time: number;
  type: number;
}

/**
 * Anki's interval: days when positive, seconds (negated) while learning. `after` is the state
 * the answer left: the next answer's state before it, or the word's schedule for the last one.
 */
function interval(state: ScheduleState | null, reviewedAt: number): number {
  if (!state) return 0;
  if (state.scheduledDays >= 1) return state.scheduledDays;
  return -Math.max(1, Math.round((state.due - reviewedAt) / 1000));
}

export function revlogRow(
  review: { reviewedAt: number; grade: number; durationMs: number },
  before: ScheduleState | null,
  after: ScheduleState | null,
): RevlogRow {
  // revlog.type: 0 learning, 1 review, 2 relearning, by the state the card was in when answered.
  const type = before === null || before.state <= 1 ? 0 : before.state === 2 ? 1 : 2;
  return {
    id: review.reviewedAt,
    ease: review.grade,
    ivl: interval(after, review.reviewedAt),
    lastIvl: before ? interval(before, before.lastReview ?? review.reviewedAt) : 0,
    factor: type === 0 ? 0 : DEFAULT_FACTOR,
    time: Math.min(Math.max(0, review.durationMs), ANKI_MAX_ANSWER_MS),
    type,
  };
}
