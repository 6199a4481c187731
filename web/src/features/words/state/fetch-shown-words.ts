// The words list, fetched and arranged by the learner's settings in a worker (words-worker.ts),
// so the page's main thread never decodes, parses nor sorts it. Answers null when the worker could
// not bring the whole list (no workers, an error status, no network): the caller then asks through
// the api client.
import type { DisplaySettings } from '../../../../../shared/words/filter';
import type { ShownWord } from '../../../../../shared/words/types';
import { stopWhenForgetting } from '../../../lib/offline/device-owner';
import type { WordsMessage, WordsRequest } from './words-worker-message';

export interface ShownWords {
  shown: ShownWord[];
  settings: DisplaySettings;
}

export function fetchShownWordsInWorker(
  request: WordsRequest,
  signal: AbortSignal = new AbortController().signal,
): Promise<ShownWords | null> {
  if (typeof Worker !== 'function' || !request.token || signal.aborted) return Promise.resolve(null);
  const worker = new Worker(new URL('./words-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ShownWords | null>((resolve) => {
    const shown: ShownWord[] = [];
    let keeping: (() => void) | null = null;
    const end = () => {
      keeping?.();
      worker.terminate();
    };
    const fail = () => {
      end();
      resolve(null);
    };
    worker.onmessage = ({ data }: MessageEvent<WordsMessage>) => {
      if (data.kind === 'slice') for (const word of data.words) shown.push(word);
      else if (data.kind === 'done') {
        if (shown.length !== data.total) return fail();
        // The rows first; the worker goes on keeping the list on the device, then ends (or is
        // ended first by a sign-out, which must find nothing written after its clearing).
        keeping = stopWhenForgetting(end);
        resolve({ shown, settings: data.settings });
      } else if (data.kind === 'kept') end();
      else fail();
    };
    worker.onerror = fail;
    // The learner signed out: the worker ends with its fetch (the caller sees the signal).
    signal.addEventListener('abort', fail, { once: true });
    worker.postMessage({ ...request, url: new URL(request.url, location.href).href });
  });
}
