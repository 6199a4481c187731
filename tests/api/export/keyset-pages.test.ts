import { describe, expect, test } from 'vitest';
import { keptPages, keysetPages } from '../../../api/src/modules/export/keyset-pages';

const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ id: (i + 1) * 10 }));

/** Reads a sorted list as SQL would (`WHERE id > ? ORDER BY id LIMIT ?`), noting each read's key. */
function reader(rows: { id: number }[]) {
  const afters: number[] = [];
  const read = async (after: number, limit: number) => {
    afters.push(after);
    return rows.filter((row) => row.id > after).slice(0, limit);
  };
  return { read, afters };
}

async function collect<T>(pages: AsyncGenerator<T[]>) {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('keyset pages', () => {
  test('each page starts after the last key of the one before, and a short page is the last', async () => {
    const { read, afters } = reader(ids(7));
    const pages = await collect(keysetPages(0, read, (row) => row.id, 3));
    expect(pages.map((page) => page.map((row) => row.id))).toEqual([[10, 20, 30], [40, 50, 60], [70]]);
    expect(afters).toEqual([0, 30, 60]);
  });

  test('a list of whole pages ends at the empty read after it; no rows give no page', async () => {
    const whole = reader(ids(6));
    expect((await collect(keysetPages(0, whole.read, (row) => row.id, 3))).length).toBe(2);
    expect(whole.afters).toEqual([0, 30, 60]);
    expect(await collect(keysetPages(0, reader([]).read, (row) => row.id, 3))).toEqual([]);
  });

  test('kept pages hold only the wanted rows and skip a page left empty', async () => {
    const { read } = reader(ids(9));
    const kept = await collect(
      keptPages(
        keysetPages(0, read, (row) => row.id, 3),
        (row) => row.id < 40 || row.id === 90,
      ),
    );
    expect(kept.map((page) => page.map((row) => row.id))).toEqual([[10, 20, 30], [90]]);
  });
});
