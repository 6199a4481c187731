// The elements holding marks, in document order, so the in-view painter (in-view.ts) watches only
// those around the middle of the view: an IntersectionObserver costs the page every one of its
// targets on each frame it has a change, and the 12,000 paragraphs of a 5 MB page made each such
// frame a long task (60-200 ms) while it was marked, and again on every scroll.

/** True when `a` comes before `b` in the document (an ancestor comes before what it holds). */
const precedes = (a: Node, b: Node): boolean =>
  a !== b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

export class DocumentOrder {
  /** The placed elements, in document order. */
  private ordered: Element[] = [];
  private readonly placed = new Set<Element>();
  /** Every element taken in and not deleted since. */
  private readonly held = new Set<Element>();
  /** Taken in since the last `settle`, not placed yet. */
  private pending: Element[] = [];

  /** Takes an element in; it gets its place at the next `settle`. */
  add(element: Element): void {
    this.held.add(element);
    if (!this.placed.has(element)) this.pending.push(element);
  }

  /** Lets an element go; it leaves its place at the next `settle`. */
  delete(element: Element): void {
    this.held.delete(element);
  }

  get size(): number {
    return this.ordered.length;
  }

  /**
   * Drops the elements let go or out of the document (their position would mean nothing), then
   * places the new ones. They come in document order while the page is walked: each is compared
   * with the last placed first, and only one out of order is looked for by halves.
   */
  settle(): void {
    const kept = this.ordered.filter((element) => this.held.has(element) && element.isConnected);
    if (kept.length < this.ordered.length) {
      this.placed.clear();
      for (const element of kept) this.placed.add(element);
    }
    this.ordered = kept;
    for (const element of this.pending) {
      if (this.placed.has(element) || !this.held.has(element) || !element.isConnected) continue;
      const last = this.ordered[this.ordered.length - 1];
      if (!last || precedes(last, element)) this.ordered.push(element);
      else this.ordered.splice(this.placeOf(element), 0, element);
      this.placed.add(element);
    }
    this.pending = [];
  }

  clear(): void {
    this.ordered = [];
    this.placed.clear();
    this.held.clear();
    this.pending = [];
  }

  /** Up to `count` placed elements before the place of `node` and `count` from it on. */
  around(node: Node, count: number): Element[] {
    const at = this.placeOf(node);
    return this.ordered.slice(Math.max(0, at - count), at + count);
  }

  /** How many placed elements come before `node`. */
  private placeOf(node: Node): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const element = this.ordered[middle] as Element;
      if (precedes(element, node)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
