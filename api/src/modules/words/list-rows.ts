// Where each word sits in a list's JSON, and a new list made of the old one's bytes with some rows
// replaced, added or left out. A list is `[row,row,...,row]` as SQLite's json_group_array writes it
// (no spaces), rows newest first (id DESC). Splicing bytes costs a few copies where building the
// list again costs SQLite a json_object per word (docs/decisions/0061-incremental-list.md).

/** A list's rows: ids newest first; row i is json[starts[i], starts[i + 1] - 1), then `,` or `]`. */
export interface ListRows {
  json: Uint8Array<ArrayBuffer>;
  ids: Float64Array;
  /** One more entry than ids: the last is json's length. */
  starts: Uint32Array;
}

export interface ChangedRow {
  id: number;
  json: Uint8Array;
}

// Every row opens with its uuid (list-sql.ts). Inside a JSON string a quote is escaped, and after
// a string's closing quote comes `,` `:` `]` or `}`, never `uuid`: so this is found between rows only.
const OBJECT_BOUNDARY = Buffer.from('},{"uuid":');
// A compact row is an array of scalars opening with its uuid's string: `],["` is between rows when
// its quote opens that string, which the next byte tells (after a closing quote comes `,` `:` `]`
// or `}`). A string that ends in `],[` is the only other place the four bytes occur.
const ARRAY_BOUNDARY = Buffer.from('],["');
const AFTER_CLOSING_QUOTE = new Set([0x2c, 0x3a, 0x5d, 0x7d]);

/** Where the next row boundary after `from` is (its first byte), or -1. */
function nextBoundary(bytes: Buffer, from: number, form: 'json' | 'rows'): number {
  if (form === 'json') return bytes.indexOf(OBJECT_BOUNDARY, from);
  for (let at = bytes.indexOf(ARRAY_BOUNDARY, from); at >= 0; at = bytes.indexOf(ARRAY_BOUNDARY, at + 1)) {
    const next = bytes[at + ARRAY_BOUNDARY.byteLength];
    if (next !== undefined && !AFTER_CLOSING_QUOTE.has(next)) return at;
  }
  return -1;
}

/**
 * The rows of a whole list as SQLite built it (`form`: objects, or the compact form's arrays); null
 * when its bytes do not split into `ids.length` rows.
 */
export function splitRows(
  json: Uint8Array<ArrayBuffer>,
  ids: Float64Array,
  form: 'json' | 'rows' = 'json',
): ListRows | null {
  const starts = new Uint32Array(ids.length + 1);
  const bytes = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  let at = 1;
  for (let i = 0; i < ids.length; i++) {
    starts[i] = at;
    if (i === ids.length - 1) break;
    const boundary = nextBoundary(bytes, at, form);
    if (boundary < 0) return null;
    at = boundary + 2;
  }
  starts[ids.length] = json.byteLength;
  if (ids.length > 0 && nextBoundary(bytes, at, form) >= 0) return null;
  return { json, ids, starts };
}

const COMMA = 0x2c;
const OPEN = 0x5b;
const CLOSE = 0x5d;

/**
 * The list with `changed` rows in place of (or beside) the old ones, in id DESC order, and, when
 * `present` is given, without the old rows whose id is not in it (deleted words).
 */
export function patchRows(old: ListRows, changed: ChangedRow[], present?: ReadonlySet<number>): ListRows {
  const rows = [...changed].sort((a, b) => b.id - a.id);
  const n = old.ids.length;
  // A piece is a run of old rows [from, to) copied as one block, or one changed row.
  const pieces: ({ from: number; to: number } | ChangedRow)[] = [];
  let count = 0;
  let length = 1;
  let i = 0;
  let j = 0;
  let run = -1;
  const endRun = () => {
    if (run < 0) return;
    pieces.push({ from: run, to: i });
    length += (old.starts[i] ?? 0) - (old.starts[run] ?? 0);
    run = -1;
  };
  while (i < n || j < rows.length) {
    const row = rows[j];
    if (row && (i >= n || row.id >= (old.ids[i] ?? 0))) {
      endRun();
      if (i < n && row.id === old.ids[i]) i++;
      pieces.push(row);
      length += row.json.byteLength + 1;
      count++;
      j++;
    } else if (present && !present.has(old.ids[i] ?? 0)) {
      endRun();
      i++;
    } else {
      if (run < 0) run = i;
      count++;
      i++;
    }
  }
  endRun();
  if (count === 0) length = 2;
  const json = new Uint8Array(length);
  const ids = new Float64Array(count);
  const starts = new Uint32Array(count + 1);
  json[0] = OPEN;
  let at = 1;
  let k = 0;
  for (const piece of pieces) {
    if ('json' in piece) {
      starts[k] = at;
      ids[k++] = piece.id;
      json.set(piece.json, at);
      at += piece.json.byteLength;
    } else {
      const shift = at - (old.starts[piece.from] ?? 0);
      for (let r = piece.from; r < piece.to; r++) {
        starts[k] = (old.starts[r] ?? 0) + shift;
        ids[k++] = old.ids[r] ?? 0;
      }
      // The run's rows with the commas between them; its own closing byte is written below.
      const end = (old.starts[piece.to] ?? 0) - 1;
      json.set(old.json.subarray(old.starts[piece.from], end), at);
      at += end - (old.starts[piece.from] ?? 0);
    }
    json[at++] = COMMA;
  }
  json[length - 1] = CLOSE;
  starts[count] = length;
  return { json, ids, starts };
}
