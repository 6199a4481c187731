// The mutation throttle: a page that changes a thousand times is marked again once, for each
// changed node once, and Wordhoard's own elements never count.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MutationBatch, mutationBatcher } from '../../../extension/lib/marking/mutations';

const record = (partial: Partial<MutationRecord>): MutationRecord =>
  ({ type: 'childList', addedNodes: [], removedNodes: [], ...partial }) as unknown as MutationRecord;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mutationBatcher', () => {
  it('hands a thousand changes over as one batch of distinct nodes', async () => {
    const batches: MutationBatch[] = [];
    const own = document.createElement('div');
    const batcher = mutationBatcher(
      (batch) => void batches.push(batch),
      (node) => node === own,
      250,
    );
    const counter = document.createTextNode('0');
    const added = document.createElement('p');
    for (let change = 0; change < 1000; change++) {
      batcher.add([record({ type: 'characterData', target: counter })]);
    }
    batcher.add([record({ target: document.body, addedNodes: [added, own] as unknown as NodeList })]);
    batcher.add([record({ target: own, addedNodes: [document.createElement('i')] as unknown as NodeList })]);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(250);
    await batcher.settled();
    expect(batches).toHaveLength(1);
    expect([...(batches[0]?.changed ?? [])]).toEqual([counter, added]);
    expect(batches[0]?.removed).toBe(false);
  });

  it('reports removed nodes, and starts a new batch after a flush', async () => {
    const batches: MutationBatch[] = [];
    const batcher = mutationBatcher(
      (batch) => void batches.push(batch),
      () => false,
      250,
    );
    const gone = document.createElement('p');
    batcher.add([record({ target: document.body, removedNodes: [gone] as unknown as NodeList })]);
    await vi.advanceTimersByTimeAsync(250);
    batcher.add([record({ type: 'characterData', target: document.createTextNode('x') })]);
    await vi.advanceTimersByTimeAsync(250);
    await batcher.settled();
    expect(batches.map((batch) => [batch.removed, batch.changed.size])).toEqual([
      [true, 0],
      [false, 1],
    ]);
  });

  it('flushes nothing after it is cancelled', async () => {
    const flush = vi.fn();
    const batcher = mutationBatcher(flush, () => false, 250);
    batcher.add([record({ type: 'characterData', target: document.createTextNode('x') })]);
    batcher.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).not.toHaveBeenCalled();
  });
});
