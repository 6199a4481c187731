// The rows the import takes from a collection, each table read in ONE plain scan through the
// guard (decision 0033): a WHERE ... IN or ORDER BY per page would lean on indexes the file itself
// supplies, and a file without them would make every page scan a whole table again. So the note
// ids come first, then the first card of each note, then those cards' answers, then the notes a
// page at a time. Every note's text is counted against the import's text bound as it is read.
import { NOTE_BYTES_MAX, READ_LIMIT_MESSAGES } from '../../../../../shared/import/read-limits';
import { ImportFileError } from '../import-record';
import type { CardRow } from './card-state';
import { boundedText, type OpenCollection, textOf } from './collection';

export type NoteRow = { id: number; guid: string; mid: number; tags: string; flds: string };
export type FirstCard = CardRow & { id: number; did: number };
export type CardAnswer = { id: number; ease: number; time: number };

const PAGE = 500;
type Row = Record<string, unknown>;

/** Each note's first card (lowest ord) and that card's answers, oldest first. */
export async function cardsOfNotes(col: OpenCollection) {
  const noteIds = new Set<number>();
  for await (const row of col.scan<Row>('notes', 'id')) noteIds.add(Number(row.id));
  const first = new Map<number, FirstCard & { ord: number }>();
  for await (const row of col.scan<Row>(
    'cards',
    `id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, ${boundedText('data')}`,
  )) {
    const nid = Number(row.nid);
    const ord = Number(row.ord);
    const kept = first.get(nid);
    if (!noteIds.has(nid) || (kept && kept.ord <= ord)) continue;
    first.set(nid, {
      id: Number(row.id),
      did: Number(row.did),
      ord,
      type: Number(row.type),
      queue: Number(row.queue),
      due: Number(row.due),
      ivl: Number(row.ivl),
      factor: Number(row.factor),
      reps: Number(row.reps),
      lapses: Number(row.lapses),
      data: textOf(row, 'data', 'cards'),
    });
  }
  const cardIds = new Set([...first.values()].map((card) => card.id));
  const history = new Map<number, CardAnswer[]>();
  if (cardIds.size === 0) return { first, history };
  for await (const row of col.scan<Row>('revlog', 'id, cid, ease, time')) {
    const cid = Number(row.cid);
    if (!cardIds.has(cid)) continue;
    const list = history.get(cid) ?? [];
    list.push({ id: Number(row.id), ease: Number(row.ease), time: Number(row.time) });
    history.set(cid, list);
  }
  for (const list of history.values()) list.sort((a, b) => a.id - b.id);
  return { first, history };
}

/** The notes, PAGE at a time; a note past NOTE_BYTES_MAX, or text past the import's bound, refuses all. */
export async function* notePages(col: OpenCollection): AsyncGenerator<NoteRow[]> {
  let page: NoteRow[] = [];
  for await (const row of col.scan<Row>(
    'notes',
    `id, guid, mid, ${boundedText('tags')}, ${boundedText('flds')}`,
  )) {
    const bytes = Number(row.tags_bytes ?? 0) + Number(row.flds_bytes ?? 0);
    if (bytes > NOTE_BYTES_MAX) throw new ImportFileError(READ_LIMIT_MESSAGES.noteTooLarge('notes'));
    col.countText(bytes);
    page.push({
      id: Number(row.id),
      guid: String(row.guid),
      mid: Number(row.mid),
      tags: textOf(row, 'tags', 'notes'),
      flds: textOf(row, 'flds', 'notes'),
    });
    if (page.length === PAGE) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}
