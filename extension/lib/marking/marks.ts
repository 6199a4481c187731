// The marked words of a page, by text node, so a changed or removed node drops its own marks and
// the pointer finds the word under it with one look-up. A mark may span several text nodes of one
// run ("la <b>bibliothèque</b>"): it is kept under each of them. A painter shows them
// (overlay.ts, boxes in a closed shadow root); the page's DOM is never changed.
import type { Score } from '../../../shared/words/types';

export interface Mark {
  /** The text node the word starts in, and where. */
  node: Text;
  start: number;
  /** The text node the word ends in (the same node for most words), and where. */
  endNode: Text;
  end: number;
  /** Every text node the word touches, from `node` to `endNode`. */
  nodes: readonly Text[];
  /** Index into the matcher's words. */
  word: number;
  score: Score;
}

/**
 * A mark kept small, as a 5 MB page holds 200,000 of them: each object that outlives a
 * young-generation collection is copied by it, and those collections were the page's long tasks
 * while it was marked. No range is kept (the overlay makes one for each drawing of a mark in view),
 * and the list of nodes only for a word spanning several.
 */
export class WordMark implements Mark {
  constructor(
    readonly node: Text,
    readonly start: number,
    readonly endNode: Text,
    readonly end: number,
    /** The nodes of a word spanning several; undefined for a word inside one node. */
    private readonly spanned: readonly Text[] | undefined,
    readonly word: number,
    readonly score: Score,
  ) {}

  get nodes(): readonly Text[] {
    return this.spanned ?? [this.node];
  }
}

export interface Painter {
  add(mark: Mark): void;
  remove(mark: Mark): void;
  clear(): void;
}

export class MarkStore {
  /** Each mark under every node it touches: no other list of them, to keep them small. */
  private readonly byNode = new Map<Text, Mark[]>();

  constructor(private readonly painter: Painter) {}

  get size(): number {
    return this.byNode.size;
  }

  /** Marks one run afresh: the old marks of its nodes go, `marks` come. */
  setRun(nodes: readonly Text[], marks: readonly Mark[]): void {
    for (const node of nodes) this.drop(node);
    for (const mark of marks) {
      this.painter.add(mark);
      for (const node of mark.nodes) {
        const held = this.byNode.get(node);
        if (held) held.push(mark);
        else this.byNode.set(node, [mark]);
      }
    }
  }

  /** Drops the marks touching a node; answers the other nodes those marks also touched. */
  drop(node: Text): Text[] {
    const marks = this.byNode.get(node);
    if (!marks) return [];
    this.byNode.delete(node);
    const others: Text[] = [];
    for (const mark of marks) {
      this.painter.remove(mark);
      for (const touched of mark.nodes) {
        if (touched === node) continue;
        others.push(touched);
        const left = this.byNode.get(touched)?.filter((held) => held !== mark) ?? [];
        if (left.length > 0) this.byNode.set(touched, left);
        else this.byNode.delete(touched);
      }
    }
    return others;
  }

  /**
   * Forgets the marks of nodes that left the document. Answers the nodes still in it that lost a
   * mark with them (the rest of a run), to be marked again.
   */
  dropDisconnected(): Text[] {
    const orphans = new Set<Text>();
    for (const node of [...this.byNode.keys()]) {
      if (!node.isConnected) for (const other of this.drop(node)) orphans.add(other);
    }
    return [...orphans].filter((node) => node.isConnected);
  }

  at(node: Node, offset: number): Mark | undefined {
    return this.byNode
      .get(node as Text)
      ?.find(
        (mark) =>
          (node !== mark.node || mark.start <= offset) && (node !== mark.endNode || offset < mark.end),
      );
  }

  /** Every mark once: under the node it starts in. */
  *all(): Iterable<Mark> {
    for (const [node, marks] of this.byNode) for (const mark of marks) if (mark.node === node) yield mark;
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
  range.setEnd(mark.endNode, mark.end);
  return range;
}
