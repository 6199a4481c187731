// The revlog: one row per answer that still counts, on the word's first card (Word → Translation,
// the direction our reviews ask). Answers come by word, oldest first, so the state an answer left
// is the next answer's state before it, or the word's schedule for its last answer.
import type { Database } from 'bun:sqlite';
import type { AppDeps } from '../../../deps';
import type { ScheduleState } from '../../review/scheduler';
import { revlogRow } from './card-schedule';
import { type ExportedReview, reviewPagesByWord } from './export-rows';

/** Our word row id → its first card and current schedule: a few dozen bytes per word. */
export type WordCards = Map<number, { cardId: number; schedule: ScheduleState | null }>;

type Row = { cid: number; row: ReturnType<typeof revlogRow> };

/** Revlog ids are answer times in ms and must be unique: a taken id moves on by a millisecond. */
function freeId(client: Database, wanted: number): number {
  const taken = client.query<{ id: number }, [number]>('SELECT 1 AS id FROM revlog WHERE id = ?');
  let id = wanted;
  while (taken.get(id)) id += 1;
  return id;
}

/** A page of answers in one transaction, through one statement prepared once per file. */
function insertRevlog(client: Database, rows: Row[]) {
  const insert = client.query('INSERT INTO revlog VALUES (?,?,-1,?,?,?,?,?,?)');
  client.transaction(() => {
    for (const { cid, row } of rows)
      insert.run(freeId(client, row.id), cid, row.ease, row.ivl, row.lastIvl, row.factor, row.time, row.type);
  })();
}

export async function writeRevlog(client: Database, cards: WordCards, db: AppDeps['db'], userId: number) {
  let held: ExportedReview | null = null;
  const rowOf = (review: ExportedReview, next: ExportedReview | null): Row | null => {
    const card = cards.get(review.wordId);
    if (!card) return null; // a word not in this export
    const after = next && next.wordId === review.wordId ? next.before : card.schedule;
    return { cid: card.cardId, row: revlogRow(review, review.before, after) };
  };
  for await (const page of reviewPagesByWord(db, userId)) {
    const rows: Row[] = [];
    for (const review of page) {
      const row = held && rowOf(held, review);
      if (row) rows.push(row);
      held = review;
    }
    if (rows.length > 0) insertRevlog(client, rows);
  }
  const last = held && rowOf(held, null);
  if (last) insertRevlog(client, [last]);
}
