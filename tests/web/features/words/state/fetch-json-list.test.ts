// The page's side of the JSON list worker: slices are put back together in order, and anything
// short of the whole list answers null, so the api client asks again and gives the error its text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJsonListInWorker } from '../../../../../web/src/features/words/state/fetch-json-list';
import type { JsonListMessage } from '../../../../../web/src/features/words/state/json-list-message';

/** A Worker that answers the request with the given messages, or fails to start. */
function fakeWorker(answer: JsonListMessage[] | 'fails to start') {
  const sent: unknown[] = [];
  const terminated = vi.fn();
  class FakeWorker {
    onmessage: ((event: MessageEvent<JsonListMessage>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    postMessage(request: unknown) {
      sent.push(request);
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

describe('fetchJsonListInWorker', () => {
  it('puts the slices back together in order and sends the token with an absolute address', async () => {
    const { sent, terminated } = fakeWorker([
      { kind: 'slice', items: [1, 2] },
      { kind: 'slice', items: [3] },
      { kind: 'done', total: 3 },
    ]);
    await expect(fetchJsonListInWorker('/api/words/get/words', 'token-1')).resolves.toEqual([1, 2, 3]);
    expect(sent).toEqual([{ url: `${location.origin}/api/words/get/words`, token: 'token-1' }]);
    expect(terminated).toHaveBeenCalled();
  });

  it('answers null when the worker failed, lost a slice or could not start', async () => {
    fakeWorker([{ kind: 'failed' }]);
    await expect(fetchJsonListInWorker('/api/x', 't')).resolves.toBeNull();
    fakeWorker([
      { kind: 'slice', items: [1] },
      { kind: 'done', total: 2 },
    ]);
    await expect(fetchJsonListInWorker('/api/x', 't')).resolves.toBeNull();
    fakeWorker('fails to start');
    await expect(fetchJsonListInWorker('/api/x', 't')).resolves.toBeNull();
  });

  it('leaves a signed-out page and a browser without workers to the api client', async () => {
    const { sent } = fakeWorker([{ kind: 'done', total: 0 }]);
    await expect(fetchJsonListInWorker('/api/x', null)).resolves.toBeNull();
    expect(sent).toEqual([]);
    vi.stubGlobal('Worker', undefined);
    await expect(fetchJsonListInWorker('/api/x', 't')).resolves.toBeNull();
  });
});
