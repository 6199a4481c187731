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

/** The anchor's distance from the top of the document, kept up to date. */
function useOffsetTop(anchor: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
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
  const scrollMargin = useOffsetTop(anchor);
  return useWindowVirtualizer<HTMLElement>({
    count,
    estimateSize: () => estimateSize,
    getItemKey,
    scrollMargin,
    lanes,
    gap,
    overscan: 6,
  });
}
