// What the content script on the web app's pages needs to know about the app, apart from the rest
// of web-session.ts so the content script stays small.

/** The web app's localStorage key for its token. */
export const WEB_TOKEN_KEY = 'token';
