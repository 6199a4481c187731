// A page of the collection's notes and cards into the temporary file (Bun's SQLite): one
// transaction per page, a row at a time through statements prepared once per file (decision 0027).
import type { Database, SQLQueryBindings } from 'bun:sqlite';
import type { CardColumns } from './card-schedule';

export const cardRow = (
  id: number,
  nid: number,
  did: number,
  ord: number,
  mod: number,
  c: CardColumns,
): SQLQueryBindings[] => [
  id,
  nid,
  did,
  ord,
  mod,
  c.type,
  c.queue,
  c.due,
  c.ivl,
  c.factor,
  c.reps,
  c.lapses,
  c.left,
  c.data,
];

const NOTE_SQL = 'INSERT INTO notes VALUES (?,?,?,?,-1,?,?,?,?,0,?)';
const CARD_SQL = 'INSERT INTO cards VALUES (?,?,?,?,?,-1,?,?,?,?,?,?,?,?,0,0,0,?)';

/** A page of notes and cards in one transaction, through statements prepared once per file. */
export function writePage(client: Database, notes: SQLQueryBindings[][], cards: SQLQueryBindings[][]) {
  const note = client.query(NOTE_SQL);
  const card = client.query(CARD_SQL);
  client.transaction(() => {
    for (const row of notes) note.run(...row);
    for (const row of cards) card.run(...row);
  })();
}
