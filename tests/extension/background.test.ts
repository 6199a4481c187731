// The background entrypoint as the browser runs it: install, a context-menu click, and the calls the
// popup makes. contextMenus is not in the fake browser, so the test stands in for it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../extension/entrypoints/background';
import { DEFAULT_APP_URL } from '../../extension/lib/app-url';
import { sendMessage } from '../../extension/lib/messages';
import { saveQueueItem, tokenItem, userItem } from '../../extension/lib/storage';

type ClickListener = (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => void;

function startBackground() {
  const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(() => 'save-selection');
  const removeAll = vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockResolvedValue(undefined);
  const clickListeners: ClickListener[] = [];
  vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation((listener) => {
    clickListeners.push(listener as ClickListener);
  });
  background.main();
  const click = (info: Partial<Browser.contextMenus.OnClickData>, tab?: Partial<Browser.tabs.Tab>) => {
    for (const listener of clickListeners) {
      listener({ menuItemId: 'save-selection', editable: false, ...info }, tab as Browser.tabs.Tab);
    }
  };
  return { create, removeAll, click };
}

/** Lets the storage writes started by a click settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

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

  it('queues the clicked selection, trimmed, with the page it came from', async () => {
    const { click } = startBackground();

    click(
      { selectionText: '  serendipity ', pageUrl: 'https://example.org/article' },
      { title: 'An article' },
    );
    await settle();

    const queue = await saveQueueItem.getValue();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      word: 'serendipity',
      sourceUrl: 'https://example.org/article',
      sourceTitle: 'An article',
    });
  });

  it('ignores clicks on menu items that are not its own', async () => {
    const { click } = startBackground();

    click({ menuItemId: 'something-else', selectionText: 'word' });
    await settle();

    expect(await saveQueueItem.getValue()).toEqual([]);
  });

  it('answers ping and getSession through the message map', async () => {
    startBackground();
    await tokenItem.setValue('header.payload.signature');
    await userItem.setValue({
      id: 7,
      uuid: 'u-7',
      subscriptionId: '',
      role: 1,
      deletingWords: 60,
      name: 'Ada',
      email: 'ada@example.org',
      date: '2025-01-01T00:00:00.000Z',
    });

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
});
