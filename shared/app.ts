// Texts and constants of the app as a whole (SPEC §1, §2, §9): pages, routes and contact.
export { TOAST_MS } from './notices';

/** SPEC §2: the not-found page and an unknown words display mode. */
export const NOT_FOUND_CODE = '404';
export const PAGE_NOT_FOUND_MESSAGE = 'Page Not Found';
/** SPEC §2: the generic router error page. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected Application Error!';

/** SPEC §2: the words area's display modes, in tab order. */
export const DISPLAY_MODES = ['list', 'media-player', 'test'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const isDisplayMode = (value: string | undefined): value is DisplayMode =>
  (DISPLAY_MODES as readonly string[]).includes(value ?? '');

/**
 * SPEC §1, §9: languages with spoken audio. A number here, not the catalogue's length, so the
 * landing page does not download the catalogue; a test keeps the two equal.
 */
export const AUDIO_LANGUAGE_COUNT = 149;
/** The contact address the home page offers (SPEC §1 leaves it open). */
export const CONTACT_EMAIL = 'support@wordhoard.app';
// The landing page's contact block copies the address (here rather than with the account rules,
// which would bring the e-mail checks to the landing page).
export const WEBSITE_ADDRESS_COPIED_MESSAGE = 'Website Address copied to clipboard!';
export const EMAIL_COPIED_MESSAGE = 'Email copied to clipboard!';
export const COPY_FAILED_MESSAGE = 'Error copying text.';
/** SPEC §2, §4: shown while a screen waits for its data. */
export const LOADING_MESSAGE = 'Loading...';

/**
 * SPEC §2: the payment page. In PayPal mode its document is the only one whose
 * Content-Security-Policy lets PayPal's script, frames and calls in (docs/decisions/0006), so the
 * server and the web app both need to recognise it.
 */
export const PAYMENT_PAGE_PATH = '/payment';
export const isPaymentPagePath = (pathname: string): boolean =>
  pathname === PAYMENT_PAGE_PATH || pathname === `${PAYMENT_PAGE_PATH}/`;

/** The progress page of spaced repetition (issue 16), linked from the profile and the test mode. */
export const PROGRESS_PAGE_PATH = '/progress';
export const PROGRESS_LINK_LABEL = 'Your progress';

/** SPEC §7, §9: a lazy script chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** SPEC §8: the kinds of a failed chunk load. */
export type ChunkLoadKind = 'timeout' | 'missing' | 'error';

/** What the learner reads when a screen's code failed to load; each kind says what to do. */
export const CHUNK_LOAD_MESSAGES = {
  title: 'This screen could not be loaded',
  reload: 'Reload',
  kinds: {
    timeout:
      'Failed chunk load (timeout): the screen took more than two minutes to arrive. Check your connection, then reload.',
    missing:
      'Failed chunk load (missing): this screen is no longer on the server, usually because Wordhoard was just updated. Reload to get the new version.',
    error:
      'Failed chunk load (error): the connection broke while the screen was loading. Check your connection, then reload.',
  } satisfies Record<ChunkLoadKind, string>,
} as const;
