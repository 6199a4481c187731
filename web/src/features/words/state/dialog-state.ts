// Which word dialog is open. Any display mode opens them by setting this atom; the words page
// renders <WordDialogs /> once.
import { atom } from 'jotai';

export type WordDialog =
  | { mode: 'add' }
  | { mode: 'edit'; uuid: string }
  /** A word's further sentences (encounters/encounters-dialog.tsx). */
  | { mode: 'encounters'; uuid: string }
  | null;

export const wordDialogAtom = atom<WordDialog>(null);
