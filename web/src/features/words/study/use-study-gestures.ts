// Touch and mouse gestures on the study card (SPEC §2 "Gestures and keys"): a tap, a double tap
// (second tap within 400 ms) and swipes of more than 10 px. @use-gesture tracks the pointer; this
// hook only decides what the finished drag was. A single tap waits out the double-tap window, so a
// double tap never also counts as two single taps.
import { useGesture } from '@use-gesture/react';
import { useEffect, useRef } from 'react';
import { DOUBLE_TAP_MS, SWIPE_THRESHOLD_PX } from '../../../../../shared/words/study';

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

export interface StudyGestures {
  onTap(): void;
  onDoubleTap(): void;
  onSwipe(direction: SwipeDirection): void;
}

/** Buttons and links inside the card keep their own clicks; a drag starting on one is not a gesture. */
const startsOnControl = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('button, a, input, select, textarea') !== null;

/** The longer axis of the movement decides the direction. */
export function swipeDirection([x, y]: [number, number]): SwipeDirection {
  if (Math.abs(x) >= Math.abs(y)) return x < 0 ? 'left' : 'right';
  return y < 0 ? 'up' : 'down';
}

export function useStudyGestures(gestures: StudyGestures) {
  // The latest handlers, so a pending tap acts on the word shown when it fires.
  const latest = useRef(gestures);
  latest.current = gestures;
  const pendingTap = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (pendingTap.current) clearTimeout(pendingTap.current);
    },
    [],
  );

  const tapped = () => {
    if (pendingTap.current) {
      clearTimeout(pendingTap.current);
      pendingTap.current = null;
      latest.current.onDoubleTap();
      return;
    }
    pendingTap.current = setTimeout(() => {
      pendingTap.current = null;
      latest.current.onTap();
    }, DOUBLE_TAP_MS);
  };

  // Decided when the pointer goes down: a tap that never moves reaches the drag handler only once,
  // at its end, so it cannot tell where it started.
  const onControl = useRef(false);

  return useGesture(
    {
      onPointerDown: ({ event }) => {
        onControl.current = startsOnControl(event.target);
      },
      // `tap` is set only on release; a tap that never moved is not flagged `last` (the drag never
      // started), so it is checked first.
      onDrag: ({ last, tap, movement }) => {
        if (onControl.current) return;
        if (tap) tapped();
        else if (last) latest.current.onSwipe(swipeDirection(movement));
      },
    },
    {
      drag: {
        // Anything within the threshold on both axes is a tap; beyond it, a swipe.
        filterTaps: true,
        tapsThreshold: SWIPE_THRESHOLD_PX,
        // Window listeners rather than pointer capture: they also see a finger that leaves the card.
        pointer: { capture: false },
      },
    },
  );
}
