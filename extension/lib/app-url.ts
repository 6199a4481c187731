// The Wordhoard server the extension talks to. wxt.config.ts bakes APP_URL into each build as
// import.meta.env.WXT_APP_URL; unit tests run without that build step and get the default.

/** The API's own default (APP_URL unset), so a plain local build finds a plain local server. */
export const DEFAULT_APP_URL = 'http://localhost:3000';

/** The origin of an http(s) URL, or null when the text is not one. */
export function httpOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The APP_URL this build was made for. */
export const BUILT_APP_URL: string = import.meta.env.WXT_APP_URL ?? DEFAULT_APP_URL;
