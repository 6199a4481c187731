// The words cache is read from storage once per change, not once per read: a save reads it up to
// three times, and each read of a learner's 1,000 words out of storage cost a slow machine more
// than the API's add. What another context writes, or a cleared storage, is still seen at once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readWordsCache, wordsCacheItem, writeWordsCache } from '../../extension/lib/storage';
import { wordFrom } from './fake-api';

const readsOfWords = (get: { mock: { calls: unknown[][] } }) =>
  get.mock.calls.filter((call) => JSON.stringify(call[0] ?? null).includes('"wordsCache"')).length;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the words cache in memory', () => {
  it('answers reads after a write without reading the words out of storage again', async () => {
    await writeWordsCache([wordFrom({ word: 'ember' }), wordFrom({ word: 'willow' })]);
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    for (let i = 0; i < 3; i++)
      expect((await readWordsCache()).map((w) => w.word)).toEqual(['ember', 'willow']);
    expect(readsOfWords(get)).toBe(0);
    get.mockRestore();
  });

  it('reads storage once after another context wrote new words, then keeps them', async () => {
    await writeWordsCache([wordFrom({ word: 'ember' })]);
    await fakeBrowser.storage.local.set({
      wordsCache: [wordFrom({ word: 'quarry' })],
      wordsCacheStamp: 'other',
    });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    expect((await readWordsCache()).map((w) => w.word)).toEqual(['quarry']);
    expect((await readWordsCache()).map((w) => w.word)).toEqual(['quarry']);
    expect(readsOfWords(get)).toBe(1);
    get.mockRestore();
  });

  it('never answers words a cleared storage no longer has, nor words written without a stamp', async () => {
    await writeWordsCache([wordFrom({ word: 'ember' })]);
    fakeBrowser.reset();
    expect(await readWordsCache()).toEqual([]);
    await wordsCacheItem.setValue([wordFrom({ word: 'saffron' })]);
    expect((await readWordsCache()).map((w) => w.word)).toEqual(['saffron']);
  });

  it('is not read when a page of the extension loads (the popup, a wake of the background)', async () => {
    await writeWordsCache([wordFrom({ word: 'ember' })]);
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    vi.resetModules();
    await import('../../extension/lib/storage');
    await new Promise((r) => setTimeout(r, 20)); // what a module starts when it loads has run
    expect(readsOfWords(get)).toBe(0);
    get.mockRestore();
  });

  it('answers the newest words while their write is still on its way to storage', async () => {
    await writeWordsCache([wordFrom({ word: 'ember' })]);
    const landing = writeWordsCache([wordFrom({ word: 'glimmer' }), wordFrom({ word: 'ember' })]);
    expect((await readWordsCache()).map((w) => w.word)).toEqual(['glimmer', 'ember']);
    await landing;
    expect((await wordsCacheItem.getValue()).map((w) => w.word)).toEqual(['glimmer', 'ember']);
  });
});
