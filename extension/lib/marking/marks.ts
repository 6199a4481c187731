// The marked words of a page, by text node, so a changed or removed node drops its own marks and
// the pointer finds the word under it with one look-up. A painter shows them (highlights.ts or
// overlay.ts); the page's DOM is never changed.
import type { Score } from '../../../shared/words/types';

export interface Mark {
  node: Text;
  start: number;
  end: number;
  /** Index into the matcher's words. */
  word: number;
  score: Score;
  range: AbstractRange;
}

export interface Painter {
  add(mark: Mark): void;
  remove(mark: Mark): void;
  clear(): void;
}

export class MarkStore {
  private readonly byNode = new Map<Text, Mark[]>();

  constructor(private readonly painter: Painter) {}

  get size(): number {
    return this.byNode.size;
  }

  set(node: Text, marks: Mark[]): void {
    this.drop(node);
    if (marks.length === 0) return;
    this.byNode.set(node, marks);
    for (const mark of marks) this.painter.add(mark);
  }

  drop(node: Text): void {
    const marks = this.byNode.get(node);
    if (!marks) return;
    this.byNode.delete(node);
    for (const mark of marks) this.painter.remove(mark);
  }

  /** Forgets the marks of nodes that left the document. */
  dropDisconnected(): void {
    for (const node of this.byNode.keys()) if (!node.isConnected) this.drop(node);
  }

  at(node: Node, offset: number): Mark | undefined {
    return this.byNode.get(node as Text)?.find((mark) => mark.start <= offset && offset < mark.end);
  }

  *all(): Iterable<Mark> {
    for (const marks of this.byNode.values()) yield* marks;
  }

  clear(): void {
    this.byNode.clear();
    this.painter.clear();
  }
}

/** A live Range over a mark, for its boxes on screen. */
export function liveRange(mark: Mark): Range {
  const range = mark.node.ownerDocument.createRange();
  range.setStart(mark.node, mark.start);
  range.setEnd(mark.node, mark.end);
  return range;
}
