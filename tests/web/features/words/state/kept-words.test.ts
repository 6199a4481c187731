// The words list as the words worker reads it (docs/decisions/0031-offline-study.md), through
// IndexedDB (fake-indexeddb) against a stubbed network: online or offline, the changes still
// waiting show over the server's list, the learner's own only, and an add already answered once.
// The list is asked for in its compact form and kept as it came; a JSON copy kept by an earlier
// release still opens (docs/decisions/0064-compact-list.md).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word } from '../../../../../shared/words/types';
import { encodeWordRows, WORD_ROWS_MEDIA_TYPE } from '../../../../../shared/words/word-rows';
import {
  fetchListWords,
  fetchOrKeptWords,
  keptWordsKey,
} from '../../../../../web/src/features/words/state/kept-words';
import { writeKept } from '../../../../../web/src/lib/offline/idb';
import { rememberAdded } from '../../../../../web/src/lib/offline/new-word-ids';
import { enqueue } from '../../../../../web/src/lib/offline/outbox';
import { makeWord, makeWordForm } from '../../../../shared/words/make-word';

const LEARNER = 7;
const URL_OF_LIST = 'http://localhost/api/words/get/words';
const form = makeWordForm();

let serverWords: Word[] = [];
let online = true;

/** Answers as the API does: the compact form to a client that asks for it, its JSON otherwise. */
function serverAnswer(init: RequestInit | undefined): Response {
  const compact = new Headers(init?.headers).get('Accept') === WORD_ROWS_MEDIA_TYPE;
  const etag = `"${serverWords.length}${compact ? '-c' : ''}"`;
  if (new Headers(init?.headers).get('If-None-Match') === etag) return new Response(null, { status: 304 });
  return compact
    ? new Response(encodeWordRows(serverWords), { headers: { etag, 'content-type': WORD_ROWS_MEDIA_TYPE } })
    : new Response(JSON.stringify(serverWords), { headers: { etag, 'content-type': 'application/json' } });
}

beforeEach(() => {
  online = true;
  serverWords = [makeWord({ uuid: 'apple-uuid', word: 'apple', score: 1 })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return serverAnswer(init);
    }),
  );
});

const shownWords = async (): Promise<Word[]> => (await fetchOrKeptWords(URL_OF_LIST, 'token', LEARNER)) ?? [];

async function queueOfflineChanges() {
  await enqueue({ kind: 'score', userId: LEARNER, uuid: 'apple-uuid', score: 3 });
  await enqueue({ kind: 'add', userId: LEARNER, uuid: 'new-harbour', form, date: '2026-11-26T10:00:00Z' });
  // Another learner's changes, left on the device: never shown to this one.
  await enqueue({ kind: 'score', userId: LEARNER + 1, uuid: 'apple-uuid', score: 2 });
  await enqueue({ kind: 'add', userId: LEARNER + 1, uuid: 'new-other', form, date: '2026-11-26T10:00:00Z' });
}

describe('the words list with changes waiting', () => {
  it('online, shows the words added and the scores given offline until they are sent', async () => {
    await queueOfflineChanges();
    const words = await shownWords();
    expect(words.map(({ uuid, word, score }) => ({ uuid, word, score }))).toEqual([
      { uuid: 'new-harbour', word: 'harbour', score: 1 },
      { uuid: 'apple-uuid', word: 'apple', score: 3 },
    ]);
  });

  it('revalidated (304), shows them too', async () => {
    await shownWords(); // kept with its ETag
    await queueOfflineChanges();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    expect((await shownWords()).map((word) => word.uuid)).toEqual(['new-harbour', 'apple-uuid']);
  });

  it('offline, shows them over the kept list', async () => {
    await shownWords();
    await queueOfflineChanges();
    online = false;
    expect((await shownWords()).map((word) => [word.uuid, word.score])).toEqual([
      ['new-harbour', 1],
      ['apple-uuid', 3],
    ]);
  });

  it('does not show twice a word whose add was answered while its entry is still queued', async () => {
    await queueOfflineChanges();
    await rememberAdded('new-harbour', 'harbour-uuid');
    serverWords = [makeWord({ uuid: 'harbour-uuid', word: 'harbour' }), ...serverWords];
    expect((await shownWords()).map((word) => word.uuid)).toEqual(['harbour-uuid', 'apple-uuid']);
  });

  it('answers the list as it came when nothing waits', async () => {
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', LEARNER)).toEqual(serverWords);
  });
});

describe('keeping the list', () => {
  it('writes nothing until the caller keeps it, then revalidates with the kept ETag', async () => {
    const fetched = await fetchListWords(URL_OF_LIST, 'token', LEARNER + 2);
    expect(fetched?.words).toEqual(serverWords);
    online = false;
    // Not kept yet: offline, there is no list to open.
    expect(await fetchListWords(URL_OF_LIST, 'token', LEARNER + 2)).toBeNull();
    await fetched?.keep?.();
    expect((await fetchListWords(URL_OF_LIST, 'token', LEARNER + 2))?.words).toEqual(serverWords);

    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(new Headers(init.headers).get('If-None-Match'));
        return new Response(null, { status: 304 });
      }),
    );
    const revalidated = await fetchListWords(URL_OF_LIST, 'token', LEARNER + 2);
    expect(asked).toEqual([`"${serverWords.length}-c"`]);
    expect(revalidated).toEqual({ words: serverWords, keep: null });
  });

  it('answers a 304 with nothing kept as no list, for the api client to ask again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    expect(await fetchListWords(URL_OF_LIST, 'token', LEARNER + 3)).toBeNull();
  });
});

describe('the form of the list', () => {
  const encountered = makeWord({ word: 'Straße', sentence: '長い 🚲', highQuality: true, encounterCount: 2 });

  it('asks for the compact form and keeps it as it came, which opens offline', async () => {
    serverWords = [encountered, ...serverWords];
    const accepted: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        accepted.push(new Headers(init?.headers).get('Accept'));
        if (!online) throw new TypeError('Failed to fetch');
        return serverAnswer(init);
      }),
    );
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', LEARNER + 4)).toEqual(serverWords);
    expect(accepted).toEqual([WORD_ROWS_MEDIA_TYPE]);
    online = false;
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', LEARNER + 4)).toEqual(serverWords);
  });

  it('opens a JSON copy kept by an earlier release, and asks the server for the compact form anew', async () => {
    const learner = LEARNER + 5;
    await writeKept(keptWordsKey(learner), { etag: '"1"', text: JSON.stringify([encountered]) });
    await writeKept(`words-etag:${learner}`, '"1"');
    online = false;
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', learner)).toEqual([encountered]);
    online = true;
    // The JSON copy's ETag is not the compact form's: the server answers the whole list.
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', learner)).toEqual(serverWords);
    online = false;
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', learner)).toEqual(serverWords);
  });

  it('reads the JSON of a server that does not know the compact form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(serverWords), { headers: { etag: '"old"' } })),
    );
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', LEARNER + 6)).toEqual(serverWords);
    online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchOrKeptWords(URL_OF_LIST, 'token', LEARNER + 6)).toEqual(serverWords);
  });
});
