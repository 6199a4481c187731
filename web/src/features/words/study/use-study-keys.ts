// The keyboard of the study modes (SPEC §2 "Gestures and keys"): Space, Enter and the arrows.
// Keys are listened for on the whole document, so they work without first clicking the card, but
// they are left alone where they already mean something (shared/review/study-keys.ts).
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { keyBelongsElsewhere } from '../../../../../shared/review/study-keys';
import { wordDialogAtom } from '../state/dialog-state';

export interface StudyKeys {
  space(): void;
  enter(): void;
  left(): void;
  right(): void;
  up(): void;
  down(): void;
}

const KEY_ACTIONS: Record<string, keyof StudyKeys> = {
  ' ': 'space',
  Enter: 'enter',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * Calls the latest `onKey` for every key press on the document, except while a word dialog is
 * open (the word dialogs are opened through this atom; while one is open the keys are its own).
 */
export function useDocumentKeys(onKey: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  latest.current = onKey;
  const dialogOpen = useAtomValue(wordDialogAtom) !== null;

  useEffect(() => {
    if (dialogOpen) return;
    const onKeyDown = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogOpen]);
}

export function useStudyKeys(keys: StudyKeys): void {
  useDocumentKeys((event) => {
    const action = KEY_ACTIONS[event.key];
    if (!action || keyBelongsElsewhere(event)) return;
    // Space and the arrows would otherwise scroll the page.
    event.preventDefault();
    // Holding Space or Enter down must not flip playback or the answer back and forth.
    if (event.repeat && (action === 'space' || action === 'enter')) return;
    keys[action]();
  });
}
