// Work that must not overlap for one key (a learner), in this process: each task starts once the
// key's earlier tasks have settled, whether they succeeded or failed. Each queue is its own: the
// media of a learner and the learner's subscription starts do not wait for each other.

/** A runner that queues tasks per key; a key's queue is dropped once it runs empty. */
export function queuePerKey<K>(): <T>(key: K, task: () => Promise<T>) => Promise<T> {
  const queues = new Map<K, Promise<unknown>>();
  return (key, task) => {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}
