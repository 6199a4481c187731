// Page marking on one page, from the matcher to the card: paints the marks, follows the page's
// changes, shows the card on hover or with the keyboard shortcut, and stops when switched off.
// Only the learner's own pointer and keys count (isTrusted): events a page makes up would let it
// probe its words for the card (docs/decisions/0035-marks-threat-model.md).
import { formMetLabel } from '../../../shared/forms/word-forms';
import type { FormIndex } from '../../../shared/marking/form-index';
import type { MarkedWord, MatcherData } from '../../../shared/marking/matcher';
import { NEXT_MARK_SHORTCUT } from '../../../shared/marking/texts';
import { runsRightToLeft } from '../page-overlay/place-card';
import { WordCard } from './card';
import { inViewPainter } from './in-view';
import { liveRange } from './marks';
import { mutationBatcher } from './mutations';
import { overlayPainter } from './overlay';
import { PageMarker } from './page-marker';
import { markAtPoint, marksInView } from './pointer';
import type { MarkingSurface } from './surface';

/** Pointer moves are hit-tested at most this often. */
const POINTER_THROTTLE_MS = 60;
/** The card stays this long after the pointer leaves the word, time to reach its buttons. */
const HIDE_DELAY_MS = 400;

export interface PageSessionOptions {
  play(word: MarkedWord): void;
  linkOf(word: MarkedWord): string;
  /** True while another card of the page is open (the lookup card): the hover card waits. */
  otherCardOpen?(): boolean;
}

export function startPageSession(
  doc: Document,
  surface: MarkingSurface,
  matcher: MatcherData,
  options: PageSessionOptions,
  /** The forms indexes of the matcher, loaded (shared/marking/form-index.ts). */
  forms: readonly FormIndex[] = [],
) {
  const host = surface.host.element;
  const overlay = overlayPainter(doc, surface.marks);
  const painter = inViewPainter(doc, overlay);
  const marker = new PageMarker(doc, matcher, painter, host, {}, forms);
  const card = new WordCard(doc, surface.cards, options);
  const view = doc.defaultView as Window;
  const isOwn = (node: Node) => node === host || host.contains(node);

  const batcher = mutationBatcher(async ({ changed, removed }) => {
    // The rest of a run that lost a node: its words are looked for again without the node.
    if (removed) for (const node of marker.store.dropDisconnected()) marker.markText(node);
    for (const node of changed) if (node.isConnected && !marker.isStopped) await marker.markSubtree(node);
  }, isOwn);
  const observer = new MutationObserver((records) => {
    // Text the page moved without a scroll or a resize: the boxes follow on the next frame.
    overlay.refresh();
    batcher.add(records);
  });
  observer.observe(doc.body ?? doc.documentElement, { childList: true, subtree: true, characterData: true });

  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let lastMove = 0;
  let overCard = false;
  const hideSoon = () => {
    if (card.isHidden || hideTimer) return;
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      if (!overCard) card.hide();
    }, HIDE_DELAY_MS);
  };
  const pointerAt = (x: number, y: number) => {
    overCard = card.contains(x, y);
    // The card takes the pointer only once the pointer is inside it, for its buttons.
    card.setInteractive(overCard);
    if (overCard) return;
    if (options.otherCardOpen?.()) return card.hide();
    const found = markAtPoint(doc, marker.store, x, y);
    const word = found && matcher.words[found.mark.word];
    if (!found || !word) return hideSoon();
    clearTimeout(hideTimer);
    hideTimer = undefined;
    // The same saved word met in another form ("harbours" after "harbour") gets its own label.
    const range = liveRange(found.mark);
    const met = range.toString();
    if (card.word !== word || card.label !== formMetLabel(met, word.word))
      card.show(word, { box: found.box, rtl: runsRightToLeft(range.startContainer) }, false, met);
  };
  // The last move of a throttled burst is looked at once the interval is over: a pointer that
  // comes to rest on a word right after another move still gets its card.
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let latest = { x: 0, y: 0 };
  const onPointerMove = (event: PointerEvent) => {
    if (!event.isTrusted) return;
    latest = { x: event.clientX, y: event.clientY };
    const wait = POINTER_THROTTLE_MS - (event.timeStamp - lastMove);
    if (wait > 0) {
      trailing ??= setTimeout(() => {
        trailing = undefined;
        lastMove = performance.now();
        pointerAt(latest.x, latest.y);
      }, wait);
      return;
    }
    lastMove = event.timeStamp;
    pointerAt(latest.x, latest.y);
  };

  let keyboardIndex = -1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.isTrusted) return;
    if (event.key === 'Escape' && !card.isHidden) {
      card.hide();
      return;
    }
    const { key, altKey, shiftKey } = NEXT_MARK_SHORTCUT;
    if (
      event.code !== key ||
      event.altKey !== altKey ||
      event.shiftKey !== shiftKey ||
      event.ctrlKey ||
      event.metaKey
    )
      return;
    // Taken and answered the same way whether or not a saved word is in view: the page sees the
    // event prevented and the focus move to the host either way.
    event.preventDefault();
    const inView = marksInView(doc, painter.painted());
    if (inView.length === 0) {
      card.showNone();
      return;
    }
    keyboardIndex = (keyboardIndex + 1) % inView.length;
    const next = inView[keyboardIndex];
    const word = next && matcher.words[next.mark.word];
    if (!next || !word) return;
    const range = liveRange(next.mark);
    card.show(word, { box: next.box, rtl: runsRightToLeft(range.startContainer) }, true, range.toString());
  };
  view.addEventListener('pointermove', onPointerMove, { passive: true });
  view.addEventListener('keydown', onKeyDown, true);

  const done = marker.markDocument();
  return {
    marker,
    card,
    done,
    /** Resolves once the marks of every change so far are done (tests). */
    settled: () => batcher.settled(),
    /** What is painted near the view and the card shown, for the extension's own tests only. */
    probe: () => ({
      painted: [...painter.painted()].map((mark) => {
        const range = liveRange(mark);
        return { text: range.toString(), score: mark.score, range };
      }),
      card: card.isHidden ? null : card.label,
    }),
    stop() {
      observer.disconnect();
      batcher.cancel();
      marker.stop();
      clearTimeout(trailing);
      clearTimeout(hideTimer);
      view.removeEventListener('pointermove', onPointerMove);
      view.removeEventListener('keydown', onKeyDown, true);
      card.remove();
    },
  };
}
