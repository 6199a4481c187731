// A least-recently-used cache bounded by the sizes of its values, which hands each value it lets
// go (dropped for room, deleted, replaced, cleared) to `dispose`. Written here rather than taken
// from lru-cache (which the API uses): that library is 6.5 KB gzip in the browser, a third of the
// words route's room, for what a Map (which keeps insertion order) does in a few lines.
export class BytesBoundedCache<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>();
  #size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
    private readonly dispose: (value: V) => void,
  ) {}

  get size(): number {
    return this.#size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value, dropping the least recently used ones for room; one larger than the bound is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    for (const [oldest] of this.#entries) {
      if (this.#size + size <= this.maxSize) break;
      this.delete(oldest);
    }
    this.#entries.set(key, { value, size });
    this.#size += size;
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
    this.dispose(entry.value);
  }

  clear(): void {
    for (const key of [...this.#entries.keys()]) this.delete(key);
  }
}
