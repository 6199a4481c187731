// The learner's ways of asking for a word's card: Shift held while the pointer rests on a word,
// Alt+click, Alt+Shift+L at the text caret or selection, a long press on a touch screen. Only the
// learner's own input counts (isTrusted): a page cannot make up events to open the card
// (docs/decisions/0035-marks-threat-model.md). Nothing here moves the focus.
import {
  LONG_PRESS_MS,
  LOOKUP_SAVE_KEY,
  LOOKUP_SHORTCUT,
  type LookupTriggers,
} from '../../../shared/lookup/texts';

/** Pointer moves with Shift held are looked at at most this often. */
const HOVER_THROTTLE_MS = 60;
/** A touch that moves further than this is a scroll, not a long press. */
const PRESS_SLOP_PX = 10;

export interface TriggerHandlers {
  /** A word under a point of the view; `focus` when the learner asked by keyboard. */
  atPoint(x: number, y: number): void;
  /** The word at a text position (the caret or the selection's focus), by keyboard. */
  atPosition(node: Node, offset: number): void;
  /** The pointer moved: the card takes it only while inside it. */
  pointerAt(x: number, y: number): void;
  /** A press outside the card, or Escape: the card closes. Answers whether a card was open. */
  dismiss(x?: number, y?: number): boolean;
  /** The save key while a card is open; answers whether it was taken. */
  saveKey(): boolean;
}

/** An element that takes typing: keys there are the page's, never the card's. */
export const isEditable = (element: Element | null): boolean =>
  element !== null &&
  (element.matches('input, textarea, select') ||
    (element instanceof HTMLElement && element.isContentEditable));

/** Shift held with no other modifier. */
const shiftAlone = (event: MouseEvent | KeyboardEvent): boolean =>
  event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;

export function listenForTriggers(view: Window, triggers: LookupTriggers, on: TriggerHandlers): () => void {
  const doc = view.document;
  let pointer = { x: -1, y: -1 };
  let lastHover = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let press: { timer: ReturnType<typeof setTimeout>; x: number; y: number } | undefined;
  const cancelPress = () => {
    if (press) clearTimeout(press.timer);
    press = undefined;
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!event.isTrusted) return;
    pointer = { x: event.clientX, y: event.clientY };
    on.pointerAt(pointer.x, pointer.y);
    if (press && Math.hypot(press.x - pointer.x, press.y - pointer.y) > PRESS_SLOP_PX) cancelPress();
    if (!triggers.shiftHover || !shiftAlone(event)) return;
    const wait = HOVER_THROTTLE_MS - (event.timeStamp - lastHover);
    if (wait > 0) {
      // The last move of a burst is looked at once the interval is over: the pointer came to rest.
      trailing ??= setTimeout(() => {
        trailing = undefined;
        lastHover = performance.now();
        on.atPoint(pointer.x, pointer.y);
      }, wait);
      return;
    }
    lastHover = event.timeStamp;
    on.atPoint(pointer.x, pointer.y);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!event.isTrusted) return;
    if (!event.altKey) on.dismiss(event.clientX, event.clientY);
    if (triggers.longPress && event.pointerType === 'touch') {
      cancelPress();
      const at = { x: event.clientX, y: event.clientY };
      press = { ...at, timer: setTimeout(() => on.atPoint(at.x, at.y), LONG_PRESS_MS) };
    }
  };

  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted || !triggers.altClick || !event.altKey || event.ctrlKey || event.metaKey) return;
    // Alt+click on a link would download it: the click is the learner's lookup.
    event.preventDefault();
    on.atPoint(event.clientX, event.clientY);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.isTrusted) return;
    if (event.key === 'Escape') {
      on.dismiss();
      return;
    }
    const typing = isEditable(doc.activeElement);
    // Shift alone: Shift as part of a shortcut (Alt+Shift+M, Ctrl+Shift+…) is not a lookup.
    if (
      event.key === 'Shift' &&
      shiftAlone(event) &&
      !event.repeat &&
      triggers.shiftHover &&
      pointer.x >= 0
    ) {
      on.atPoint(pointer.x, pointer.y);
      return;
    }
    const { code, altKey, shiftKey } = LOOKUP_SHORTCUT;
    if (triggers.keyboard && event.code === code && event.altKey === altKey && event.shiftKey === shiftKey) {
      const selection = view.getSelection();
      if (!selection?.focusNode || typing) return;
      event.preventDefault();
      const backwards =
        selection.anchorNode === selection.focusNode && selection.anchorOffset > selection.focusOffset;
      on.atPosition(
        selection.isCollapsed || backwards
          ? selection.focusNode
          : (selection.anchorNode ?? selection.focusNode),
        selection.isCollapsed || backwards ? selection.focusOffset : selection.anchorOffset,
      );
      return;
    }
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (plain && !typing && event.key.toLowerCase() === LOOKUP_SAVE_KEY && on.saveKey())
      event.preventDefault();
  };

  const options = { capture: true, passive: false } as const;
  view.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
  view.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  view.addEventListener('pointerup', cancelPress, { capture: true, passive: true });
  view.addEventListener('pointercancel', cancelPress, { capture: true, passive: true });
  view.addEventListener('click', onClick, options);
  view.addEventListener('keydown', onKeyDown, options);
  return () => {
    clearTimeout(trailing);
    cancelPress();
    view.removeEventListener('pointermove', onPointerMove, true);
    view.removeEventListener('pointerdown', onPointerDown, true);
    view.removeEventListener('pointerup', cancelPress, true);
    view.removeEventListener('pointercancel', cancelPress, true);
    view.removeEventListener('click', onClick, true);
    view.removeEventListener('keydown', onKeyDown, true);
  };
}
