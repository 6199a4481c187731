// The words list as the words worker reads it (docs/decisions/0031-offline-study.md), through
// IndexedDB (fake-indexeddb) against a stubbed network: online or offline, the changes still
// waiting show over the server's list, the learner's own only, and an add already answered once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word } from '../../../../../shared/words/types';
import { fetchListText, fetchOrKeptText } from '../../../../../web/src/features/words/state/kept-words';
import { rememberAdded } from '../../../../../web/src/lib/offline/new-word-ids';
import { enqueue } from '../../../../../web/src/lib/offline/outbox';
import { makeWord, makeWordForm } from '../../../../shared/words/make-word';

const LEARNER = 7;
const URL_OF_LIST = 'http://localhost/api/words/get/words';
const form = makeWordForm();

let serverWords: Word[] = [];
let online = true;

beforeEach(() => {
  online = true;
  serverWords = [makeWord({ uuid: 'apple-uuid', word: 'apple', score: 1 })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(serverWords), { headers: { etag: `"${serverWords.length}"` } });
    }),
  );
});

async function shownWords(): Promise<Word[]> {
  const text = await fetchOrKeptText(URL_OF_LIST, 'token', LEARNER);
  return JSON.parse(text ?? 'null') as Word[];
}

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
    expect(await fetchOrKeptText(URL_OF_LIST, 'token', LEARNER)).toBe(JSON.stringify(serverWords));
  });
});

describe('keeping the list', () => {
  it('writes nothing until the caller keeps it, then revalidates with the kept ETag', async () => {
    const fetched = await fetchListText(URL_OF_LIST, 'token', LEARNER + 2);
    expect(fetched?.text).toBe(JSON.stringify(serverWords));
    online = false;
    // Not kept yet: offline, there is no list to open.
    expect(await fetchListText(URL_OF_LIST, 'token', LEARNER + 2)).toBeNull();
    await fetched?.keep?.();
    expect((await fetchListText(URL_OF_LIST, 'token', LEARNER + 2))?.text).toBe(JSON.stringify(serverWords));

    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(new Headers(init.headers).get('If-None-Match'));
        return new Response(null, { status: 304 });
      }),
    );
    const revalidated = await fetchListText(URL_OF_LIST, 'token', LEARNER + 2);
    expect(asked).toEqual([`"${serverWords.length}"`]);
    expect(revalidated).toEqual({ text: JSON.stringify(serverWords), keep: null });
  });

  it('answers a 304 with nothing kept as no list, for the api client to ask again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    expect(await fetchListText(URL_OF_LIST, 'token', LEARNER + 3)).toBeNull();
  });
});
