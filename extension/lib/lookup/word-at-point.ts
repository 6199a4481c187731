// The word (or saved expression) at a text position: what the lookup card is about. Reads only a
// window of the text node around the position, so a node of a million words, or a "word" of
// 10,000 letters, costs no more than a short one. Changes nothing in the page.

import { LOOKUP_TEXT_MAX } from '../../../shared/lookup/texts';
import { type MatcherEntry, matchTokens } from '../../../shared/marking/matcher';
import { tokenise } from '../../../shared/marking/segments';
import { sentenceAround } from './sentence-around';

/** Characters read on each side of the position: a sentence, and more than any saved expression. */
const WINDOW = 300;

export interface FoundWord {
  /** The text as met on the page ("Anchors", "ice cream"). */
  text: string;
  range: Range;
  /** The language the page gives the text (nearest `lang`), '' when none. */
  lang: string;
  /** The sentence around it, white space collapsed. */
  sentence: string;
  /** Its place in the saved words (the matcher's), when it is a saved word or expression. */
  saved: number | null;
  /** Longer than a word may be: the card says so rather than looking it up. */
  tooLong: boolean;
}

const langOf = (node: Node): string =>
  (node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '').trim();

/** Where the window starts and ends in the node's text: at white space, so no word is cut. */
function windowAround(text: string, offset: number): [number, number] {
  let from = Math.max(0, offset - WINDOW);
  let to = Math.min(text.length, offset + WINDOW);
  if (from > 0) from = Math.max(from, text.lastIndexOf(' ', from) + 1);
  if (to < text.length) {
    const space = text.indexOf(' ', to);
    to = space < 0 || space - to > WINDOW ? to : space;
  }
  return [from, to];
}

/**
 * Which word a caret between two words means. A caret after a word's last letter sits at its end
 * ('before'), but where a script writes no spaces ("新しい|図書館") the same position is also the
 * next word's start ('after'): only the point's box can tell them apart (page-lookup).
 */
export type CaretSide = 'before' | 'after';

/**
 * The word at `offset` in a text node, or the saved expression covering it (longest first, as the
 * marker matches), or null when the position is not on a word.
 */
export function wordAt(
  node: Node,
  offset: number,
  index: ReadonlyMap<string, MatcherEntry[]>,
  side: CaretSide = 'before',
): FoundWord | null {
  if (node.nodeType !== Node.TEXT_NODE) return null;
  const whole = node.nodeValue ?? '';
  const [from, to] = windowAround(whole, offset);
  const text = whole.slice(from, to);
  const at = offset - from;
  const lang = langOf(node);
  const tokens = tokenise(text, lang || undefined);
  // A caret after a word's last letter sits at its end: that word counts too.
  const touches = (token: { start: number; end: number }) => token.start <= at && at <= token.end;
  const under = side === 'before' ? tokens.findIndex(touches) : tokens.findLastIndex(touches);
  const token = tokens[under];
  if (!token) return null;
  const match = matchTokens(tokens, index).find(([first, last]) => first <= under && under <= last);
  const start = tokens[match ? match[0] : under]?.start ?? token.start;
  const end = tokens[match ? match[1] : under]?.end ?? token.end;
  const range = node.ownerDocument?.createRange();
  if (!range) return null;
  range.setStart(node, from + start);
  range.setEnd(node, from + end);
  const met = text.slice(start, end);
  return {
    text: met,
    range,
    lang,
    sentence: sentenceAround(range, lang),
    saved: match ? match[2] : null,
    tooLong: met.length > LOOKUP_TEXT_MAX || (end === text.length && to < whole.length),
  };
}
