// Undo of the popup's "Due today" test: the web test's text, title and keys (U, Ctrl+Z).
import { UNDO_KEYSHORTCUTS } from '../../../shared/review/study-keys';
import { REVIEW_TEXTS } from '../../../shared/review/texts';

export function UndoAnswerButton({ disabled, onUndo }: { disabled: boolean; onUndo(): void }) {
  return (
    <button
      type="button"
      className="study-undo"
      title={REVIEW_TEXTS.undoTitle}
      aria-keyshortcuts={UNDO_KEYSHORTCUTS}
      disabled={disabled}
      onClick={onUndo}
    >
      {REVIEW_TEXTS.undo}
    </button>
  );
}
