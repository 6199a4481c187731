// The revlog: one row per answer that still counts, on the word's first card (Word → Translation,
// the direction our reviews ask). Answers come by word, oldest first, so the state an answer left
// is the next answer's state before it, or the word's schedule for its last answer.
import type { Client } from '@libsql/client';
import type { AppDeps } from '../../../deps';
import type { ScheduleState } from '../../review/scheduler';
import { revlogRow } from './card-schedule';
import { type ExportedReview, reviewPagesByWord } from './export-rows';
import { manyRows } from './many-rows';

/** Our word row id → its first card and current schedule: a few dozen bytes per word. */
export type WordCards = Map<number, { cardId: number; schedule: ScheduleState | null }>;

type Row = { cid: number; row: ReturnType<typeof revlogRow> };

/** Revlog ids are answer times in ms and must be unique: a taken id moves on by a millisecond. */
async function freeIds(client: Client, wanted: number[]): Promise<number[]> {
  const found = await client.execute({
    sql: `SELECT id FROM revlog WHERE id IN (${wanted.map(() => '?').join(',')})`,
    args: wanted,
  });
  const taken = new Set(found.rows.map((row) => Number(row.id)));
  const exists = async (id: number) =>
    (await client.execute({ sql: 'SELECT 1 FROM revlog WHERE id = ?', args: [id] })).rows.length > 0;
  const ids: number[] = [];
  for (const first of wanted) {
    let id = first;
    while (taken.has(id) || (id !== first && (await exists(id)))) id += 1;
    taken.add(id);
    ids.push(id);
  }
  return ids;
}

/** A page of answers as one statement (a statement per row would cost a prepared statement each). */
async function insertRevlog(client: Client, rows: Row[]) {
  const ids = await freeIds(
    client,
    rows.map((r) => r.row.id),
  );
  const values = rows.map(({ cid, row }, i) => [
    ids[i],
    cid,
    row.ease,
    row.ivl,
    row.lastIvl,
    row.factor,
    row.time,
    row.type,
  ]);
  await client.execute(manyRows('revlog', '(?,?,-1,?,?,?,?,?,?)', values));
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
