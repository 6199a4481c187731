// One notice area for the whole app (SPEC §8): top centre, gone after 2 s, closable by a click.
// 'colored' paints errors red and successes green; the exact shades come from styles/toasts.css.
//
// The library starts a notice's countdown only once its entrance animation has ended and removes
// it only after its exit animation, so the 2 s are shared out: a short fade in, the countdown, a
// short fade out. From its first frame to its last a notice is on screen for TOAST_MS.
import type { CSSProperties } from 'react';
import { cssTransition, ToastContainer } from 'react-toastify';
import { TOAST_MS } from '../../../shared/app';

/** Each of the fade in and the fade out; styles/toasts.css reads it as --toast-transition-ms. */
export const TOAST_TRANSITION_MS = 150;
/** The countdown between the two fades. */
export const TOAST_COUNTDOWN_MS = TOAST_MS - 2 * TOAST_TRANSITION_MS;

const Fade = cssTransition({
  enter: 'toast-enter',
  exit: 'toast-exit',
  // The space a notice leaves closes as quickly; it is already invisible by then.
  collapseDuration: TOAST_TRANSITION_MS,
});

const timing = { '--toast-transition-ms': `${TOAST_TRANSITION_MS}ms` } as CSSProperties;

export default function ToastArea() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_COUNTDOWN_MS}
      closeOnClick
      pauseOnFocusLoss={false}
      theme="colored"
      transition={Fade}
      limit={3}
      style={timing}
    />
  );
}
