// Marks the learner's saved words on the pages of the sites they switched marking on for
// (docs/decisions/0030-page-marking.md). Not in the manifest: the background registers it for the
// granted sites (lib/marking/registration.ts) and injects it into the tab switched on. What a page
// can and cannot learn from it: docs/decisions/0035-marks-threat-model.md.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { loadFormIndexes } from '../../shared/marking/form-index';
import type { MarkedWord } from '../../shared/marking/matcher';
import { CARD_AUDIO_FAILED } from '../../shared/marking/texts';
import { wordLinkPath } from '../../shared/words/word-link';
import { LookupCard } from '../lib/lookup/card';
import { startPageLookup } from '../lib/lookup/page-lookup';
import { messagePorts } from '../lib/lookup/ports';
import { readLookupTriggers } from '../lib/lookup/triggers-setting';
import { startPageSession } from '../lib/marking/page-session';
import { markingSurface } from '../lib/marking/surface';
import { sendMessage } from '../lib/messages';
import { playClip } from '../lib/play-clip';

type Session = ReturnType<typeof startPageSession>;
type Lookup = ReturnType<typeof startPageLookup>;
/** One marking per page, however often the script is injected (registered and injected at once). */
const RUNNING = Symbol.for('wordhoard.marking');
/**
 * What is painted and the card shown, for the extension's end-to-end tests: a property of the
 * content script's own world, which the page's scripts do not share (Chromium's isolated world,
 * Firefox's sandbox). The tests read it through the DevTools protocol (tests/e2e/extension-world.ts).
 */
const PROBE = Symbol.for('wordhoard.marking.probe');
type Marked = typeof globalThis & { [RUNNING]?: true; [PROBE]?: () => unknown };

async function playWord(word: MarkedWord): Promise<void> {
  try {
    await playClip(await sendMessage('getAudio', { id: word.audio }));
  } catch {
    console.warn(CARD_AUDIO_FAILED);
  }
}

export default defineContentScript({
  registration: 'runtime',
  matches: [],
  async main() {
    const marked = globalThis as Marked;
    if (marked[RUNNING]) return;
    marked[RUNNING] = true;
    // Before the learner's words are asked for: when and how it appears tells the page nothing.
    const surface = markingSurface(document);
    // The lookup card's layer, above marking's card (docs/decisions/0045-lookup.md).
    surface.host.addStyle(LookupCard.css);
    const lookupLayer = surface.host.layer();
    let session: Session | null = null;
    let lookup: Lookup | null = null;
    marked[PROBE] = () => ({
      ...(session?.probe() ?? { painted: [], card: null }),
      lookup: lookup?.probe() ?? null,
      lookupCss: LookupCard.css,
    });

    // A start overtaken by a later one (the words changed again while it awaited) stops there:
    // two starts finishing would leave two lookups listening, and one key would save twice.
    let starts = 0;
    const start = async () => {
      const run = ++starts;
      const answer = await sendMessage('pageMarking', { url: location.href }).catch(() => null);
      // The stemmers of the saved words' languages: a page then marks "anchors" for "anchor".
      const forms = answer?.on ? await loadFormIndexes(answer.matcher?.forms) : [];
      const triggers = answer?.on && !lookup ? await readLookupTriggers() : null;
      if (run !== starts) return;
      session?.stop();
      session = null;
      if (!answer?.on || !answer.matcher) {
        lookup?.stop();
        lookup = null;
        return;
      }
      const serverUrl = answer.serverUrl;
      // Kept across a change of the words, so a card open on a word just saved stays open.
      if (lookup) lookup.setMatcher(answer.matcher);
      else if (triggers)
        lookup = startPageLookup(document, surface.host.element, lookupLayer, {
          triggers,
          matcher: answer.matcher,
          ports: messagePorts(document, serverUrl),
          onOpen: () => session?.card.hide(),
        });
      session = startPageSession(
        document,
        surface,
        answer.matcher,
        {
          play: (word) => void playWord(word),
          otherCardOpen: () => lookup?.isOpen === true,
          linkOf: (word) => `${serverUrl}${wordLinkPath(word.uuid)}`,
        },
        forms,
      );
    };

    // Switched off, another site list, or the words changed: mark again (or stop) from the start.
    browser.storage.onChanged.addListener((changes, area) => {
      if (area !== 'local') return;
      if ('lookupTriggers' in changes) {
        lookup?.stop();
        lookup = null;
      }
      if (['markingSites', 'wordsCacheStamp', 'lookupTriggers'].some((name) => name in changes)) void start();
    });
    await start();
  },
});
