// The background entrypoint as the browser runs it: install and start-up, a context-menu click, the
// retry alarm, and the popup's calls through the message map.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_APP_URL } from '../../extension/lib/app-url';
import { sendMessage } from '../../extension/lib/messages';
import { enqueue, FLUSH_ALARM, readQueue } from '../../extension/lib/save-queue';
import { saveQueueItem, tokenItem, userItem, wordsCacheItem } from '../../extension/lib/storage';
import { ADA, type FakeApi, PASSWORD, startFakeApi, tokenFor, wordFrom } from './fake-api';
import { openPage, PAGE, scriptPage } from './fake-page';
import { startBackground } from './start-background';

let api: FakeApi;

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  api = startFakeApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const waiting = (word: string) => ({
  id: word,
  word,
  wordTranslation: '',
  sentence: '',
  sentenceTranslation: '',
  category: 'No',
  sourceUrl: '',
  sourceTitle: '',
  translate: false,
  savedAt: '2025-05-01T10:00:00.000Z',
});

async function signIn() {
  const token = await tokenFor();
  api.tokens.add(token);
  await tokenItem.setValue(token);
  await userItem.setValue(ADA);
}

describe('background', () => {
  it('creates the "Save to Wordhoard" item for selected text on install', async () => {
    const { create, removeAll } = startBackground();
    expect(create).not.toHaveBeenCalled();

    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });

    expect(removeAll).toHaveBeenCalledOnce();
    expect(create).toHaveBeenCalledExactlyOnceWith({
      id: 'save-selection',
      title: 'Save “%s” to Wordhoard',
      contexts: ['selection'],
    });
  });

  it('shows the waiting words on the badge again after a browser restart, and sends them', async () => {
    await saveQueueItem.setValue([waiting('petrichor')]);
    await signIn();
    startBackground();

    await fakeBrowser.runtime.onStartup.trigger();

    expect(await browser.action.getBadgeText({})).toBe('1');
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(api.words.map((word) => word.word)).toEqual(['petrichor']);
  });

  it('saves the clicked selection with the sentence around it and says so on the page', async () => {
    await signIn();
    const page = scriptPage();
    openPage('<p>Clouds gathered. A petrichor hung in the air.</p>', 'petrichor');
    const { click } = startBackground();

    click({ selectionText: 'petrichor', pageUrl: PAGE.url, frameId: 0 }, PAGE);

    await vi.waitFor(() => expect(page.toasts).toEqual([['"petrichor" added!', 'success']]));
    expect(api.words[0]).toMatchObject({ word: 'petrichor', sentence: 'A petrichor hung in the air.' });
  });

  it('ignores clicks on menu items that are not its own', async () => {
    await signIn();
    const page = scriptPage();
    const { click } = startBackground();

    click({ menuItemId: 'something-else', selectionText: 'word' }, PAGE);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(page.toasts).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('sends the waiting words when the retry alarm fires', async () => {
    await signIn();
    startBackground();
    await enqueue(waiting('petrichor'));

    await fakeBrowser.alarms.onAlarm.trigger({ name: FLUSH_ALARM, scheduledTime: Date.now() });

    await vi.waitFor(async () => expect(await browser.action.getBadgeText({})).toBe(''));
    expect(api.words.map((word) => word.word)).toEqual(['petrichor']);
  });

  it('signs in from the popup: the shared rules first, then the API’s answer', async () => {
    startBackground();
    await saveQueueItem.setValue([waiting('petrichor')]);
    api.words.push(wordFrom({ word: 'serendipity' }));

    await expect(sendMessage('signIn', { email: 'ada', password: '' })).rejects.toMatchObject({
      code: 'invalid',
      message: 'Invalid email address. Missing password',
    });
    await expect(
      sendMessage('signIn', { email: ADA.email, password: 'wrong password' }),
    ).rejects.toMatchObject({
      message: 'Wrong e-mail or password.',
    });

    const session = await sendMessage('signIn', { email: ADA.email, password: PASSWORD });

    expect(session.user?.name).toBe('Ada');
    // Signing in loads the learner's words and sends the words that waited for it.
    expect(session.pendingSaves).toBe(0);
    expect((await wordsCacheItem.getValue()).map((word) => word.word).sort()).toEqual([
      'petrichor',
      'serendipity',
    ]);
  });

  it('names the server it could not reach', async () => {
    startBackground();
    api.down = true;

    await expect(sendMessage('signIn', { email: ADA.email, password: PASSWORD })).rejects.toMatchObject({
      code: 'unreachable',
      message: `Wordhoard at ${DEFAULT_APP_URL} could not be reached. Check your connection.`,
    });
  });

  it('answers ping and getSession through the message map', async () => {
    startBackground();
    await signIn();

    expect(await sendMessage('ping')).toBe('pong');
    const session = await sendMessage('getSession');
    expect(session.serverUrl).toBe(DEFAULT_APP_URL);
    expect(session.user?.name).toBe('Ada');
    expect(session.pendingSaves).toBe(0);
  });

  it('reports no user when the token is missing or the stored user is unreadable', async () => {
    startBackground();
    await userItem.setValue({ name: 'Ada' } as never);
    expect((await sendMessage('getSession')).user).toBeNull();

    await tokenItem.setValue('header.payload.signature');
    expect((await sendMessage('getSession')).user).toBeNull();
  });

  it('changes a score on the server and in the cached words', async () => {
    startBackground();
    await signIn();
    const word = wordFrom({ word: 'petrichor' });
    api.words.push(word);
    await wordsCacheItem.setValue([word]);

    expect(await sendMessage('setScore', { uuid: word.uuid, score: 2 })).toBe(2);
    expect(api.words[0]?.score).toBe(2);
    expect((await sendMessage('getWords'))[0]?.score).toBe(2);
  });
});
