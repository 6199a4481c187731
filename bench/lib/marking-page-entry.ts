// Page marking's bench entry, bundled into one script for a plain Chromium page (bench/marking.ts):
// the content script's marker and overlay painter (boxes in the closed host), without the extension
// around them, and the reference the marking figure is judged against.

import { inViewPainter } from '../../extension/lib/marking/in-view';
import type { Painter } from '../../extension/lib/marking/marks';
import { overlayPainter } from '../../extension/lib/marking/overlay';
import { PageMarker } from '../../extension/lib/marking/page-marker';
import { type MarkingSurface, markingSurface } from '../../extension/lib/marking/surface';
import { type FormIndex, loadFormIndexes } from '../../shared/marking/form-index';
import type { MatcherData } from '../../shared/marking/matcher';

let marker: PageMarker | null = null;
let painter: Painter | null = null;

let matcher: MatcherData | null = null;
/** The host the content script adds once per page. */
let surface: MarkingSurface | null = null;

/** The matcher's forms indexes, loaded as the content script loads them (bench/forms.ts). */
let forms: FormIndex[] = [];

/** Keeps the learner's matcher, handed over once as the background hands it to a page. */
function load(data: MatcherData): void {
  matcher = data;
}

/** Loads the stemmers of the matcher's forms, as the content script does before marking. */
async function loadForms(): Promise<number> {
  forms = await loadFormIndexes(matcher?.forms);
  return forms.length;
}

/**
 * Marks the whole page afresh, with the forms of words or without; answers the milliseconds until
 * the last slice is done.
 */
async function mark(withForms = false): Promise<number> {
  if (!matcher) throw new Error('load the matcher first');
  // As the content script paints: only the marks near the view go to the overlay.
  surface ??= markingSurface(document);
  const inView = inViewPainter(document, overlayPainter(document, surface.marks));
  markCount = 0;
  painter = {
    ...inView,
    add: (mark) => {
      markCount++;
      inView.add(mark);
    },
  };
  const started = performance.now();
  marker = new PageMarker(document, matcher, painter, surface.host.element, {}, withForms ? forms : []);
  await marker.markDocument();
  return performance.now() - started;
}

/** How many marks the last run made (the forms bench checks that the forms add some). */
let markCount = 0;
const marked = (): number => markCount;

/** Takes the marks of the last run off the page (as switching marking off does), before the next. */
function reset(): void {
  marker?.stop();
  marker = null;
}

/**
 * The reference: the same walk over the page's text with a plain split on spaces and one Map
 * look-up per word, in one go (no segmenter, no ranges, no slices).
 */
function reference(): number {
  if (!matcher) throw new Error('load the matcher first');
  const index = new Map(matcher.index);
  const started = performance.now();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let found = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node as Text).data.toLowerCase().split(/\s+/)) if (index.has(word)) found++;
  }
  if (found < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** One added paragraph marked, and the marks of a removed one dropped, as a mutation batch does. */
async function mutate(): Promise<number> {
  if (!marker) throw new Error('mark the page first');
  const paragraph = document.createElement('p');
  paragraph.textContent = 'A new note: the lantern over the harbour shone on the river all night long.';
  document.body.append(paragraph);
  const started = performance.now();
  await marker.markSubtree(paragraph);
  paragraph.remove();
  marker.store.dropDisconnected();
  return performance.now() - started;
}

Object.assign(globalThis, { wordhoardBench: { load, loadForms, reset, mark, marked, reference, mutate } });
