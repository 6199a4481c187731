// Page marking keeps the words cache fresh with the list's ETag: a 304 keeps the cache, a changed
// list replaces it, and a page opened within a minute of the last check asks nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { freshWords, WORDS_CHECK_MS } from '../../../extension/lib/marking/words-etag';
import { readWordsCache, tokenItem, writeWordsCache } from '../../../extension/lib/storage';
import { wordFrom } from '../fake-api';

/** The list as the API serves it: its version as the ETag, 304 for If-None-Match of the same one. */
function listServer() {
  const state = { words: [wordFrom({ word: 'harbour' })], version: 1 };
  const asked: (string | null)[] = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    const sent = new Headers(init.headers).get('if-none-match');
    asked.push(sent);
    const etag = `"list-${state.version}"`;
    if (sent === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(JSON.stringify(state.words), {
      headers: { etag, 'content-type': 'application/json' },
    });
  });
  return { state, asked };
}

beforeEach(async () => {
  fakeBrowser.reset();
  await tokenItem.setValue('token');
});
afterEach(() => vi.unstubAllGlobals());

describe('freshWords', () => {
  it('sends the ETag back, keeps the cache on 304 and takes a changed list', async () => {
    const server = listServer();
    const start = 10 ** 12;
    expect((await freshWords(start)).map((word) => word.word)).toEqual(['harbour']);
    expect(server.asked).toEqual([null]);

    await freshWords(start + 1000);
    expect(server.asked).toHaveLength(1);

    expect((await freshWords(start + WORDS_CHECK_MS + 1000)).map((word) => word.word)).toEqual(['harbour']);
    expect(server.asked[1]).toBe('"list-1"');

    server.state.words = [wordFrom({ word: 'lantern' }), ...server.state.words];
    server.state.version = 2;
    const words = await freshWords(start + 2 * WORDS_CHECK_MS + 2000);
    expect(server.asked[2]).toBe('"list-1"');
    expect(words.map((word) => word.word)).toEqual(['lantern', 'harbour']);
    expect((await readWordsCache()).map((word) => word.word)).toEqual(['lantern', 'harbour']);
  });
});

describe('an emptied cache', () => {
  it('is filled again at once with the whole list, not kept empty by a 304', async () => {
    // The same learner's token stored again with no cache owner recorded (a session from before the
    // extension followed the web app) empties the cache: the next page must still be marked.
    const server = listServer();
    const start = 10 ** 12;
    await freshWords(start);
    await writeWordsCache([]);
    expect((await freshWords(start + 1000)).map((word) => word.word)).toEqual(['harbour']);
    expect(server.asked).toEqual([null, null]);
  });
});
