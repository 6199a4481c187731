// The encounters our Anki exports write (decision 0032: an HTML list on the text export's back,
// the .apkg's Encounters field) read back into encounters. Each part becomes plain text, as every
// field an import reads: a file that is not ours but holds such a list brings only text, never
// markup, into our pages. Found by plain string search and patterns without backtracking over
// the field, so a long or hostile field costs a pass over it, not more.
import { ENCOUNTERS_LIST_CLOSE, ENCOUNTERS_LIST_OPEN } from '../../../../../shared/export/encounters-text';
import { ENCOUNTERS_MAX } from '../../../../../shared/words/encounters';
import { webAddress } from '../../../../../shared/words/rules';
import { htmlToText, soundsIn, sourceOf } from '../anki-package/note-html';

export interface EncounterInHtml {
  sentence: string;
  sentenceTranslation: string;
  sourceUrl: string;
  sourceTitle: string;
  /** The first [sound:] of the item: the sentence's audio in our .apkg. */
  sound?: string;
}

const ITEM_START = /<li\b[^>]*>/i;
const ITEM_END = /<\/li\s*>\s*$/i;
// Our link's text and our translation are escaped text: no tag inside either.
const LINK = /<a\b[^>]*>[^<]*<\/a\s*>/i;
const TRANSLATION = /<br\s*\/?>\s*<i>([^<]*)<\/i>/gi;

function itemOf(item: string): EncounterInHtml {
  const link = LINK.exec(item);
  const page = link ? sourceOf(link[0]) : {};
  let body = link ? item.slice(0, link.index) + item.slice(link.index + link[0].length) : item;
  // The translation is the item's last <br><i>…</i>; after it comes only the page: its link, or
  // its title alone when it had no web address.
  const last = [...body.matchAll(TRANSLATION)].pop();
  let sentenceTranslation = '';
  let titleAlone = '';
  if (last) {
    sentenceTranslation = htmlToText(last[1] ?? '');
    titleAlone = link ? '' : htmlToText(body.slice(last.index + last[0].length));
    body = body.slice(0, last.index);
  }
  const address = webAddress(page.sourceUrl ?? '');
  return {
    sentence: htmlToText(body),
    sentenceTranslation,
    // Only a web page's address is kept; the title stays with it or without it.
    sourceUrl: address ?? '',
    sourceTitle: page.sourceTitle ?? titleAlone,
    sound: soundsIn(body)[0],
  };
}

/**
 * A field split into its HTML without our list, and the list's encounters, oldest first (the
 * newest ENCOUNTERS_MAX: a word keeps no more). A field without the list is answered as it is.
 */
export function splitEncounters(html: string): { rest: string; encounters: EncounterInHtml[] } {
  const start = html.indexOf(ENCOUNTERS_LIST_OPEN);
  if (start < 0) return { rest: html, encounters: [] };
  const inner = start + ENCOUNTERS_LIST_OPEN.length;
  const close = html.indexOf(ENCOUNTERS_LIST_CLOSE, inner);
  const end = close < 0 ? html.length : close;
  const after = close < 0 ? html.length : close + ENCOUNTERS_LIST_CLOSE.length;
  const encounters = html
    .slice(inner, end)
    .split(ITEM_START)
    .map((item) => item.replace(ITEM_END, ''))
    .map(itemOf)
    .filter((encounter) => encounter.sentence !== '')
    .slice(-ENCOUNTERS_MAX);
  return { rest: html.slice(0, start) + html.slice(after), encounters };
}
