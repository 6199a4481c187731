// Marks the saved words in a document: walks its text in slices (the part in view first), matches
// each run of inline text (runs.ts) against the matcher, and hands the marks to the store. Changed
// parts of the page come back through markSubtree and markText (mutations.ts).
import type { FormIndex } from '../../../shared/marking/form-index';
import type { MatcherData, MatcherEntry } from '../../../shared/marking/matcher';
import { matchRun } from '../../../shared/marking/run-matcher';
import { type Mark, MarkStore, type Painter, WordMark } from './marks';
import { isMarkableText, languageOf } from './page-text';
import { blockOf, isInline, runAround, runWalker } from './runs';
import { runInSlices, type SliceOptions } from './slices';

const HAS_LETTERS = /\S/;

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
    /** The saved words by stem per language (shared/forms), so their other forms are marked too. */
    private readonly forms: readonly FormIndex[] = [],
  ) {
    this.store = new MarkStore(painter);
    this.index = new Map(matcher.index);
  }

  /** Marks (again) the run a text node is part of; the old marks of the run go. */
  markText(node: Text): void {
    if (!node.isConnected) {
      this.store.drop(node);
      return;
    }
    this.markRun(runAround(node, this.ownHost));
  }

  /**
   * Marks one run. A node that may not be marked (hidden by the page's style) splits it: no word
   * spans text the reader does not see.
   */
  markRun(nodes: readonly Text[]): void {
    let part: Text[] = [];
    const flush = () => {
      if (part.length > 0) this.markPart(part);
      part = [];
    };
    for (const node of nodes) {
      if (!HAS_LETTERS.test(node.data)) part.push(node);
      else if (node.isConnected && isMarkableText(node)) part.push(node);
      else {
        this.store.drop(node);
        flush();
      }
    }
    flush();
  }

  private markPart(nodes: readonly Text[]): void {
    if (!nodes.some((node) => HAS_LETTERS.test(node.data))) {
      for (const node of nodes) this.store.drop(node);
      return;
    }
    const parts = nodes.map((node) => ({ text: node.data, lang: languageOf(node) }));
    const marks: Mark[] = [];
    for (const match of matchRun(parts, this.index, this.forms)) {
      const word = this.matcher.words[match.word];
      const node = nodes[match.startPart];
      const endNode = nodes[match.endPart];
      if (!word || !node || !endNode) continue;
      const touched = endNode === node ? undefined : nodes.slice(match.startPart, match.endPart + 1);
      marks.push(new WordMark(node, match.start, endNode, match.end, touched, match.word, word.score));
    }
    this.store.setRun(nodes, marks);
  }

  /** Marks every run under `root`, in slices; `skip` names a block already done. */
  async markSubtree(root: Node, skip?: Node): Promise<void> {
    if (root.nodeType === Node.TEXT_NODE) {
      this.markText(root as Text);
      return;
    }
    const walker = runWalker(root, this.ownHost);
    let run: Text[] = [];
    let runBlock: Element | null = null;
    const flush = () => {
      if (run.length > 0) this.markRun(run);
      run = [];
    };
    await runInSlices(
      () => {
        const node = walker.nextNode();
        if (!node) return false;
        if (node.nodeType !== Node.TEXT_NODE || skip?.contains(node)) {
          flush();
          return true;
        }
        const block = blockOf(node);
        if (block !== runBlock) flush();
        runBlock = block;
        // Spaces only join words inside a run: between blocks (the page's line breaks) they start none.
        if (run.length > 0 || HAS_LETTERS.test((node as Text).data)) run.push(node as Text);
        return true;
      },
      { ...this.slicing, stopped: () => this.stopped },
    );
    if (this.stopped) return;
    flush();
    // Text added inside a line (an inline element): its run goes on outside what was added.
    if (root.nodeType === Node.ELEMENT_NODE && isInline(root as Element)) this.markEdgesOf(root);
  }

  private markEdgesOf(root: Node): void {
    const walker = runWalker(root, this.ownHost);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) texts.push(node as Text);
    }
    const first = texts[0];
    const last = texts[texts.length - 1];
    if (first) this.markText(first);
    if (last && last !== first) this.markText(last);
  }

  /** The whole page: first the block in the middle of the view, so what is read is marked first. */
  async markDocument(): Promise<void> {
    const body = this.doc.body;
    if (!body) return;
    const view = this.doc.defaultView;
    const middle = view ? this.doc.elementFromPoint?.(view.innerWidth / 2, view.innerHeight / 2) : null;
    const block = middle && body.contains(middle) ? blockOf(middle.parentElement ?? middle) : null;
    const first = block && block !== body && body.contains(block) ? block : null;
    if (first) await this.markSubtree(first);
    await this.markSubtree(body, first ?? undefined);
  }

  stop(): void {
    this.stopped = true;
    this.store.clear();
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
