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
import { startPageSession } from '../lib/marking/page-session';
import { markingSurface } from '../lib/marking/surface';
import { sendMessage } from '../lib/messages';

type Session = ReturnType<typeof startPageSession>;
/** One marking per page, however often the script is injected (registered and injected at once). */
const RUNNING = Symbol.for('wordhoard.marking');
/**
 * What is painted and the card shown, for the extension's end-to-end tests: a property of the
 * content script's own world, which the page's scripts do not share (Chromium's isolated world,
 * Firefox's sandbox). The tests read it through the DevTools protocol (tests/e2e/extension-world.ts).
 */
const PROBE = Symbol.for('wordhoard.marking.probe');
type Marked = typeof globalThis & { [RUNNING]?: true; [PROBE]?: () => unknown };

/** Plays through Web Audio: the page's Content-Security-Policy governs media elements, not this. */
async function playWord(word: MarkedWord): Promise<void> {
  try {
    const clip = await sendMessage('getAudio', { id: word.audio });
    const context = new AudioContext();
    const bytes = Uint8Array.from(atob(clip.base64), (letter) => letter.charCodeAt(0));
    const buffer = await context.decodeAudioData(bytes.buffer);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    source.addEventListener('ended', () => void context.close());
    source.start();
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
    let session: Session | null = null;
    marked[PROBE] = () => session?.probe() ?? { painted: [], card: null };

    const start = async () => {
      const answer = await sendMessage('pageMarking', { url: location.href }).catch(() => null);
      // The stemmers of the saved words' languages: a page then marks "anchors" for "anchor".
      const forms = answer?.on ? await loadFormIndexes(answer.matcher?.forms) : [];
      session?.stop();
      session = null;
      if (!answer?.on || !answer.matcher) return;
      const serverUrl = answer.serverUrl;
      session = startPageSession(
        document,
        surface,
        answer.matcher,
        {
          play: (word) => void playWord(word),
          linkOf: (word) => `${serverUrl}${wordLinkPath(word.uuid)}`,
        },
        forms,
      );
    };

    // Switched off, another site list, or the words changed: mark again (or stop) from the start.
    browser.storage.onChanged.addListener((changes, area) => {
      if (area === 'local' && ('markingSites' in changes || 'wordsCacheStamp' in changes)) void start();
    });
    await start();
  },
});
