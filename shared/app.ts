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
