// The study modes while the list changes under them (SPEC §4 "Words list"): a word added at the
// top or an edit does not move the card on screen, and the media player plays on with the word
// after the one it just played. Each mode also links the word on screen to the outside references.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import { insertWord, replaceWord } from '../../../../../web/src/features/words/state/words-store';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { aWord, scriptAudio, signInWith } from './study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => vi.clearAllMocks());

function threeWords() {
  const words = ['cat', 'dog', 'eel'].map((word) =>
    aWord({ word, speechWord: `${word}-w`, speechSentence: '', sentence: '' }),
  );
  signInWith(words);
  return words;
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('the test mode', () => {
  it('keeps the card on screen when a word is added at the top or the word is edited', async () => {
    const [, dog] = threeWords();
    const user = userEvent.setup();
    render(<TestMode />);
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    expect(heading()).toBe('dog');
    expect(screen.getByText('2 / 3')).toBeTruthy();

    act(() => insertWord(aWord({ word: 'ant' })));
    expect(heading()).toBe('dog');
    expect(screen.getByText('3 / 4')).toBeTruthy();

    act(() => replaceWord({ ...(dog as NonNullable<typeof dog>), word: 'hound' }));
    expect(heading()).toBe('hound');
    expect(screen.getByText('3 / 4')).toBeTruthy();
  });

  it('links the word on screen to the translate site, examples, a dictionary and pictures', () => {
    threeWords();
    render(<TestMode />);
    const links = within(screen.getByRole('navigation', { name: 'Look up “cat”' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Translate “cat”',
      'Example sentences with “cat”',
      '“cat” in the dictionary',
      'Pictures of “cat”',
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(links[2]?.getAttribute('href')).toBe('https://en.wiktionary.org/wiki/cat');
  });
});

describe('the media player', () => {
  it('plays on with the word after the one it played when a word is added at the top', async () => {
    threeWords();
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await audio[0]?.finish();
    expect(audio[1]?.ids[0]).toBe('dog-w');

    act(() => insertWord(aWord({ word: 'ant', speechWord: 'ant-w' })));
    expect(heading()).toBe('dog');
    expect(screen.getByText('3 / 4')).toBeTruthy();
    await audio[1]?.finish();
    expect(audio[2]?.ids[0]).toBe('eel-w');
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it('links the word on screen to the outside references', async () => {
    threeWords();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    const nav = screen.getByRole('navigation', { name: 'Look up “dog”' });
    expect(within(nav).getByRole('link', { name: 'Pictures of “dog”' }).getAttribute('href')).toBe(
      'https://www.google.com/search?tbm=isch&q=dog',
    );
  });
});
