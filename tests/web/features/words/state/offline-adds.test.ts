// New words added offline (docs/decisions/0031-offline-study.md), through the real api client and
// IndexedDB (fake-indexeddb) against a stubbed network: the add waits with its id, the changes
// made to the waiting word follow it to the server's uuid, an add sent twice carries one key, and
// a refusal drops the add with its changes and says why.
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWaitingNewWord, offlineAddRefused } from '../../../../../shared/offline/new-words';
import {
  saveEdit,
  saveNewWord,
  saveScore,
  sendWaitingChanges,
} from '../../../../../web/src/features/words/state/offline-changes';
import { waitingAtom } from '../../../../../web/src/lib/offline/offline-state';
import { waitingCount } from '../../../../../web/src/lib/offline/outbox';
import { appStore, tokenAtom, wordsAtom } from '../../../../../web/src/lib/session';
import { makeShownWord, makeWordForm } from '../../../../shared/words/make-word';
import { makeToken, sampleUser } from '../../../render-app';

let online = true;
/** Every call that reached the network: method, path, and the add's Idempotency-Key. */
let calls: { call: string; key: string | null; body: BodyInit | null | undefined }[] = [];
let answer: (url: string, method: string) => Response;

const savedHouse = (uuid = 'server-uuid-1') => ({
  uuid,
  word: 'house',
  wordTranslation: '',
  sentence: '',
  sentenceTranslation: '',
  language: 'en-US',
  voice: 'en-US-Female',
  highQuality: false,
  picture: '',
  speechWord: 'a'.repeat(32),
  speechSentence: '',
  category: 'No',
  score: 1,
  date: '2026-01-01T00:00:00.000Z',
  sourceUrl: '',
  sourceTitle: '',
  updatedAt: 1,
  message: '"house" added!',
});

const form = makeWordForm({ word: 'house' });

beforeEach(() => {
  online = true;
  calls = [];
  answer = (_url, method) =>
    method === 'POST' ? Response.json(savedHouse(), { status: 201 }) : Response.json(3);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const url = String(input);
      const method = init?.method ?? 'GET';
      const key = new Headers(init?.headers).get('Idempotency-Key');
      calls.push({ call: `${method} ${url}`, key, body: init?.body });
      return answer(url, method);
    }),
  );
  appStore.set(tokenAtom, makeToken());
  appStore.set(waitingAtom, 0);
  appStore.set(wordsAtom, []);
});
afterEach(() => appStore.set(waitingAtom, 0));

async function addOffline() {
  online = false;
  const kept = await saveNewWord(form, new Blob(['picture bytes'], { type: 'image/png' }));
  if (!('waiting' in kept)) throw new Error('the add was not kept');
  appStore.set(wordsAtom, [{ ...kept.waiting, display: true }]);
  return kept.waiting;
}

describe('a word added offline', () => {
  it('waits under its own id, shown as the text typed with no audio yet', async () => {
    const waiting = await addOffline();
    expect(isWaitingNewWord(waiting.uuid)).toBe(true);
    expect(waiting).toMatchObject({ word: 'house', category: 'No', score: 1, speechWord: '', picture: '' });
    expect(await waitingCount(sampleUser.id)).toBe(1);
    expect(calls).toEqual([]);
  });

  it('is sent once online with its id as Idempotency-Key and its picture; its changes follow to the new uuid', async () => {
    const waiting = await addOffline();
    expect(await saveScore(waiting.uuid, 3)).toBeNull();
    expect(await saveEdit(waiting.uuid, { ...form, wordTranslation: 'casa' })).toBeNull();
    online = true;
    answer = (url, method) => {
      if (url.endsWith('/offline/changes')) return Response.json({ outcomes: [{ applied: true, score: 3 }] });
      if (method === 'POST') return Response.json(savedHouse(), { status: 201 });
      if (method === 'PUT')
        return Response.json({ ...savedHouse(), wordTranslation: 'casa', score: 3, updatedAt: 2 });
      return Response.json(3);
    };
    await sendWaitingChanges();
    expect(calls.map((c) => c.call)).toEqual([
      'POST /api/words/add',
      'POST /api/offline/changes',
      'PUT /api/words/update/server-uuid-1',
    ]);
    expect(JSON.parse(String(calls[1]?.body)).changes).toEqual([
      { kind: 'score', uuid: 'server-uuid-1', score: 3 },
    ]);
    expect(calls[0]?.key).toBe(waiting.uuid);
    expect((calls[0]?.body as FormData | undefined)?.get('myImage')).toBeInstanceOf(Blob);
    expect(await waitingCount(sampleUser.id)).toBe(0);
    // The list shows the saved word under the server's uuid, as the server holds it now.
    const [shown] = appStore.get(wordsAtom);
    expect(shown).toMatchObject({ uuid: 'server-uuid-1', score: 3, wordTranslation: 'casa' });
  });

  it('sent again after an answer that never arrived carries the same key', async () => {
    const waiting = await addOffline();
    online = true;
    // The server takes the add, but the answer is lost (the app closed, the network dropped).
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await sendWaitingChanges();
    expect(await waitingCount(sampleUser.id)).toBe(1);
    answer = () => Response.json(savedHouse(), { status: 201 });
    await sendWaitingChanges();
    expect(calls.map((c) => c.key)).toEqual([waiting.uuid, waiting.uuid]);
    expect(await waitingCount(sampleUser.id)).toBe(0);
  });

  it('leaves the list once sent, when a list fetched meanwhile already holds the saved word', async () => {
    const waiting = await addOffline();
    // The next start's list came after the server took the add whose answer was lost: both show.
    const saved = makeShownWord({ uuid: 'server-uuid-1', word: 'house' });
    appStore.set(wordsAtom, [{ ...waiting, display: true }, saved]);
    online = true;
    await sendWaitingChanges();
    expect(appStore.get(wordsAtom).map((w) => w.uuid)).toEqual(['server-uuid-1']);
  });

  it("refused by the spec's duplicate rule is dropped with its changes, and the learner is told", async () => {
    const shown = vi.spyOn(toast, 'error');
    const waiting = await addOffline();
    await saveScore(waiting.uuid, 2);
    online = true;
    answer = () =>
      Response.json({ code: 'word_exists', message: 'The word already exists.' }, { status: 409 });
    await sendWaitingChanges();
    expect(calls.map((c) => c.call)).toEqual(['POST /api/words/add']);
    expect(await waitingCount(sampleUser.id)).toBe(0);
    expect(appStore.get(wordsAtom)).toEqual([]);
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith(offlineAddRefused('house', 'The word already exists.')),
    );
  });

  it('online, is sent at once, named by a key too', async () => {
    const sent = await saveNewWord(form);
    expect('saved' in sent && sent.saved.uuid).toBe('server-uuid-1');
    expect(calls).toHaveLength(1);
    expect(isWaitingNewWord(calls[0]?.key ?? '')).toBe(true);
  });
});
