// An Anki card's scheduling and history as our records hold them. Anki's FSRS memory state (card
// data s, d) is taken as it is; a card scheduled by Anki's older SM-2 has none, so its stability
// is taken as its interval and its difficulty from its ease (2.5 → 5, the middle of FSRS's 1–10).
import type { AnkiCardColumns } from '../../../../../shared/export/anki-package';
import { isGrade } from '../../../../../shared/review/grades';
import type { ImportedReview, ImportedSchedule } from '../import-record';

const DAY_MS = 86_400_000;

/** A card's columns as read from the package (shared/export/anki-package.ts). */
export type CardRow = Omit<AnkiCardColumns, 'left'>;

function memoryState(data: string): { s?: number; d?: number; lrt?: number } {
  try {
    const parsed = JSON.parse(data || '{}') as Record<string, unknown>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
    return { s: num(parsed.s), d: num(parsed.d), lrt: num(parsed.lrt) };
  } catch {
    return {};
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Undefined for a new card (type 0) or one Anki has suspended or buried in a state we cannot read. */
export function scheduleOf(
  card: CardRow,
  crtMs: number,
  lastReview: number | null,
): ImportedSchedule | undefined {
  if (card.type < 1 || card.type > 3) return undefined;
  // Queue 1 counts in epoch seconds; queues 2 and 3 (and suspended or buried cards) in days from crt.
  const due = card.queue === 1 ? card.due * 1000 : crtMs + card.due * DAY_MS;
  const memory = memoryState(card.data);
  const stability = memory.s ?? Math.max(0.1, card.ivl);
  const difficulty = memory.d ?? clamp(5 - (card.factor - 2500) / 200, 1, 10);
  return {
    due,
    stability,
    difficulty,
    state: card.type,
    reps: card.reps,
    lapses: card.lapses,
    learningSteps: 0,
    scheduledDays: Math.max(0, card.ivl),
    lastReview: memory.lrt !== undefined ? memory.lrt * 1000 : lastReview,
  };
}

/** Anki's answers (ease 1–4); rows of a manual reschedule (ease 0) are no answer and are left out. */
export function reviewsOf(rows: { id: number; ease: number; time: number }[]): ImportedReview[] {
  return rows
    .filter((row) => isGrade(row.ease))
    .map((row) => ({
      reviewedAt: row.id,
      grade: row.ease as ImportedReview['grade'],
      durationMs: Math.max(0, row.time),
    }));
}
