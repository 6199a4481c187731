// The background's part of page marking: where it is switched on, the registered content script,
// and the matcher each marked page asks for (the page never sees the token or the raw list).
import { browser } from 'wxt/browser';
import { buildMatcher, type MatcherData } from '../../../shared/marking/matcher';
import {
  MARKING_ALL_REFUSED,
  MARKING_NOT_HERE,
  MARKING_PERMISSION_REFUSED,
} from '../../../shared/marking/texts';
import type { Word } from '../../../shared/words/types';
import { extensionForms } from '../forms/extension-forms';
import type { MessageSender } from '../message-envelope';
import { MessageError } from '../message-errors';
import type { MarkingState, MarkingSwitch, PageMarking } from '../message-types';
import { readServerUrl } from '../storage';
import { EVERY_SITE_PATTERNS, sitePattern } from './patterns';
import { grantedPatterns, injectMarking, type MarkingBrowserApi, syncMarkingScript } from './registration';
import { isSwitchedOn, markableOrigin, markingSitesItem, readMarkingSites } from './sites';
import { freshWords } from './words-etag';

const api = () => browser as unknown as MarkingBrowserApi;

export async function markingState(url = ''): Promise<MarkingState> {
  const [sites, server] = await Promise.all([readMarkingSites(), readServerUrl()]);
  const origin = markableOrigin(url, server);
  const patterns = await grantedPatterns(sites, api());
  const granted = (pattern: string) => patterns.includes(pattern);
  return {
    origin,
    siteOn: origin !== null && sites.origins.includes(origin) && granted(sitePattern(origin)),
    everySite: sites.everySite && granted(EVERY_SITE_PATTERNS[0] as string),
    origins: sites.origins,
  };
}

/** Switches one site or every site; switching on needs the browser's grant, asked for by the caller. */
export async function switchMarking({ url, on, tabId }: MarkingSwitch): Promise<MarkingState> {
  const [sites, server] = await Promise.all([readMarkingSites(), readServerUrl()]);
  const origin = url === undefined ? null : markableOrigin(url, server);
  if (url !== undefined && !origin) throw new MessageError('invalid_site', MARKING_NOT_HERE);
  const patterns = origin ? [sitePattern(origin)] : EVERY_SITE_PATTERNS;
  if (
    on &&
    !(await api()
      .permissions.contains({ origins: patterns })
      .catch(() => false))
  ) {
    throw new MessageError('permission_refused', origin ? MARKING_PERMISSION_REFUSED : MARKING_ALL_REFUSED);
  }
  const others = sites.origins.filter((known) => known !== origin);
  const next = origin
    ? { ...sites, origins: on ? [...others, origin] : others }
    : { ...sites, everySite: on };
  await markingSitesItem.setValue(next);
  await syncMarkingScript(next, api());
  if (on && tabId !== undefined) await injectMarking(tabId, api());
  return markingState(url);
}

/** Sync after the browser's permissions changed (the learner took one back in the settings). */
export const resyncMarking = async (): Promise<void> => {
  await syncMarkingScript(await readMarkingSites(), api());
};

let built: { words: Word[]; matcher: MatcherData } | null = null;

/** What a page gets: whether to mark it and the matcher of the learner's words. */
export async function matcherFor(url: string): Promise<PageMarking> {
  const [sites, serverUrl] = await Promise.all([readMarkingSites(), readServerUrl()]);
  const origin = markableOrigin(url, serverUrl);
  if (!origin || !isSwitchedOn(sites, origin)) return { on: false, matcher: null, serverUrl };
  const words = await freshWords();
  if (built?.words !== words) {
    // The forms of the saved words' languages, each loaded once, so pages find "anchors" for "anchor".
    const forms = await extensionForms.formsOfLanguages(words.map((word) => word.language));
    built = { words, matcher: buildMatcher(words, forms) };
  }
  return { on: true, matcher: built.matcher, serverUrl };
}

/** A permission taken back in the browser's settings unregisters the script. Call inside main(). */
export function watchMarkingPermissions(): void {
  try {
    browser.permissions.onRemoved.addListener(() => void resyncMarking().catch(() => undefined));
  } catch {
    // A browser without permission events (and the unit tests' fake): the next switch resyncs.
  }
}

/** The background's answers to page marking's calls (spread into listenForMessages). */
export const markingHandlers = {
  markingState: ({ url }: { url: string }) => markingState(url),
  switchMarking: (change: MarkingSwitch) => switchMarking(change),
  // The page the content script runs in, as the browser names it, rather than what it says.
  pageMarking: ({ url }: { url: string }, sender: MessageSender) => matcherFor(sender.url ?? url),
};
