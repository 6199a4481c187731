// The lookup on one page: a trigger finds the word (or saved expression) under it, and the card
// shows what the background and the translators say of it. Works on a copy of nothing: it reads
// the page's text where the learner points and changes nothing in the page's tree
// (docs/decisions/0045-lookup.md).
import { LOOKUP_TEXTS, type LookupTriggers } from '../../../shared/lookup/texts';
import type { MatcherData } from '../../../shared/marking/matcher';
import { caretAt, insideBox } from '../page-overlay/caret';
import { runsRightToLeft } from '../page-overlay/place-card';
import { LookupCard } from './card';
import { describeWord, type LookupPorts } from './describe-word';
import { dictionaryForms, type MetForms } from './dictionary-forms';
import { isEditable, listenForTriggers } from './triggers';
import { type CaretSide, type FoundWord, wordAt } from './word-at-point';

const SIDES: readonly CaretSide[] = ['before', 'after'];

export interface PageLookupOptions {
  triggers: LookupTriggers;
  /** The learner's saved words, for expressions and the saved state before the background answers. */
  matcher: MatcherData | null;
  ports: LookupPorts;
  /** A card opened: another card of the page (marking's hover card) makes way. */
  onOpen?(): void;
}

/** Text the card must not read: the page's inputs, and the extension's own host. */
const skipped = (node: Node, host: Element): boolean => {
  const element = node.parentElement;
  return (
    !element ||
    host.contains(element) ||
    isEditable(element.closest('input, textarea, select, [contenteditable]'))
  );
};

export function startPageLookup(
  doc: Document,
  host: Element,
  layer: HTMLElement,
  options: PageLookupOptions,
) {
  const view = doc.defaultView as Window;
  let matcher = options.matcher;
  let index = new Map(matcher?.index ?? []);
  let savedByText = textsOf(matcher);
  /** The saved word a candidate dictionary form names, when the word met can be its form. */
  const savedFormOf = (met: MetForms): number | null => {
    for (const candidate of met.candidates) {
      const at = savedByText.get(candidate);
      if (at !== undefined && met.isFormOf(matcher?.words[at]?.word ?? '')) return at;
    }
    return null;
  };
  let shown: { found: FoundWord; stop(): void; save(): void; play(): void } | null = null;
  /** Where the focus was before a keyboard lookup focused the card: it goes back there on close. */
  let returnFocus: HTMLElement | null = null;
  const card: LookupCard = new LookupCard(doc, layer, {
    save: () => shown?.save(),
    play: () => shown?.play(),
    close: () => close(),
  });

  const close = (): boolean => {
    if (card.isHidden) return false;
    const hadFocus = card.hasFocus;
    shown?.stop();
    shown = null;
    card.hide();
    if (hadFocus) returnFocus?.focus({ preventScroll: true });
    returnFocus = null;
    return true;
  };

  const open = async (found: FoundWord, box: DOMRect, focus: boolean) => {
    if (shown?.found.range.compareBoundaryPoints(Range.START_TO_START, found.range) === 0 && !focus) return;
    shown?.stop();
    if (focus && !card.hasFocus) returnFocus = doc.activeElement as HTMLElement | null;
    const place = { box, rtl: runsRightToLeft(found.range.startContainer), lang: found.lang };
    if (found.tooLong) {
      shown = { found, stop() {}, save() {}, play() {} };
      card.showPlain(LOOKUP_TEXTS.tooLong, place, focus);
      return;
    }
    const met = await dictionaryForms(found.text, found.lang);
    // Another form of a saved word ("anchors" of "anchor") shows that word as its dictionary form.
    const savedAt = found.saved ?? savedFormOf(met);
    const savedWord = savedAt === null ? null : (matcher?.words[savedAt] ?? null);
    const forms = savedWord
      ? [...new Set([savedWord.word.toLocaleLowerCase(), ...met.candidates])]
      : met.candidates;
    // Shown first, then filled: what the page's matcher knows already goes in at once.
    card.show(found.text, forms[0] ?? found.text.toLocaleLowerCase(), place, focus);
    shown = { found, ...describeWord(card, found, forms, savedWord, options.ports) };
    options.onOpen?.();
  };

  /** Opens the card for the word at a text position; resolves true once it is shown. */
  const lookAt = async (node: Node, offset: number, point: { x: number; y: number } | null) => {
    if (skipped(node, host)) return false;
    // Where words meet without a space, the caret between them is the end of one and the start of
    // the other: the word whose box holds the pointer is the one pointed at (a key means the first).
    for (const side of point ? SIDES : SIDES.slice(0, 1)) {
      const found = wordAt(node, offset, index, side);
      if (!found) return false;
      const boxes = [...found.range.getClientRects()];
      // The caret lands near text even off it: a pointer must be on the word's own box.
      const box = point ? boxes.find((candidate) => insideBox(candidate, point.x, point.y)) : boxes[0];
      if (box)
        return open(found, box, point === null).then(
          () => !card.isHidden,
          () => close() && false,
        );
    }
    return false;
  };
  const lookAtPoint = (x: number, y: number): Promise<boolean> => {
    if (card.contains(x, y)) return Promise.resolve(false);
    const caret = caretAt(doc, x, y);
    return caret ? lookAt(caret.node, caret.offset, { x, y }) : Promise.resolve(false);
  };

  const stopListening = listenForTriggers(view, options.triggers, {
    atPoint: (x, y) => void lookAtPoint(x, y),
    atPosition: (node, offset) => void lookAt(node, offset, null),
    pointerAt: (x, y) => card.setInteractive(card.contains(x, y)),
    dismiss: (x, y) => (x !== undefined && y !== undefined && card.contains(x, y) ? false : close()),
    saveKey() {
      if (card.isHidden) return false;
      card.pressSave();
      return true;
    },
  });

  return {
    get isOpen(): boolean {
      return !card.isHidden;
    },
    /** What a trigger at a point does; resolves true once a card is shown (the bench). */
    lookupAt: lookAtPoint,
    /** The card's text ('' when closed), markup and place, for the extension's own tests. */
    probe: () => ({
      text: card.text,
      html: card.html,
      box: card.box,
      focused: card.hasFocus,
      triggers: options.triggers,
    }),
    /** The learner's words changed (a word saved from this card): the card stays open. */
    setMatcher(next: MatcherData | null) {
      matcher = next;
      index = new Map(next?.index ?? []);
      savedByText = textsOf(next);
    },
    stop() {
      stopListening();
      close();
    },
  };
}

/** The saved words by their lower-case text, for the forms a lookup meets. */
function textsOf(matcher: MatcherData | null): Map<string, number> {
  const texts = new Map<string, number>();
  matcher?.words.forEach((word, at) => {
    const text = word.word.toLocaleLowerCase();
    if (!texts.has(text)) texts.set(text, at);
  });
  return texts;
}
