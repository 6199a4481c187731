// Marks the saved words in a document: walks its text in slices (the part in view first), matches
// each text node against the matcher, and hands the marks to the store. Changed parts of the page
// come back through markSubtree (mutations.ts).
import { type MatcherData, type MatcherEntry, matchText } from '../../../shared/marking/matcher';
import { type Mark, MarkStore, type Painter } from './marks';
import { isMarkableText, languageOf, textWalker } from './page-text';
import { runInSlices, type SliceOptions } from './slices';

/**
 * A static range where the browser has one: a live Range is updated by the browser on every change
 * of the page, which thousands of them would make slow. Live where StaticRange is missing.
 */
function rangeOver(node: Text, start: number, end: number): AbstractRange {
  if (typeof StaticRange === 'function') {
    return new StaticRange({ startContainer: node, startOffset: start, endContainer: node, endOffset: end });
  }
  const range = node.ownerDocument.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  return range;
}

export class PageMarker {
  readonly store: MarkStore;
  private readonly index: ReadonlyMap<string, MatcherEntry[]>;
  private stopped = false;

  constructor(
    private readonly doc: Document,
    readonly matcher: MatcherData,
    painter: Painter,
    /** Wordhoard's own card and overlay host, never marked. */
    private readonly ownHost?: Element,
    private readonly slicing: SliceOptions = {},
  ) {
    this.store = new MarkStore(painter);
    this.index = new Map(matcher.index);
  }

  /** Marks (again) one text node; its old marks go. */
  markText(node: Text): void {
    if (!node.isConnected || !isMarkableText(node)) {
      this.store.drop(node);
      return;
    }
    const marks: Mark[] = [];
    for (const match of matchText(node.data, this.index, languageOf(node))) {
      const word = this.matcher.words[match.word];
      if (!word) continue;
      const range = rangeOver(node, match.start, match.end);
      marks.push({ node, start: match.start, end: match.end, word: match.word, score: word.score, range });
    }
    this.store.set(node, marks);
  }

  /** Marks every text node under `root`, in slices; `skip` names a subtree already done. */
  async markSubtree(root: Node, skip?: Node): Promise<void> {
    if (root.nodeType === Node.TEXT_NODE) {
      this.markText(root as Text);
      return;
    }
    const walker = textWalker(root, this.ownHost);
    await runInSlices(
      () => {
        const node = walker.nextNode();
        if (!node) return false;
        if (skip?.contains(node)) return true;
        this.markText(node as Text);
        return true;
      },
      { ...this.slicing, stopped: () => this.stopped },
    );
  }

  /** The whole page: first the block in the middle of the view, so what is read is marked first. */
  async markDocument(): Promise<void> {
    const body = this.doc.body;
    if (!body) return;
    const view = this.doc.defaultView;
    const middle = view ? this.doc.elementFromPoint?.(view.innerWidth / 2, view.innerHeight / 2) : null;
    const first =
      middle && middle !== body && body.contains(middle) ? (middle.parentElement ?? middle) : null;
    if (first && first !== body) await this.markSubtree(first);
    await this.markSubtree(body, first && first !== body ? first : undefined);
  }

  stop(): void {
    this.stopped = true;
    this.store.clear();
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
