// Performance marks the benchmark reads (SPEC-level budgets: the list interactive within 1.5 s of
// navigation with 10,000 words, a filter change drawn within 100 ms):
// - 'words-list-interactive': the list's first render with words;
// - 'words-filter-applied': a measure from the panel's change to the list drawn again.
import { useEffect, useRef } from 'react';

export const LIST_INTERACTIVE_MARK = 'words-list-interactive';
export const FILTER_APPLIED_MEASURE = 'words-filter-applied';
const FILTER_START_MARK = 'words-filter-start';
const FILTER_END_MARK = 'words-filter-end';

let listsMounted = 0;
let filterPending = false;

/** The panel calls this just before it applies new settings. */
export function markFilterStart(): void {
  // With no list on screen (media player, test) there is no drawing to measure.
  if (listsMounted === 0) return;
  filterPending = true;
  performance.mark(FILTER_START_MARK);
}

/** Called by the list with the words it shows; marks after React has committed them. */
export function useListMarks(shown: readonly unknown[]): void {
  const interactiveMarked = useRef(false);
  useEffect(() => {
    listsMounted++;
    return () => {
      listsMounted--;
    };
  }, []);
  // Runs after each new list of words is drawn.
  useEffect(() => {
    if (!interactiveMarked.current && shown.length > 0) {
      interactiveMarked.current = true;
      performance.mark(LIST_INTERACTIVE_MARK);
    }
    if (filterPending) {
      filterPending = false;
      performance.mark(FILTER_END_MARK);
      performance.measure(FILTER_APPLIED_MEASURE, FILTER_START_MARK, FILTER_END_MARK);
    }
  }, [shown]);
}
