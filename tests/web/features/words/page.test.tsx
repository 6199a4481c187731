// The words screen (SPEC §2 "Words screen", §4 "Session"): loading, who may see it, the tab
// bar and the settings toggle, and the token renewal 10 s after it opened.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word } from '../../../../shared/words/types';
import {
  deleteWord,
  fetchPreferences,
  fetchWords,
  replaceToken,
} from '../../../../web/src/features/words/state/words-api';
import { appStore, tokenAtom } from '../../../../web/src/lib/session';
import { makeToken, renderApp, sampleUser } from '../../render-app';
import { aWord, listedWords, preferences, resetWordsScreen, sampleWords, windowWidth } from './list-fixtures';

vi.mock('../../../../web/src/features/words/state/words-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/words-api')>()),
  fetchWords: vi.fn(),
  fetchPreferences: vi.fn(),
  replaceToken: vi.fn(),
  deleteWord: vi.fn(),
  fetchMediaBlob: vi.fn(async () => new Blob(['picture'], { type: 'image/png' })),
}));
vi.mock('../../../../web/src/lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/lib/toasts')>()),
  notifySuccess: vi.fn(async () => undefined),
  notifyError: vi.fn(async () => undefined),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetWordsScreen();
  windowWidth(1280);
  URL.createObjectURL = () => 'blob:picture';
  vi.mocked(fetchWords).mockResolvedValue(sampleWords());
  vi.mocked(fetchPreferences).mockResolvedValue(preferences);
});

const signedIn = (role = 1) => makeToken({ ...sampleUser, role });

describe('loading', () => {
  it("says 'Loading...' until the words and preferences have come", async () => {
    let answer: (words: Word[]) => void = () => undefined;
    vi.mocked(fetchWords).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp('/words/list', { token: signedIn() });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => answer(sampleWords()));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    // The rows follow in a transition, once the list knows where it starts on the page.
    await waitFor(() => expect(listedWords()[0]).toBe('árbol'));
  });

  it.each([2, 5])('sends role %i to the payment page', async (role) => {
    const app = renderApp('/words/list', { token: signedIn(role) });
    await waitFor(() => expect(app.currentPath()).toBe('/payment'));
    expect(fetchWords).not.toHaveBeenCalled();
  });
});

describe('the tab bar', () => {
  it('links the three modes and names each tab', async () => {
    renderApp('/words/list', { token: signedIn() });
    const tabs = within(await screen.findByRole('navigation', { name: 'Study modes' }));
    expect(tabs.getByRole('link', { name: 'List' }).getAttribute('href')).toBe('/words/list');
    expect(tabs.getByRole('link', { name: 'Media Player' }).getAttribute('href')).toBe('/words/media-player');
    expect(tabs.getByRole('link', { name: 'Test' }).getAttribute('href')).toBe('/words/test');
    expect(tabs.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
  });

  it('Settings opens and closes the panel and remembers it under openSettings', async () => {
    const first = renderApp('/words/list', { token: signedIn() });
    const settings = await screen.findByRole('button', { name: 'Settings' });
    await screen.findByRole('table');
    expect(screen.queryByRole('form', { name: 'Sort and select' })).toBeNull();
    fireEvent.click(settings);
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: 'Sort and select' })).toBeTruthy();
    expect(localStorage.getItem('openSettings')).toBe('true');
    first.unmount();

    renderApp('/words/list', { token: signedIn() });
    expect(await screen.findByRole('form', { name: 'Sort and select' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('form', { name: 'Sort and select' })).toBeNull();
    expect(localStorage.getItem('openSettings')).toBe('false');
  });
});

describe('a deletion', () => {
  it('refreshes the count and the categories of the panel', async () => {
    const words = [aWord({ word: 'casa', category: 'Home' }), aWord({ word: 'gato', category: 'Animals' })];
    vi.mocked(fetchWords).mockResolvedValue(words);
    vi.mocked(deleteWord).mockResolvedValue({ message: 'Word deleted!' });
    localStorage.setItem('openSettings', 'true');
    renderApp('/words/list', { token: signedIn() });
    const count = await screen.findByRole('button', { name: /^Total Words/ });
    expect(count.textContent).toBe('2');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete casa' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(count.textContent).toBe('1'));
    const categories = Array.from(
      (screen.getByLabelText('Category') as HTMLSelectElement).options,
      (o) => o.text,
    );
    expect(categories).toEqual(['All', 'No Category', 'Animals']);
  });
});

describe('token renewal', () => {
  /** The callback the page scheduled 10 s after it opened. */
  function renewalTimer(spy: { mock: { calls: unknown[][] } }): () => void {
    const call = spy.mock.calls.find(([, delay]) => delay === 10_000);
    if (!call) throw new Error('no 10 s timer was set');
    return call[0] as () => void;
  }

  it('renews the token and loads the words when none have loaded 10 s after opening', async () => {
    vi.mocked(fetchWords).mockRejectedValueOnce(new Error('offline'));
    const newToken = makeToken({ ...sampleUser, role: 3 });
    vi.mocked(replaceToken).mockResolvedValue(newToken);
    const timers = vi.spyOn(window, 'setTimeout');
    renderApp('/words/list', { token: signedIn() });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(fetchWords).toHaveBeenCalledTimes(1));

    await act(async () => renewalTimer(timers)());
    expect(replaceToken).toHaveBeenCalledTimes(1);
    expect(appStore.get(tokenAtom)).toBe(newToken);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(fetchWords).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the words have loaded', async () => {
    const timers = vi.spyOn(window, 'setTimeout');
    renderApp('/words/list', { token: signedIn() });
    await screen.findByRole('table');
    await act(async () => renewalTimer(timers)());
    expect(replaceToken).not.toHaveBeenCalled();
  });
});
