// Keys of the study modes (SPEC §2 "Gestures and keys"): Space (play/stop in the player, reveal in
// the test), Enter (reveal/hide), ArrowLeft/ArrowRight (previous/next), ArrowUp/ArrowDown (score).
// Keys are left alone while typing, while a dialog is open and on a focused button.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import { wordDialogAtom } from '../../../../../web/src/features/words/state/dialog-state';
import { updateScore } from '../../../../../web/src/features/words/state/words-api';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { appStore } from '../../../../../web/src/lib/session';
import { aWord, scriptAudio, signInWith } from './study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  appStore.set(wordDialogAtom, null);
  vi.clearAllMocks();
});

function twoWords(score: 1 | 2 | 3 = 2) {
  const cat = aWord({
    word: 'cat',
    wordTranslation: 'chat',
    speechWord: 'cat-w',
    speechSentence: 'cat-s',
    score,
  });
  const dog = aWord({ word: 'dog', wordTranslation: 'chien', speechWord: 'dog-w', speechSentence: '' });
  signInWith([cat, dog]);
  return { cat, audio: scriptAudio(), user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('in the media player', () => {
  it('Space plays and stops', async () => {
    const { audio, user } = twoWords();
    render(<MediaPlayer />);
    await user.keyboard(' ');
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s', 'cat-w']);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('Enter hides and shows the translations', async () => {
    const { user } = twoWords();
    render(<MediaPlayer />);
    expect(screen.getByText('chat')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('chat')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByText('chat')).toBeTruthy();
  });

  it('the arrows move between words and change the score', async () => {
    const { cat, user } = twoWords(2);
    vi.mocked(updateScore).mockImplementation(async (_uuid, score) => score);
    render(<MediaPlayer />);
    await user.keyboard('{ArrowUp}');
    expect(updateScore).toHaveBeenLastCalledWith(cat.uuid, 3);
    await user.keyboard('{ArrowDown}');
    expect(updateScore).toHaveBeenLastCalledWith(cat.uuid, 2);
    await user.keyboard('{ArrowRight}');
    expect(heading()).toBe('dog');
    await user.keyboard('{ArrowRight}');
    expect(heading()).toBe('cat');
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toBe('dog');
  });
});

describe('in the test', () => {
  it('Space and Enter reveal and hide the answer', async () => {
    const { audio, user } = twoWords();
    render(<TestMode />);
    await user.keyboard(' ');
    expect(screen.getByText('chat')).toBeTruthy();
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s']);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('chat')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByText('chat')).toBeTruthy();
  });

  it('the arrows move between words and change the score', async () => {
    const { cat, user } = twoWords(2);
    vi.mocked(updateScore).mockImplementation(async (_uuid, score) => score);
    render(<TestMode />);
    await user.keyboard('{ArrowDown}');
    expect(updateScore).toHaveBeenLastCalledWith(cat.uuid, 1);
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toBe('dog');
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toBe('cat');
  });
});

describe('keys that belong elsewhere', () => {
  it('are left to a text field that has focus', async () => {
    const { user } = twoWords();
    render(
      <>
        <input aria-label="Search" />
        <TestMode />
      </>,
    );
    await user.click(screen.getByLabelText('Search'));
    await user.keyboard(' {Enter}{ArrowRight}');
    expect(screen.queryByText('chat')).toBeNull();
    expect(heading()).toBe('cat');
  });

  it('are left alone while a word dialog is open', async () => {
    const { user } = twoWords();
    render(<TestMode />);
    act(() => appStore.set(wordDialogAtom, { mode: 'add' }));
    await user.keyboard(' {ArrowRight}');
    expect(screen.queryByText('chat')).toBeNull();
    expect(heading()).toBe('cat');
  });

  it('are left alone while any modal dialog is on the page', async () => {
    const { user } = twoWords();
    render(
      <>
        <div role="dialog" aria-modal="true" aria-label="Language settings" />
        <TestMode />
      </>,
    );
    await user.keyboard('{ArrowRight}');
    expect(heading()).toBe('cat');
  });

  it('Space on a focused button presses that button only', async () => {
    const { user } = twoWords();
    render(<TestMode />);
    screen.getByRole('button', { name: 'Next word' }).focus();
    await user.keyboard(' ');
    expect(heading()).toBe('dog');
    expect(screen.queryByText('chien')).toBeNull();
  });

  it('are left alone with a modifier, and a held Space does not flip back and forth', async () => {
    const { user } = twoWords();
    render(<TestMode />);
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(heading()).toBe('cat');
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: ' ', repeat: true });
    fireEvent.keyDown(document.body, { key: ' ', repeat: true });
    expect(screen.getByText('chat')).toBeTruthy();
  });
});
