// How the web app tells the browser extension of this browser that its session changed.

/**
 * Dispatched on the web app's document each time it stores or removes its token (sign-in, renewal,
 * sign-out). The extension's content script on the page listens for it: the browser's storage
 * event reaches only the app's other tabs, never the tab that signed in or out.
 */
export const WEB_SESSION_EVENT = 'wordhoard:session';

/** The popup's call was for the learner it showed, and another one is signed in now. */
export const LEARNER_CHANGED_MESSAGE =
  'Another learner is signed in now: nothing was sent. Look at the popup again and try once more.';
