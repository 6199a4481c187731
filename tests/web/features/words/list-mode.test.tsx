// List mode (SPEC §2 "List mode"): what the list shows and what each click on it does.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListMode } from '../../../../web/src/features/words/list/list-mode';
import { playSequence } from '../../../../web/src/features/words/state/audio-player';
import { applySettings, defaultsFor } from '../../../../web/src/features/words/state/words-store';
import { aWord, listedWords, resetWordsScreen, rowOf, signIn, windowWidth } from './list-fixtures';

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

describe('what the list shows', () => {
  it('lists every word newest first in a table with the spec’s columns', () => {
    signIn();
    render(<ListMode />);
    expect(listedWords()).toEqual(['árbol', 'mesa', 'שָׁלוֹם', 'gato', 'perro', 'casa']);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Actions',
      'Word',
      'Translation',
      'Picture',
      'Sentence',
      'Translation',
      'Score',
      'Category',
      'Date',
    ]);
  });

  it('lists only the words the settings show', () => {
    const words = signIn();
    applySettings(words, {
      ...defaultsFor(words.length),
      select: { ...defaultsFor(words.length).select, score: 3 },
    });
    render(<ListMode />);
    expect(listedWords()).toEqual(['árbol', 'casa']);
  });

  it('shows the score in its colour, the category label and the day', () => {
    signIn();
    render(<ListMode />);
    const casa = within(rowOf('casa'));
    const score = (word: string) => within(rowOf(word)).getByTitle(/^Score \d/);
    expect(score('casa').textContent).toBe('Score 3');
    expect(score('casa').className).toContain('score--green');
    expect(score('perro').className).toContain('score--amber');
    expect(score('gato').className).toContain('score--red');
    // The same pill as the study modes, smaller.
    expect(score('gato').className).toContain('score-badge--small');
    expect(casa.getByText('Home')).toBeTruthy();
    expect(within(rowOf('שָׁלוֹם')).getByText('No Category')).toBeTruthy();
    expect(casa.getByText('2025-02-01')).toBeTruthy();
  });

  it('renders what the learner typed as text, never as markup', () => {
    signIn([aWord({ word: '<b>bold</b>', wordTranslation: '<img src=x onerror=alert(1)>' })]);
    const { container } = render(<ListMode />);
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('links a saved word to its page, and every word to outside references', () => {
    signIn();
    render(<ListMode />);
    const source = within(rowOf('casa')).getByRole('link', { name: 'Saved from: Casa - Wikipedia' });
    expect(source.getAttribute('href')).toBe('https://es.wikipedia.org/wiki/Casa');
    expect(source.getAttribute('title')).toBe('Casa - Wikipedia');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(within(rowOf('perro')).queryByRole('link', { name: /Saved from/ })).toBeNull();

    const hrefs = within(rowOf('perro'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://translate.google.com/?sl=es&tl=en&text=perro&op=translate',
      'https://sentence.yourdictionary.com/perro',
      'https://en.wiktionary.org/wiki/perro',
      'https://www.google.com/search?tbm=isch&q=perro',
    ]);
  });

  it('gives a long sentence and its translation their whole text as a tooltip', () => {
    const sentence = `${'A sentence that goes on '.repeat(8)}and ends.`;
    const translation = `${'Une phrase qui continue '.repeat(8)}et finit.`;
    signIn([
      aWord({ word: 'long', sentence, sentenceTranslation: translation, speechSentence: 'audio-long' }),
      aWord({ word: 'short', sentence: 'Short.', sentenceTranslation: 'Court.', speechSentence: 'audio-s' }),
    ]);
    render(<ListMode />);
    expect(within(rowOf('long')).getByText(sentence).closest('button')?.title).toBe(sentence);
    expect(within(rowOf('long')).getByText(translation).closest('button')?.title).toBe(translation);
    expect(within(rowOf('short')).getByText('Short.').closest('button')?.title).toBe('Play');
  });

  it('says so when no word passes the settings', () => {
    const words = signIn();
    applySettings(words, { ...defaultsFor(words.length), search: 'zzz' });
    render(<ListMode />);
    expect(screen.getByRole('status').textContent).toMatch(/No word matches/);
  });
});

describe('clicks on a word', () => {
  it('plays the word’s audio, or the sentence’s, at the learner’s speech speed', () => {
    signIn();
    render(<ListMode />);
    fireEvent.click(within(rowOf('casa')).getByText('casa'));
    expect(playSequence).toHaveBeenLastCalledWith([{ userId: 7, id: 'audio-casa' }], 1.5);
    fireEvent.click(within(rowOf('casa')).getByText('La casa es grande.'));
    expect(playSequence).toHaveBeenLastCalledWith([{ userId: 7, id: 'audio-casa-sentence' }], 1.5);
  });

  it('hides and shows one translation when it is clicked', () => {
    signIn();
    render(<ListMode />);
    const row = within(rowOf('casa'));
    fireEvent.click(row.getByText('house'));
    expect(row.queryByText('house')).toBeNull();
    expect(row.getByText('The house is big.')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Show translation of “casa”' }));
    expect(row.getByText('house')).toBeTruthy();
  });

  it('hides every translation with the eye, and then reveals one at a time', () => {
    signIn();
    render(<ListMode />);
    const eye = screen.getByRole('button', { name: 'Hide translations' });
    fireEvent.click(eye);
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    for (const text of ['house', 'dog', 'cat', 'peace', 'table', 'tree', 'The house is big.']) {
      expect(screen.queryByText(text)).toBeNull();
    }
    fireEvent.click(within(rowOf('perro')).getByRole('button', { name: 'Show translation of “perro”' }));
    expect(
      within(rowOf('casa')).getByRole('button', { name: 'Show sentence translation of “casa”' }),
    ).toBeTruthy();
    expect(screen.getByText('dog')).toBeTruthy();
    expect(screen.queryByText('cat')).toBeNull();
    fireEvent.click(eye);
    expect(screen.getByText('house')).toBeTruthy();
    expect(screen.getByText('dog')).toBeTruthy();
  });

  it('covers the picture with a placeholder and uncovers it', async () => {
    signIn();
    render(<ListMode />);
    const row = within(rowOf('casa'));
    const picture = row.getByRole('button', { name: 'Cover the picture of casa' });
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toBe('blob:picture'));
    fireEvent.click(picture);
    expect(picture.getAttribute('aria-pressed')).toBe('true');
    expect(row.getByTestId('picture-cover')).toBeTruthy();
    fireEvent.click(picture);
    expect(row.queryByTestId('picture-cover')).toBeNull();
    expect(within(rowOf('perro')).queryByRole('button', { name: /picture/ })).toBeNull();
  });
});
