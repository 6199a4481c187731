// List mode (SPEC §2 "List mode", §4 "Words list"): ADD and edit, the delete overlay, and
// the choice between the table and the cards.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SortBy, SortOrder } from '../../../../shared/words/filter';
import { ListMode } from '../../../../web/src/features/words/list/list-mode';
import { wordDialogAtom } from '../../../../web/src/features/words/state/dialog-state';
import { dropMedia } from '../../../../web/src/features/words/state/media-cache';
import { deleteWord } from '../../../../web/src/features/words/state/words-api';
import { applySettings, defaultsFor } from '../../../../web/src/features/words/state/words-store';
import { appStore, wordsAtom } from '../../../../web/src/lib/session';
import { notifyError, notifySuccess } from '../../../../web/src/lib/toasts';
import { listedWords, resetWordsScreen, rowOf, signIn, windowWidth } from './list-fixtures';

vi.mock('../../../../web/src/features/words/state/words-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/words-api')>()),
  deleteWord: vi.fn(),
  fetchMediaBlob: vi.fn(async () => new Blob(['picture'], { type: 'image/png' })),
}));
vi.mock('../../../../web/src/features/words/state/audio-player', () => ({
  playSequence: vi.fn(async () => true),
  stopAudio: vi.fn(),
}));
vi.mock('../../../../web/src/features/words/state/media-cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/media-cache')>()),
  dropMedia: vi.fn(),
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
  URL.revokeObjectURL = () => undefined;
});

describe('ADD and edit', () => {
  it('open the add dialog and the edit dialog of the row', () => {
    const words = signIn();
    render(<ListMode />);
    fireEvent.click(screen.getByRole('button', { name: 'ADD' }));
    expect(appStore.get(wordDialogAtom)).toEqual({ mode: 'add' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit gato' }));
    expect(appStore.get(wordDialogAtom)).toEqual({
      mode: 'edit',
      uuid: words.find((w) => w.word === 'gato')?.uuid,
    });
  });
});

describe('the delete overlay', () => {
  it('asks, deletes with a busy icon, then drops the word and its media and says so', async () => {
    const casa = signIn().find((word) => word.word === 'casa');
    let answer: (value: { message: string }) => void = () => undefined;
    vi.mocked(deleteWord).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ListMode />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete casa' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Delete the word:\s*casa/);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    expect(deleteWord).toHaveBeenCalledWith(casa?.uuid);
    expect(confirm.getAttribute('aria-busy')).toBe('true');

    await act(async () => answer({ message: 'Word deleted!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listedWords()).toEqual(['árbol', 'mesa', 'שָׁלוֹם', 'gato', 'perro']);
    expect(appStore.get(wordsAtom)).toHaveLength(5);
    expect(dropMedia).toHaveBeenCalledWith(
      expect.objectContaining({ picture: 'pic-casa', speechWord: 'audio-casa' }),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Word deleted!');
  });

  it('closes without deleting', () => {
    signIn();
    render(<ListMode />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete gato' }));
    const footer = screen.getByRole('dialog').querySelector('.delete-overlay__actions') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteWord).not.toHaveBeenCalled();
    expect(listedWords()).toContain('gato');
  });

  it('hands a failure to the common error handler and keeps the word', async () => {
    signIn();
    vi.mocked(deleteWord).mockRejectedValue(new Error('offline'));
    render(<ListMode />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete gato' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Any error : offline'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(listedWords()).toContain('gato');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('table or cards', () => {
  it('shows cards, with no choice, at 895 px wide or less', () => {
    windowWidth(895);
    signIn();
    render(<ListMode />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('article', { name: 'casa' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show as cards' })).toBeNull();
    // The same clicks work on a card.
    fireEvent.click(within(rowOf('casa')).getByText('house'));
    expect(within(rowOf('casa')).getByRole('button', { name: 'Show translation of “casa”' })).toBeTruthy();
  });

  it('lets a wide screen choose, and remembers the choice under cardMode', () => {
    signIn();
    const first = render(<ListMode />);
    expect(screen.getByRole('table')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as cards' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(localStorage.getItem('cardMode')).toBe('true');
    first.unmount();
    render(<ListMode />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('keeps the list’s order in cards, alphabetical with accents beside their letters', () => {
    windowWidth(400);
    const words = signIn();
    applySettings(words, {
      ...defaultsFor(words.length),
      sort: { sortBy: SortBy.Alphabetically, inOrder: SortOrder.Ascending },
    });
    render(<ListMode />);
    expect(listedWords()).toEqual(['árbol', 'casa', 'gato', 'mesa', 'perro', 'שָׁלוֹם']);
  });
});
