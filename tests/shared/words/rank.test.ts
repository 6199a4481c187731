import { describe, expect, it } from 'vitest';
import { breakTies, orderByRanks, rankTexts } from '../../../shared/words/rank';

describe('rankTexts', () => {
  it('gives equal texts one rank, in plain text order, without gaps', () => {
    expect([...rankTexts(['pear', 'apple', 'pear', 'fig'])]).toEqual([2, 0, 2, 1]);
    expect([...rankTexts([])]).toEqual([]);
  });
});

describe('orderByRanks', () => {
  it('orders by primary, then secondary, then original index', () => {
    const primary = [1, 0, 1, 0, 1];
    const secondary = [2, 3, 0, 3, 2];
    expect([...orderByRanks(primary, secondary)]).toEqual([1, 3, 2, 0, 4]);
  });

  it('handles a primary far above the list length', () => {
    expect([...orderByRanks([3, 1, 2], [0, 0, 0])]).toEqual([1, 2, 0]);
  });

  it('gives the same order past the size where one number per item stops being exact', () => {
    // 250,000 items: 250,000³ is above 2^53, so the comparator path runs.
    const count = 250_000;
    const primary = Array.from({ length: count }, (_, i) => (i * 7) % 3);
    const secondary = Array.from({ length: count }, (_, i) => (count - i) % 5);
    const order = orderByRanks(primary, secondary);
    expect(order).toHaveLength(count);
    for (let i = 1; i < count; i++) {
      const a = order[i - 1] ?? 0;
      const b = order[i] ?? 0;
      const before = primary[a] ?? 0;
      const after = primary[b] ?? 0;
      const inOrder =
        before < after ||
        (before === after &&
          ((secondary[a] ?? 0) < (secondary[b] ?? 0) || (secondary[a] === secondary[b] && a < b)));
      if (!inOrder) expect.fail(`items ${a} and ${b} are out of order`);
    }
  });
});

describe('breakTies', () => {
  it('re-orders only the runs that share a primary rank', () => {
    const primary = [0, 1, 1, 2, 1];
    const names = ['z', 'c', 'a', 'y', 'b'];
    const order = orderByRanks(primary, [0, 0, 0, 0, 0]);
    const byName = (a: number, b: number) => (names[a] ?? '').localeCompare(names[b] ?? '');
    expect([...breakTies(order, primary, byName)]).toEqual([0, 2, 4, 1, 3]);
  });

  it('keeps the original order where the comparison ties too', () => {
    const order = orderByRanks([0, 0, 0], [0, 0, 0]);
    expect([...breakTies(order, [0, 0, 0], () => 0)]).toEqual([0, 1, 2]);
  });
});
