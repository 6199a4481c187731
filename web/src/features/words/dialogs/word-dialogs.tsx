// The add and edit dialogs of the words screen (SPEC §2 "Add and edit dialogs"). Every display
// mode opens them through wordDialogAtom; the words page renders this once.
import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { preferencesAtom } from '../../../lib/session';
import { EncountersDialog } from '../encounters/encounters-dialog';
import { wordDialogAtom } from '../state/dialog-state';
import { AddWordDialog } from './add-word-dialog';
import { EditWordDialog } from './edit-word-dialog';

export function WordDialogs() {
  const [dialog, setDialog] = useAtom(wordDialogAtom);
  const preferences = useAtomValue(preferencesAtom);
  const close = useCallback(() => setDialog(null), [setDialog]);
  // The words screen shows 'Loading...' until the preferences are in, so this wait is brief.
  if (!dialog || !preferences) return null;
  if (dialog.mode === 'add') return <AddWordDialog preferences={preferences} onClose={close} />;
  if (dialog.mode === 'encounters')
    return <EncountersDialog key={dialog.uuid} uuid={dialog.uuid} onClose={close} />;
  return <EditWordDialog key={dialog.uuid} uuid={dialog.uuid} preferences={preferences} onClose={close} />;
}
