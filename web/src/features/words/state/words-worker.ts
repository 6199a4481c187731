// Fetches, decodes, parses and sorts the words list off the page's main thread, then posts it
// back in slices, in the order and with the filters the learner's settings give. At 10,000 words
// the list is 4.7 MB of JSON: decoding, parsing and sorting it on the main thread took over half a
// second of tasks on a 2-core machine (two seconds on Lighthouse's simulated phone), during which
// the page answered no input. The fetch is made here too, not only the parse: a browser with
// developer tools attached (Lighthouse is one) decodes every text answer once more for its network
// panel, on the thread that fetched it. The list comes in its compact form (kept-words.ts).
import {
  applyDisplaySettings,
  defaultDisplaySettings,
  readDisplaySettings,
} from '../../../../../shared/words/filter';
import { fetchListWords } from './kept-words';
import { WORDS_SLICE, type WordsMessage, type WordsRequest } from './words-worker-message';

const post = (message: WordsMessage) => self.postMessage(message);

self.onmessage = async ({ data: request }: MessageEvent<WordsRequest>) => {
  const fetched = await fetchListWords(request.url, request.token, request.userId).catch(() => null);
  if (!fetched) {
    post({ kind: 'failed' });
    return;
  }
  const { words, keep } = fetched;
  const defaults = defaultDisplaySettings(words.length, request.registered, request.today);
  const settings = readDisplaySettings(request.storedSettings, defaults);
  const shown = applyDisplaySettings(words, settings);
  for (let start = 0; start < shown.length; start += WORDS_SLICE) {
    post({ kind: 'slice', words: shown.slice(start, start + WORDS_SLICE) });
  }
  post({ kind: 'done', total: shown.length, settings });
  // Only now, with the rows on their way to the page, the list is kept on the device (issue 35).
  await keep?.();
  post({ kind: 'kept' });
};
