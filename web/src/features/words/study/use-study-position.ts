// Which word of the shown list is on screen. The position follows the word itself (by uuid), so
// a word added at the top or a score change does not swap the card under the learner; when the
// word leaves the list (deleted, filtered out) the same place in the list is shown instead.
import { useCallback, useState } from 'react';
import type { ShownWord } from '../../../../../shared/words/types';

interface Position {
  uuid: string | null;
  index: number;
}

export interface StudyPosition {
  word: ShownWord | undefined;
  /** 0-based place of the word on screen. */
  index: number;
  total: number;
  goTo(index: number): void;
  /** Shows the word with this uuid once it is in the list (the test's undo goes back to it). */
  showWord(uuid: string): void;
  /** The place after / before the current one, wrapping at both ends. */
  nextIndex: number;
  previousIndex: number;
}

export function useStudyPosition(words: readonly ShownWord[]): StudyPosition {
  const [position, setPosition] = useState<Position>({ uuid: null, index: 0 });
  const total = words.length;
  const found = position.uuid === null ? -1 : words.findIndex((word) => word.uuid === position.uuid);
  const index = found !== -1 ? found : Math.min(position.index, Math.max(total - 1, 0));

  const goTo = useCallback(
    (to: number) => setPosition({ uuid: words[to]?.uuid ?? null, index: to }),
    [words],
  );

  const showWord = useCallback(
    (uuid: string) => setPosition((current) => ({ uuid, index: current.index })),
    [],
  );

  return {
    word: words[index],
    index,
    total,
    goTo,
    showWord,
    nextIndex: total === 0 ? 0 : (index + 1) % total,
    previousIndex: total === 0 ? 0 : (index - 1 + total) % total,
  };
}
