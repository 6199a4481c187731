// Keyset paging, the one way an export reads a long list: each page starts after the last key of
// the one before (`WHERE key > ? ORDER BY key LIMIT n`), so no page costs more than the first and
// only one page is in memory at a time, however many rows the learner has.

export const EXPORT_PAGE_SIZE = 500;

/**
 * Pages of `read(after, limit)` until a short or empty page. `keyOf` gives a row's key, which the
 * next page starts after; `first` is a key below every row's (0 for row ids).
 */
export async function* keysetPages<Row, Key>(
  first: Key,
  read: (after: Key, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  limit = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after = first;
  for (;;) {
    const rows = await read(after, limit);
    const last = rows[rows.length - 1];
    if (last === undefined) return;
    yield rows;
    if (rows.length < limit) return;
    after = keyOf(last);
  }
}

/** Only the rows `keep` wants; pages left empty are skipped, so a caller never sees one. */
export async function* keptPages<Row>(pages: AsyncGenerator<Row[]>, keep: (row: Row) => boolean) {
  for await (const rows of pages) {
    const page = rows.filter(keep);
    if (page.length > 0) yield page;
  }
}
