// One mapping of gestures and keys to actions for both study modes (SPEC §2 "Gestures and keys"):
// tap / Enter reveal or hide the answer, double tap stops or continues playback, swipe left / right
// and ArrowRight / ArrowLeft move to the next / previous word, swipe up / down and ArrowUp /
// ArrowDown change the score. Space is the mode's main action (play in the player, reveal in the test).
import { type SwipeDirection, useStudyGestures } from './use-study-gestures';
import { useStudyKeys } from './use-study-keys';

export interface StudyActions {
  previous(): void;
  next(): void;
  raiseScore(): void;
  lowerScore(): void;
  toggleAnswer(): void;
  togglePlayback(): void;
  space(): void;
}

/** Wires the keys on the document and returns the gesture handlers to spread on the card. */
export function useStudyInputs(actions: StudyActions) {
  useStudyKeys({
    space: actions.space,
    enter: actions.toggleAnswer,
    left: actions.previous,
    right: actions.next,
    up: actions.raiseScore,
    down: actions.lowerScore,
  });
  const swipes: Record<SwipeDirection, () => void> = {
    left: actions.next,
    right: actions.previous,
    up: actions.raiseScore,
    down: actions.lowerScore,
  };
  return useStudyGestures({
    onTap: actions.toggleAnswer,
    onDoubleTap: actions.togglePlayback,
    onSwipe: (direction) => swipes[direction](),
  });
}
