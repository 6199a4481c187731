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

// A server on this machine may run on any port (npm run dev, tests on a free port), and Chrome and
// Firefox match every port when a pattern names none; both loopback names reach the same server.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'] as const;

/**
 * The match patterns that grant an origin: for a local server both loopback names on every port,
 * for any other server its exact origin.
 */
export function hostPatterns(origin: string): string[] {
  const url = new URL(origin);
  if ((LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) {
    return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}/*`);
  }
  return [`${url.origin}/*`];
}

/** True when one of the patterns (as hostPatterns makes them) grants the origin. */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  const target = httpOrigin(origin);
  if (!target) return false;
  const url = new URL(target);
  return patterns.some((pattern) => {
    const granted = new URL(pattern.replace(/\/\*$/, '/'));
    return (
      granted.protocol === url.protocol &&
      granted.hostname === url.hostname &&
      (granted.port === '' || granted.port === url.port)
    );
  });
}

/** How the granted servers read in a message: "http://localhost (any port), http://127.0.0.1 (any port)". */
export const describePatterns = (patterns: readonly string[]): string =>
  patterns
    .map((pattern) => {
      const granted = new URL(pattern.replace(/\/\*$/, '/'));
      const anyPort = (LOOPBACK_HOSTS as readonly string[]).includes(granted.hostname);
      return anyPort ? `${granted.origin} (any port)` : granted.origin;
    })
    .join(', ');

/** The APP_URL this build was made for. */
export const BUILT_APP_URL: string = import.meta.env.WXT_APP_URL ?? DEFAULT_APP_URL;

/** The servers this build may reach (its manifest's host permissions). */
export const BUILT_HOST_PATTERNS: readonly string[] = hostPatterns(BUILT_APP_URL);
