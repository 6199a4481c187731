// A link to one word (/words/list?word=<uuid>, the extension card's "Open in Wordhoard"): the list
// scrolls to the word and marks it; a word the settings hide opens in its edit dialog with a
// notice; an unknown word is said to be missing. The query leaves the address each time.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WORD_LINK_HIDDEN, WORD_LINK_NOT_FOUND, wordLinkPath } from '../../../../shared/words/word-link';
import { wordDialogAtom } from '../../../../web/src/features/words/state/dialog-state';
import { linkedWordAtom } from '../../../../web/src/features/words/state/linked-word';
import { fetchPreferences, fetchWords } from '../../../../web/src/features/words/state/words-api';
import { appStore } from '../../../../web/src/lib/session';
import { notifyError, notifyWarning } from '../../../../web/src/lib/toasts';
import { makeToken, renderApp } from '../../render-app';
import { preferences, resetWordsScreen, rowOf, sampleWords, windowWidth } from './list-fixtures';

vi.mock('../../../../web/src/features/words/state/words-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/words-api')>()),
  fetchWords: vi.fn(),
  fetchPreferences: vi.fn(),
  replaceToken: vi.fn(),
  fetchMediaBlob: vi.fn(async () => new Blob(['picture'], { type: 'image/png' })),
}));
vi.mock('../../../../web/src/lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/lib/toasts')>()),
  notifyError: vi.fn(async () => undefined),
  notifyWarning: vi.fn(async () => undefined),
}));

const words = sampleWords();
const uuidOf = (text: string) => words.find((word) => word.word === text)?.uuid ?? '';

beforeEach(() => {
  vi.clearAllMocks();
  resetWordsScreen();
  appStore.set(wordDialogAtom, null);
  appStore.set(linkedWordAtom, null);
  windowWidth(1280);
  URL.createObjectURL = () => 'blob:picture';
  // jsdom lays nothing out: the list's scroll is recorded, not performed.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.mocked(fetchWords).mockResolvedValue(words);
  vi.mocked(fetchPreferences).mockResolvedValue(preferences);
});

describe('a link to one word', () => {
  it('scrolls the list to the word and marks its row, then leaves the address', async () => {
    const app = renderApp(wordLinkPath(uuidOf('gato')), { token: makeToken() });
    // The first render loads the words screen's chunk: on a busy machine that takes a while.
    await waitFor(() => expect(rowOf('gato').className).toContain('words-table__row--linked'), {
      timeout: 15_000,
    });
    expect(rowOf('perro').className).not.toContain('--linked');
    expect(window.scrollTo).toHaveBeenCalled();
    expect(app.currentPath()).toBe('/words/list');
    // The router moves to the address without the query in a transition.
    await waitFor(() => expect(app.currentSearch()).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('opens a word the settings hide in its edit dialog, and says why', async () => {
    // Saved settings that show score 3 only: gato has score 1.
    localStorage.setItem('displaySettings', JSON.stringify({ select: { score: 3 } }));
    renderApp(wordLinkPath(uuidOf('gato')), { token: makeToken() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('gato')).toBeTruthy();
    expect(notifyWarning).toHaveBeenCalledWith(WORD_LINK_HIDDEN);
  });

  it('says a word that is not in the list is missing, and changes nothing', async () => {
    renderApp(wordLinkPath('no-such-word'), { token: makeToken() });
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(WORD_LINK_NOT_FOUND));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.words-table__row--linked')).toBeNull();
  });
});
