// Only the rows on screen are in the DOM (SPEC §2: rows load lazily when scrolled into view), so
// 10,000 words scroll like 20. The page itself scrolls (one scroll bar, the mobile address bar
// still hides); the virtualizer needs to know where the list starts on the page, which moves when
// the settings panel opens above it or the toolbar wraps.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

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
      setOffset((previous) => (previous === top ? previous : top));
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
  });
}
