// Where page marking paints: the closed host (lib/page-overlay/closed-host.ts) with a layer for the
// marks under a layer for the card. Made once per page, when the content script starts and before
// it asks for the learner's words, and kept for the page's life: the page sees the same one element
// whatever is saved, even nothing, and no change when the words change or marking restarts
// (docs/decisions/0035-marks-threat-model.md).
import { attachClosedHost, type ClosedHost } from '../page-overlay/closed-host';
import { WordCard } from './card';
import { markRules } from './overlay';

export interface MarkingSurface {
  host: ClosedHost;
  marks: HTMLElement;
  cards: HTMLElement;
}

export function markingSurface(doc: Document): MarkingSurface {
  const host = attachClosedHost(doc);
  host.addStyle(markRules());
  host.addStyle(WordCard.css);
  return { host, marks: host.layer(), cards: host.layer() };
}
