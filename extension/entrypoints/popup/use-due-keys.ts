// The keyboard of the popup's "Due today" test, with the web test's rules (shared/review/study-keys.ts):
// Space or Enter reveals, 1 to 4 answer once revealed, U or Ctrl+Z undoes, "-" buries and "@"
// suspends (docs/decisions/0062-popup-study-keys.md). Listened for on the whole popup, so the keys
// still work when the button just pressed has gone (focus falls back to the page); left alone while
// focus is in a text field or on a button that Space and Enter press.
import { useEffect, useRef } from 'react';
import { gradeOfKey, holdOfKey, isUndoKey, keyBelongsElsewhere } from '../../../shared/review/study-keys';
import type { DueAnswers } from './use-due-answers';

type DueKeyActions = Pick<DueAnswers, 'reveal' | 'answer' | 'undo' | 'hold'>;

/** The action a key press asks for, or null when the key is not the test's. */
function actionOf(event: KeyboardEvent, actions: DueKeyActions): (() => unknown) | null {
  if (event.repeat) return null;
  if (isUndoKey(event)) return keyBelongsElsewhere(event, true) ? null : actions.undo;
  if (keyBelongsElsewhere(event)) return null;
  const grade = gradeOfKey(event);
  if (grade !== null) return () => actions.answer(grade);
  const hold = holdOfKey(event);
  if (hold) return () => actions.hold(hold);
  if (event.key === ' ' || event.key === 'Enter') return actions.reveal;
  return null;
}

export function useDueKeys(actions: DueKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const act = actionOf(event, latest.current);
      if (!act) return;
      // Space would otherwise scroll the popup.
      event.preventDefault();
      void act();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
