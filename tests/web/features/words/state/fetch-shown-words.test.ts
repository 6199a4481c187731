// The page's side of the words list worker: slices are put back together in order with the
// worker's settings, and anything short of the whole list answers null, so the api client asks
// again and gives the error its text. (The worker itself runs in Chromium: tests/e2e.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDisplaySettings } from '../../../../../shared/words/filter';
import type { ShownWord } from '../../../../../shared/words/types';
import { fetchShownWordsInWorker } from '../../../../../web/src/features/words/state/fetch-shown-words';
import type {
  WordsMessage,
  WordsRequest,
} from '../../../../../web/src/features/words/state/words-worker-message';
import { forgetDevice } from '../../../../../web/src/lib/offline/device-owner';
import { makeShownWord } from '../../../../shared/words/make-word';

const settings = defaultDisplaySettings(3, '2026-11-01', '2026-11-25');
const request: WordsRequest = {
  url: '/api/words/get/words',
  token: 'token-1',
  storedSettings: null,
  registered: '2026-11-01',
  today: '2026-11-25',
  userId: 7,
};

/** A Worker that answers the request with the given messages, or fails to start. */
function fakeWorker(answer: WordsMessage[] | 'fails to start') {
  const sent: unknown[] = [];
  const terminated = vi.fn();
  class FakeWorker {
    onmessage: ((event: MessageEvent<WordsMessage>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    postMessage(message: unknown) {
      sent.push(message);
      queueMicrotask(() => {
        if (answer === 'fails to start') this.onerror?.(new ErrorEvent('error'));
        else for (const data of answer) this.onmessage?.(new MessageEvent('message', { data }));
      });
    }
    terminate = terminated;
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { sent, terminated };
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchShownWordsInWorker', () => {
  const [a, b, c] = ['a', 'b', 'c'].map((word) => makeShownWord({ word })) as [
    ShownWord,
    ShownWord,
    ShownWord,
  ];

  it('puts the slices back together in order, with the settings, and sends an absolute address', async () => {
    const { sent, terminated } = fakeWorker([
      { kind: 'slice', words: [a, b] },
      { kind: 'slice', words: [c] },
      { kind: 'done', total: 3, settings },
      { kind: 'kept' },
    ]);
    await expect(fetchShownWordsInWorker(request)).resolves.toEqual({ shown: [a, b, c], settings });
    expect(sent).toEqual([{ ...request, url: `${location.origin}/api/words/get/words` }]);
    expect(terminated).toHaveBeenCalled();
  });

  it('answers with the rows before the worker has kept the list, and ends it only once it has', async () => {
    const { terminated } = fakeWorker([
      { kind: 'slice', words: [a] },
      { kind: 'done', total: 1, settings },
    ]);
    await expect(fetchShownWordsInWorker(request)).resolves.toEqual({ shown: [a], settings });
    // Still writing the list to IndexedDB: ending it now would lose the kept copy.
    expect(terminated).not.toHaveBeenCalled();
  });

  it('ends a worker still keeping the list when the device is forgotten (sign-out), before the clearing', async () => {
    const { terminated } = fakeWorker([
      { kind: 'slice', words: [a] },
      { kind: 'done', total: 1, settings },
    ]);
    await fetchShownWordsInWorker(request);
    const forgetting = forgetDevice();
    expect(terminated).toHaveBeenCalledTimes(1);
    await forgetting;
    // Ended once: a later forgetting finds nothing left to stop.
    await forgetDevice();
    expect(terminated).toHaveBeenCalledTimes(1);
  });

  it('answers null when the worker failed, lost a slice or could not start', async () => {
    fakeWorker([{ kind: 'failed' }]);
    await expect(fetchShownWordsInWorker(request)).resolves.toBeNull();
    fakeWorker([
      { kind: 'slice', words: [a] },
      { kind: 'done', total: 2, settings },
    ]);
    await expect(fetchShownWordsInWorker(request)).resolves.toBeNull();
    fakeWorker('fails to start');
    await expect(fetchShownWordsInWorker(request)).resolves.toBeNull();
  });

  it('leaves a signed-out page and a browser without workers to the api client', async () => {
    const { sent } = fakeWorker([{ kind: 'done', total: 0, settings }]);
    await expect(fetchShownWordsInWorker({ ...request, token: '' })).resolves.toBeNull();
    expect(sent).toEqual([]);
    vi.stubGlobal('Worker', undefined);
    await expect(fetchShownWordsInWorker(request)).resolves.toBeNull();
  });

  it('ends the worker, and its fetch, when the learner signs out while it runs', async () => {
    const { terminated } = fakeWorker([]);
    const session = new AbortController();
    const answer = fetchShownWordsInWorker(request, session.signal);
    session.abort();
    await expect(answer).resolves.toBeNull();
    expect(terminated).toHaveBeenCalledTimes(1);
    // Signed out before it began: no worker at all.
    const { sent } = fakeWorker([{ kind: 'done', total: 0, settings }]);
    await expect(fetchShownWordsInWorker(request, session.signal)).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});
