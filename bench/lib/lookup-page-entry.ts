// The lookup card's bench entry, bundled into one script for a plain Chromium page (bench/lookup.ts):
// the content script's lookup in the closed host, its background calls answered never (the card is
// shown before any answer; what follows is the network's time, not the page's), and the reference.

import { LookupCard } from '../../extension/lib/lookup/card';
import type { LookupPorts } from '../../extension/lib/lookup/describe-word';
import { startPageLookup } from '../../extension/lib/lookup/page-lookup';
import { attachClosedHost } from '../../extension/lib/page-overlay/closed-host';
import { DEFAULT_LOOKUP_TRIGGERS } from '../../shared/lookup/texts';
import type { MatcherData } from '../../shared/marking/matcher';

const never = <T>() => new Promise<T>(() => undefined);
const ports: LookupPorts = {
  lookupWord: never,
  translate: never,
  save: never,
  speak: never,
  linkOf: (uuid) => `/words/list?word=${uuid}`,
  pageUrl: () => location.href,
  pageTitle: () => document.title,
};

let lookup: ReturnType<typeof startPageLookup> | null = null;
let index = new Map<string, unknown>();

function load(matcher: MatcherData): void {
  const host = attachClosedHost(document);
  host.addStyle(LookupCard.css);
  lookup = startPageLookup(document, host.element, host.layer(), {
    triggers: DEFAULT_LOOKUP_TRIGGERS,
    matcher,
    ports,
  });
  index = new Map(matcher.index);
}

/** Milliseconds from the trigger at (x, y) to the card shown; -1 when no card opened. */
async function show(x: number, y: number): Promise<number> {
  if (!lookup) throw new Error('load first');
  const started = performance.now();
  const shown = await lookup.lookupAt(x, y);
  const took = performance.now() - started;
  return shown ? took : -1;
}

/** The reference: the caret at the point, the word around it split on spaces, one Map look-up. */
function reference(x: number, y: number): number {
  const started = performance.now();
  const range = document.caretRangeFromPoint(x, y);
  const text = range?.startContainer.nodeValue ?? '';
  const at = range?.startOffset ?? 0;
  const from = text.lastIndexOf(' ', at) + 1;
  const to = text.indexOf(' ', at);
  const word = text.slice(from, to < 0 ? text.length : to);
  index.get(word.toLowerCase());
  return performance.now() - started;
}

Object.assign(globalThis, { wordhoardLookupBench: { load, show, reference } });
