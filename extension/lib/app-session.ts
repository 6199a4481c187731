// What the background and the content script on the web app's pages say to each other, apart from
// the rest of web-session.ts so the content script stays small.

/** The web app's localStorage key for its token. */
export const WEB_TOKEN_KEY = 'token';

/** What the background sends the app's tabs when the popup opens signed out: "offer your session". */
export const SESSION_REQUEST = { channel: 'wordhoard', name: 'requestSession' } as const;

export const isSessionRequest = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as Record<string, unknown>).channel === SESSION_REQUEST.channel &&
  (message as Record<string, unknown>).name === SESSION_REQUEST.name;
