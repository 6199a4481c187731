// What page marking shows and how it colours words (docs/decisions/0030-page-marking.md). The
// colours are the web app's score colours (web/src/features/words/score/score.css): 1 red,
// 2 amber, 3 green, as the spec's score pill.
import type { Score } from '../words/types';

export const MARKING_COLOURS: Record<Score, string> = { 1: '#b42318', 2: '#b54708', 3: '#157f3b' };

/**
 * The marks' backgrounds: lighter hues of the same three, at a fifth of their strength. The dark
 * colours above (the underline, the card's badge with white text) made red and amber backgrounds
 * read as the same pink behind the page's text.
 */
export const MARKING_TINTS: Record<Score, string> = { 1: '#f0443833', 2: '#fdb02240', 3: '#17b26a33' };

/** Alt+Shift+M: the next marked word in view gets the card; Escape closes it. */
export const NEXT_MARK_SHORTCUT = { key: 'KeyM', altKey: true, shiftKey: true } as const;
export const NEXT_MARK_SHORTCUT_TEXT = 'Alt+Shift+M';

export const MARKING_TITLE = 'Mark saved words on pages';
export const MARK_THIS_SITE_LABEL = 'Mark my words on this site';
export const MARK_ALL_SITES_LABEL = 'Mark my words on every site';
export const MARKING_HINT = `Saved words are coloured by score. Hover one, or press ${NEXT_MARK_SHORTCUT_TEXT}, for its card.`;
export const MARKING_PERMISSION_REFUSED =
  'The browser did not allow Wordhoard to read this site, so nothing is marked.';
export const MARKING_ALL_REFUSED =
  'The browser did not allow Wordhoard to read every site, so nothing is marked.';
export const MARKING_NOT_HERE = 'Words are not marked on this page (browser pages and Wordhoard itself).';
export const MARKING_INVALID_SITE = 'Marking is switched on for http:// and https:// sites only.';

export const scoreLabel = (score: Score): string => `Score ${score} of 3`;
export const CARD_PLAY_LABEL = 'Play';
export const CARD_OPEN_LABEL = 'Open in Wordhoard';
export const CARD_NO_TRANSLATION = 'No translation yet.';
export const CARD_NONE_IN_VIEW = 'No saved words in view.';
export const CARD_AUDIO_FAILED = 'The audio could not be played.';
export const MARKING_SITES_NONE =
  'No site is switched on by itself: switch one on from the popup, on the site.';
export const switchOffSiteLabel = (origin: string): string => `Switch off for ${origin}`;
