// Ordering by precomputed ranks, for sorting the words list fast. A sort with a comparator function
// calls back into JavaScript about 130,000 times for 10,000 words; the engine's own sorts of plain
// texts and of typed numbers do not, and are several times faster. So texts are ranked once with
// the plain text sort, and the words are then ordered by one number each.

/** Each text's place among the distinct texts, in the plain (UTF-16 code unit) text order. */
export function rankTexts(texts: readonly string[]): Uint32Array {
  const rankOf = new Map<string, number>();
  let previous: string | undefined;
  for (const text of [...texts].sort()) {
    if (text !== previous) rankOf.set(text, rankOf.size);
    previous = text;
  }
  const ranks = new Uint32Array(texts.length);
  for (let i = 0; i < texts.length; i++) ranks[i] = rankOf.get(texts[i] as string) ?? 0;
  return ranks;
}

/**
 * The indexes 0…n−1 ordered by primary rank, then secondary rank (below n), then index, so equal
 * items keep the order they came in.
 *
 * Each item becomes the number primary·n² + secondary·n + index, sorted as a typed array. Numbers
 * are exact below 2^53, so this holds up to about 208,000 items with ranks below n; a larger list
 * (far beyond any personal word list) is sorted with a comparator instead.
 */
export function orderByRanks(primary: ArrayLike<number>, secondary: ArrayLike<number>): Uint32Array {
  const count = primary.length;
  let highestPrimary = 0;
  for (let i = 0; i < count; i++) highestPrimary = Math.max(highestPrimary, primary[i] ?? 0);
  const order = new Uint32Array(count);

  if ((highestPrimary + 1) * count * count <= Number.MAX_SAFE_INTEGER) {
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = ((primary[i] ?? 0) * count + (secondary[i] ?? 0)) * count + i;
    keys.sort();
    for (let i = 0; i < count; i++) order[i] = (keys[i] ?? 0) % count;
    return order;
  }

  for (let i = 0; i < count; i++) order[i] = i;
  return order.sort(
    (a, b) => (primary[a] ?? 0) - (primary[b] ?? 0) || (secondary[a] ?? 0) - (secondary[b] ?? 0) || a - b,
  );
}

/**
 * Re-orders, in place, each run of items with the same primary rank by `compare`. For a key whose
 * values rarely repeat (dates), this is far cheaper than ranking a tie-break key for every item.
 */
export function breakTies(
  order: Uint32Array,
  primary: ArrayLike<number>,
  compare: (a: number, b: number) => number,
): Uint32Array {
  let start = 0;
  for (let end = 1; end <= order.length; end++) {
    const same = end < order.length && primary[order[end] ?? 0] === primary[order[start] ?? 0];
    if (same) continue;
    if (end - start > 1) order.subarray(start, end).sort((a, b) => compare(a, b) || a - b);
    start = end;
  }
  return order;
}
