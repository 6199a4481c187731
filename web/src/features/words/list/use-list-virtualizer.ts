// Only the rows on screen are in the DOM (SPEC §2: rows load lazily when scrolled into view), so
// 10,000 words scroll like 20. The page itself scrolls (one scroll bar, the mobile address bar
// still hides); the virtualizer needs to know where the list starts on the page, which moves when
// the settings panel opens above it or the toolbar wraps.
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';

interface Options {
  count: number;
  estimateSize: number;
  getItemKey: (index: number) => string | number;
  /** The element the items are laid out in; its top is where item 0 starts. */
  anchor: RefObject<HTMLElement | null>;
  lanes?: number;
  gap?: number;
}

/** The anchor's distance from the top of the document, kept up to date; null until measured. */
function useOffsetTop(anchor: RefObject<HTMLElement | null>): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = anchor.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      // A transition: the render that lays out the whole list for its start is sliced by React,
      // so the page answers input meanwhile (a layout effect's update would render in one task).
      startTransition(() => setOffset((previous) => (previous === top ? previous : top)));
    };
    measure();
    // Anything above the list that changes height changes the page's height too.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [anchor]);
  return offset;
}

/**
 * An item's height from the ResizeObserver, which reports it after the browser's own layout. An
 * item just put in the DOM keeps the height known so far (or the estimate) until then: reading it
 * at once (the library's default) forces a layout of the fresh rows inside React's commit, the
 * longest part of the list's first render.
 */
function measureWithoutForcedLayout(
  element: HTMLElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLElement>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

export function useListVirtualizer({ count, estimateSize, getItemKey, anchor, lanes = 1, gap = 0 }: Options) {
  const offset = useOffsetTop(anchor);
  return useWindowVirtualizer<HTMLElement>({
    // No items until the list knows where it starts: laying out 10,000 items for a guessed start
    // and again for the measured one would do the work twice before the first paint.
    count: offset === null ? 0 : count,
    estimateSize: () => estimateSize,
    getItemKey,
    scrollMargin: offset ?? 0,
    lanes,
    gap,
    overscan: 6,
    measureElement: measureWithoutForcedLayout,
  });
}
