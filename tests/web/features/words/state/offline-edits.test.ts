// Word edits made offline (docs/decisions/0031-offline-study.md), through the real api client
// against a stubbed server: kept when offline and sent with the version they started from
// (If-Match); a 409 whose word reads as the edit is the edit already taken (sent before the app
// closed); any other 409 keeps both versions for the learner, who chooses; nothing is overwritten.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word, WordForm } from '../../../../../shared/words/types';
import {
  editConflictsAtom,
  keepMine,
  keepTheirs,
} from '../../../../../web/src/features/words/state/edit-conflicts';
import { saveEdit, sendWaitingChanges } from '../../../../../web/src/features/words/state/offline-changes';
import { offlineNoticeAtom, waitingAtom } from '../../../../../web/src/lib/offline/offline-state';
import { waitingCount } from '../../../../../web/src/lib/offline/outbox';
import { appStore, tokenAtom, wordsAtom } from '../../../../../web/src/lib/session';
import { makeShownWord } from '../../../../shared/words/make-word';
import { makeToken, sampleUser } from '../../../render-app';

let online = true;
let puts: { url: string; ifMatch: string | null; word: string }[] = [];
/** The word as the server holds it; a PUT answers 409 unless its If-Match is this version. */
let server: Word & { updatedAt: number };

const form = (word: string): WordForm => ({
  word,
  wordTranslation: 'manzana',
  sentence: 'An apple a day.',
  sentenceTranslation: '',
  language: 'en-US',
  voice: 'en-US-Female',
  highQuality: false,
  category: 'Nature',
});

beforeEach(() => {
  online = true;
  puts = [];
  const word = makeShownWord({ word: 'apple', wordTranslation: 'manzana', sentence: 'An apple a day.' });
  server = { ...word, category: 'Nature', updatedAt: 100 };
  appStore.set(wordsAtom, [{ ...server, display: true }]);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const url = String(input);
      if (url.endsWith('/words/get/words')) return Response.json([server]);
      const ifMatch = new Headers(init?.headers).get('If-Match');
      const sent = init?.body as FormData;
      puts.push({ url, ifMatch, word: String(sent.get('word')) });
      if (ifMatch !== `"${server.updatedAt}"`)
        return Response.json({ code: 'word_changed', message: 'This word was changed.' }, { status: 409 });
      server = { ...server, word: String(sent.get('word')), updatedAt: server.updatedAt + 1 };
      return Response.json(server);
    }),
  );
  appStore.set(tokenAtom, makeToken());
  appStore.set(waitingAtom, 0);
  appStore.set(offlineNoticeAtom, null);
  appStore.set(editConflictsAtom, []);
});

describe('edits made offline', () => {
  it('wait in the outbox and are sent in order, each over the version the one before made', async () => {
    online = false;
    expect(await saveEdit(server.uuid, form('apples'), { version: 100 })).toBeNull();
    expect(await saveEdit(server.uuid, form('green apples'), { version: 100 })).toBeNull();
    online = true;
    await sendWaitingChanges();
    expect(puts.map((p) => [p.word, p.ifMatch])).toEqual([
      ['apples', '"100"'],
      ['green apples', '"101"'],
    ]);
    expect(server.word).toBe('green apples');
    expect(await waitingCount(sampleUser.id)).toBe(0);
    expect(appStore.get(editConflictsAtom)).toEqual([]);
  });

  it('refuse a picture change offline, keeping nothing', async () => {
    online = false;
    await expect(
      saveEdit(server.uuid, form('apples'), { version: 100, removePicture: true }),
    ).rejects.toThrow(/picture/);
    expect(await waitingCount(sampleUser.id)).toBe(0);
  });

  it('count as taken when the server already reads as the edit (sent before the app closed)', async () => {
    online = false;
    await saveEdit(server.uuid, form('apples'), { version: 100 });
    online = true;
    server = { ...server, word: 'apples', updatedAt: 101 };
    await sendWaitingChanges();
    expect(appStore.get(editConflictsAtom)).toEqual([]);
    expect(await waitingCount(sampleUser.id)).toBe(0);
  });

  it('meeting a change made elsewhere, keep both versions and let the learner choose', async () => {
    online = false;
    await saveEdit(server.uuid, form('apples'), { version: 100 });
    online = true;
    server = { ...server, word: 'pear', updatedAt: 105 };
    await sendWaitingChanges();
    expect(server.word).toBe('pear');
    const [conflict] = appStore.get(editConflictsAtom);
    expect(conflict?.mine.word).toBe('apples');
    expect(conflict?.theirs.word).toBe('pear');
    expect(appStore.get(wordsAtom)[0]?.word).toBe('pear');
    if (!conflict) return;

    await keepMine(conflict);
    expect(puts.at(-1)).toMatchObject({ word: 'apples', ifMatch: '"105"' });
    expect(server.word).toBe('apples');
    expect(appStore.get(editConflictsAtom)).toEqual([]);
  });

  it('meeting a change made elsewhere, drop the offline edit when the learner keeps the other', async () => {
    online = false;
    await saveEdit(server.uuid, form('apples'), { version: 100 });
    online = true;
    server = { ...server, word: 'pear', updatedAt: 105 };
    await sendWaitingChanges();
    const [conflict] = appStore.get(editConflictsAtom);
    if (!conflict) throw new Error('no conflict kept');
    const before = puts.length;
    await keepTheirs(conflict);
    expect(puts).toHaveLength(before);
    expect(server.word).toBe('pear');
    expect(appStore.get(editConflictsAtom)).toEqual([]);
  });
});
