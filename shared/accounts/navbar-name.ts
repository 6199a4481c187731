// The name the navigation bar shows, apart from the other account rules (rules.ts, which
// re-exports it): the navbar is on the landing page, and a bundler puts a shared module in the
// entry chunk whole, so importing rules.ts there brought the e-mail checks and punycode with it.

export const NAVBAR_NAME_CHARS = 12;
export const GUEST_NAME = 'guest';

/** The navbar shows the first 12 characters of the name, or 'guest' without one. */
export function navbarName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? GUEST_NAME : Array.from(trimmed).slice(0, NAVBAR_NAME_CHARS).join('');
}
