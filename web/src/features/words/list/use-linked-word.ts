// Scrolls the list (table or cards) to the word a link named, once per link, as soon as the list
// knows where it starts; answers that word's uuid, so its row or card is marked.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { ShownWord } from '../../../../../shared/words/types';
import { linkedWordAtom } from '../state/linked-word';

interface Scroller {
  scrollToIndex(index: number, options: { align: 'center' }): void;
  options: { count: number };
}

export function useLinkedWord(words: readonly ShownWord[], virtualizer: Scroller): string | null {
  const linked = useAtomValue(linkedWordAtom);
  const scrolledFor = useRef<object | null>(null);
  // The virtualizer has no items until it knows where the list starts on the page.
  const ready = virtualizer.options.count > 0;
  useEffect(() => {
    if (!linked || !ready || scrolledFor.current === linked) return;
    scrolledFor.current = linked;
    const index = words.findIndex((word) => word.uuid === linked.uuid);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [linked, ready, words, virtualizer]);
  return linked?.uuid ?? null;
}
