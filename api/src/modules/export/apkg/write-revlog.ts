// The revlog: one row per answer that still counts, on the word's first card (Word → Translation,
// the direction our reviews ask). Answers come by word, oldest first, so the state an answer left
// is the next answer's state before it, or the word's schedule for its last answer.
import type { Client } from '@libsql/client';
import type { AppDeps } from '../../../deps';
import type { ScheduleState } from '../../review/scheduler';
import { revlogRow } from './card-schedule';
import { type ExportedReview, reviewPagesByWord } from './export-rows';

/** Our word row id → its first card and current schedule: a few dozen bytes per word. */
export type WordCards = Map<number, { cardId: number; schedule: ScheduleState | null }>;

type Row = { cid: number; row: ReturnType<typeof revlogRow> };

/** Revlog ids are answer times in ms and must be unique: a clash moves on by a millisecond. */
async function insertRevlog(client: Client, rows: Row[]) {
  const statement = ({ cid, row }: Row, id: number) => ({
    sql: 'INSERT OR IGNORE INTO revlog VALUES (?,?,-1,?,?,?,?,?,?)',
    args: [id, cid, row.ease, row.ivl, row.lastIvl, row.factor, row.time, row.type],
  });
  const results = await client.batch(
    rows.map((r) => statement(r, r.row.id)),
    'write',
  );
  for (const [index, result] of results.entries()) {
    const clash = rows[index];
    if (result.rowsAffected > 0 || !clash) continue;
    for (let id = clash.row.id + 1; ; id++) {
      if ((await client.execute(statement(clash, id))).rowsAffected > 0) break;
    }
  }
}

export async function writeRevlog(client: Client, cards: WordCards, db: AppDeps['db'], userId: number) {
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
    if (rows.length > 0) await insertRevlog(client, rows);
  }
  const last = held && rowOf(held, null);
  if (last) await insertRevlog(client, [last]);
}
