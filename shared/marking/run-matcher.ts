// Matches saved words across the text nodes of one run of inline text ("la <b>bibliothèque</b>",
// "ice <em>cream</em>"): the nodes a reader sees as one stretch of prose inside one block. The run
// is read as the reader reads it, its nodes' text end to end, so "<b>W</b>iki" is one word and
// "<i>lantern</i>s" is "lanterns", not "lantern".
import type { FormIndex } from './form-index';
import { type MatcherEntry, matchText } from './matcher';

export interface RunPart {
  text: string;
  /** The language of this node's text (its nearest lang attribute). */
  lang?: string;
}

/** A saved word in a run: where it starts (part and offset) and ends, and its index. */
export interface RunMatch {
  startPart: number;
  start: number;
  endPart: number;
  end: number;
  word: number;
  /** Met in another form than the one saved. */
  form: boolean;
}

/**
 * The saved words of a run, left to right, never overlapping. The run is split in the language of
 * its first part: a run seldom changes language mid-line, and only Turkish lower case and the
 * segmenter's dictionaries depend on it.
 */
export function matchRun(
  parts: readonly RunPart[],
  index: ReadonlyMap<string, MatcherEntry[]>,
  forms: readonly FormIndex[] = [],
): RunMatch[] {
  const [first] = parts;
  if (!first) return [];
  if (parts.length === 1) {
    return matchText(first.text, index, first.lang, forms).map(({ start, end, word, form }) => ({
      startPart: 0,
      start,
      endPart: 0,
      end,
      word,
      form,
    }));
  }
  // Where each part starts in the run's text.
  const offsets: number[] = [];
  let length = 0;
  for (const { text } of parts) {
    offsets.push(length);
    length += text.length;
  }
  const text = parts.map((part) => part.text).join('');
  // The part holding the letter at `at`: matches come left to right, so the search only moves on.
  let part = 0;
  const partOf = (at: number) => {
    while (part < parts.length - 1 && (offsets[part + 1] ?? length) <= at) part++;
    return part;
  };
  return matchText(text, index, first.lang, forms).map(({ start, end, word, form }) => {
    const startPart = partOf(start);
    const startOffset = start - (offsets[startPart] ?? 0);
    const endPart = partOf(end - 1);
    return { startPart, start: startOffset, endPart, end: end - (offsets[endPart] ?? 0), word, form };
  });
}
