// The page a word was saved from, made to fit the API's limits before it is sent: the server
// refuses an over-long address (422), and a refused word would not be saved. The word matters more
// than its source, so the source gives way: first the address's query and fragment (tracking
// parameters, mostly), then the whole address; a long title is cut.
import { SOURCE_TITLE_MAX, SOURCE_URL_MAX } from '../../shared/words/rules';

/** The address as sent, or '' when it is not http(s) or too long even without query and fragment. */
export function fitSourceUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  // The serialised form is what the server measures and keeps.
  if (url.href.length <= SOURCE_URL_MAX) return url.href;
  url.search = '';
  url.hash = '';
  return url.href.length <= SOURCE_URL_MAX ? url.href : '';
}

/** The title trimmed, and cut with an ellipsis when longer than the server keeps. */
export function fitSourceTitle(text: string): string {
  const title = text.trim().replace(/\s+/g, ' ');
  if (title.length <= SOURCE_TITLE_MAX) return title;
  let cut = title.slice(0, SOURCE_TITLE_MAX - 1);
  // Never half a character: a lone high surrogate at the end goes too.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Both source fields of a save, fitted. */
export const fitSource = <T extends { sourceUrl: string; sourceTitle: string }>(save: T): T => ({
  ...save,
  sourceUrl: fitSourceUrl(save.sourceUrl),
  sourceTitle: fitSourceTitle(save.sourceTitle),
});
