// Follows a page that changes (infinite scroll, single-page apps) without falling behind it: the
// observer only collects what changed; a batch is handled at most once per interval, marking the
// added and changed text and dropping the marks of what left the page.

/** A page that changes all the time is marked again at most this often. */
export const MUTATION_BATCH_MS = 250;

export interface MutationBatch {
  /** Added subtrees and changed text nodes, each once. */
  changed: Set<Node>;
  /** Some nodes left the page: marks of disconnected nodes go. */
  removed: boolean;
}

/**
 * Collects mutation records and calls `flush` with one batch at most every `intervalMs`; a
 * further batch waits for the flush before it, so flushes never overlap.
 */
export function mutationBatcher(
  flush: (batch: MutationBatch) => Promise<void> | void,
  isOwn: (node: Node) => boolean,
  intervalMs = MUTATION_BATCH_MS,
) {
  let batch: MutationBatch = { changed: new Set(), removed: false };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    timer = null;
    const ready = batch;
    batch = { changed: new Set(), removed: false };
    running = running.then(() => flush(ready)).catch(() => undefined);
  };

  return {
    add(records: readonly MutationRecord[]): void {
      for (const record of records) {
        if (isOwn(record.target)) continue;
        if (record.type === 'characterData') batch.changed.add(record.target);
        else {
          for (const node of record.addedNodes) if (!isOwn(node)) batch.changed.add(node);
          if (record.removedNodes.length > 0) batch.removed = true;
        }
      }
      if (!timer && (batch.changed.size > 0 || batch.removed)) timer = setTimeout(run, intervalMs);
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    /** Resolves once every batch handed to flush so far is done (tests). */
    settled: () => running,
  };
}
