// A list spliced from its old bytes and the changed rows is byte for byte the list built whole,
// whatever rows change, come or go, and whatever their text holds (quotes, braces, the very bytes
// that separate rows).
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ListRows, patchRows, splitRows } from '../../../api/src/modules/words/list-rows';

type Row = { id: number; word: string };
const encoder = new TextEncoder();
// As SQLite writes a row: uuid first, no spaces; the compact form's rows are arrays of scalars.
let form: 'json' | 'rows' = 'json';
const rowJson = (row: Row) =>
  JSON.stringify(
    form === 'json' ? { uuid: `u${row.id}`, word: row.word, score: 1 } : [`u${row.id}`, row.word, 1, ''],
  );
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.id - a.id);
const wholeList = (rows: Row[]) => encoder.encode(`[${newestFirst(rows).map(rowJson).join(',')}]`);

function split(rows: Row[]): ListRows {
  const split = splitRows(wholeList(rows), Float64Array.from(newestFirst(rows).map((r) => r.id)), form);
  if (!split) throw new Error('the list did not split into its rows');
  return split;
}

const text = (json: Uint8Array) => new TextDecoder().decode(json);
const hostileWord = fc.oneof(
  fc.string(),
  fc.constantFrom('},{"uuid":', '"},{"uuid":"', '}]', '[{', 'é日本', '\\', '],["', '"],["u1', '],[', '"]'),
);
const rowsOf = (ids: number[], words: string[]) => ids.map((id, i) => ({ id, word: words[i] ?? '' }));

describe.each(['json', 'rows'] as const)('a list spliced from the changed rows (%s)', (listForm) => {
  beforeEach(() => {
    form = listForm;
  });

  it('finds every row of a whole list, and each row is the bytes of its word', () => {
    const rows = [
      { id: 4, word: 'a"},{"uuid":"b' },
      { id: 3, word: 'a"],["b' },
      { id: 2, word: 'ends with },{ and ],[' },
      { id: 1, word: '' },
    ];
    const { json, starts } = split(rows);
    const bytes = (i: number) => text(json.subarray(starts[i], (starts[i + 1] ?? 0) - 1));
    expect([bytes(0), bytes(1), bytes(2), bytes(3)]).toEqual(rows.map(rowJson));
    expect(text(json.subarray((starts[4] ?? 0) - 1))).toBe(']');
  });

  it('refuses to split bytes that do not hold as many rows as ids', () => {
    expect(splitRows(wholeList([{ id: 1, word: 'x' }]), Float64Array.from([2, 1]), form)).toBeNull();
    expect(
      splitRows(
        wholeList([
          { id: 2, word: 'x' },
          { id: 1, word: 'y' },
        ]),
        Float64Array.from([2]),
        form,
      ),
    ).toBeNull();
  });

  it('equals the whole list after any updates, adds and deletions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 25 }),
        fc.array(hostileWord, { minLength: 25, maxLength: 25 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { maxLength: 12 }),
        fc.array(hostileWord, { minLength: 12, maxLength: 12 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }),
        (oldIds, oldWords, changedIds, changedWords, deletedIds) => {
          const old = rowsOf(oldIds, oldWords);
          const changed = rowsOf(changedIds, changedWords);
          const deleted = new Set(deletedIds.filter((id) => !changedIds.includes(id)));
          const now = [...old.filter((r) => !deleted.has(r.id) && !changedIds.includes(r.id)), ...changed];
          const present = deleted.size > 0 ? new Set(now.map((r) => r.id)) : undefined;
          const patched = patchRows(
            split(old),
            changed.map((r) => ({ id: r.id, json: encoder.encode(rowJson(r)) })),
            present,
          );
          const whole = split(now);
          expect(text(patched.json)).toBe(text(whole.json));
          expect([...patched.ids]).toEqual([...whole.ids]);
          expect([...patched.starts]).toEqual([...whole.starts]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('empties to [] and fills again from nothing', () => {
    const emptied = patchRows(split([{ id: 1, word: 'a' }]), [], new Set());
    expect(text(emptied.json)).toBe('[]');
    const filled = patchRows(emptied, [{ id: 4, json: encoder.encode(rowJson({ id: 4, word: 'b' })) }]);
    expect(text(filled.json)).toBe(text(wholeList([{ id: 4, word: 'b' }])));
  });
});
