// The test mode (SPEC §2 "Test mode", §4 "Test", "Score"): the answer starts hidden; revealing it
// speaks the word then the sentence unless muted; scores run 1 to 3, are saved, and show a badge.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wordDialogAtom } from '../../../../../web/src/features/words/state/dialog-state';
import { updateScore } from '../../../../../web/src/features/words/state/words-api';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { appStore } from '../../../../../web/src/lib/session';
import { notifyError } from '../../../../../web/src/lib/toasts';
import { aWord, RATE, scriptAudio, shownWords, signInWith } from '../study/study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });
const scoreShown = () => document.querySelector('.test-score [data-score]')?.getAttribute('data-score');

function startTest(score: 1 | 2 | 3 = 1) {
  const cat = aWord({
    word: 'cat',
    wordTranslation: 'chat',
    sentence: 'The cat sleeps.',
    sentenceTranslation: 'Le chat dort.',
    speechWord: 'cat-w',
    speechSentence: 'cat-s',
    picture: 'cat-p',
    score,
  });
  const dog = aWord({ word: 'dog', wordTranslation: 'chien', speechWord: 'dog-w', speechSentence: 'dog-s' });
  signInWith([cat, dog]);
  const audio = scriptAudio();
  const user = userEvent.setup();
  render(<TestMode />);
  return { cat, dog, audio, user };
}

describe('the answer', () => {
  it('starts hidden: the word and sentence show, the translations and picture do not', () => {
    startTest();
    expect(screen.getByRole('heading', { name: 'cat' })).toBeTruthy();
    expect(screen.getByText('The cat sleeps.')).toBeTruthy();
    expect(screen.queryByText('chat')).toBeNull();
    expect(screen.queryByText('Le chat dort.')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Translation hidden')).toBeTruthy();
  });

  it('reveals the translations and picture, speaking the word then the sentence, and hides them again', async () => {
    const { audio, user } = startTest();
    await user.click(button('Reveal'));
    expect(screen.getByText('chat')).toBeTruthy();
    expect(screen.getByText('Le chat dort.')).toBeTruthy();
    expect((await screen.findByRole('img', { name: /cat/ })).getAttribute('src')).toBe('blob:image/cat-p');
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s']);
    expect(audio[0]?.rate).toBe(RATE);
    await user.click(button('Hide'));
    expect(screen.queryByText('chat')).toBeNull();
  });

  it('is hidden again on the next word', async () => {
    const { user } = startTest();
    await user.click(button('Reveal'));
    await user.click(button('Next word'));
    expect(screen.getByRole('heading', { name: 'dog' })).toBeTruthy();
    expect(screen.queryByText('chien')).toBeNull();
  });

  it('reveals in silence when muted', async () => {
    const { audio, user } = startTest();
    await user.click(button('Mute'));
    expect(button('Mute').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Reveal'));
    expect(screen.getByText('chat')).toBeTruthy();
    expect(audio).toHaveLength(0);
  });

  it('plays the word or the sentence alone from their speaker icons', async () => {
    const { audio, user } = startTest();
    await user.click(button('Play the word'));
    await user.click(button('Play the sentence'));
    expect(audio.map((call) => call.ids)).toEqual([['cat-w'], ['cat-s']]);
  });
});

describe('moving between words', () => {
  it('shows the position and wraps at both ends', async () => {
    const { user } = startTest();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await user.click(button('Previous word'));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.click(button('Next word'));
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });

  it('opens the edit dialog for the word on screen', async () => {
    const { cat, user } = startTest();
    await user.click(button('Edit word'));
    expect(appStore.get(wordDialogAtom)).toEqual({ mode: 'edit', uuid: cat.uuid });
  });
});

describe('the score', () => {
  it('goes up one step, is saved, and takes the server’s value', async () => {
    const { cat, user } = startTest(1);
    vi.mocked(updateScore).mockResolvedValue(2);
    await user.click(button('Score up'));
    expect(updateScore).toHaveBeenCalledWith(cat.uuid, 2);
    expect(shownWords()[0]?.score).toBe(2);
    expect(scoreShown()).toBe('2');
  });

  it('goes down one step', async () => {
    const { cat, user } = startTest(3);
    vi.mocked(updateScore).mockResolvedValue(2);
    await user.click(button('Score down'));
    expect(updateScore).toHaveBeenCalledWith(cat.uuid, 2);
  });

  it('does not go above 3', async () => {
    const { user } = startTest(3);
    await user.click(button('Score up'));
    expect(updateScore).not.toHaveBeenCalled();
    expect(scoreShown()).toBe('3');
    // The badge still answers the press.
    expect(screen.getByTestId('score-badge').textContent).toContain('3');
  });

  it('does not go below 1', async () => {
    const { user } = startTest(1);
    await user.click(button('Score down'));
    expect(updateScore).not.toHaveBeenCalled();
    expect(scoreShown()).toBe('1');
  });

  it('shows its colour: 1 red, 2 amber, 3 green', async () => {
    const { user } = startTest(1);
    const pill = () => document.querySelector('.test-score [data-score]');
    expect(pill()?.className).toContain('score--red');
    vi.mocked(updateScore).mockResolvedValueOnce(2).mockResolvedValueOnce(3);
    await user.click(button('Score up'));
    expect(pill()?.className).toContain('score--amber');
    await user.click(button('Score up'));
    expect(pill()?.className).toContain('score--green');
  });

  it('shows a badge with the new score for 500 ms', async () => {
    startTest(1);
    vi.mocked(updateScore).mockResolvedValue(2);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(button('Score up')));
    expect(screen.getByTestId('score-badge').textContent).toContain('2');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByTestId('score-badge')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('score-badge')).toBeNull();
  });

  it('hands a failed save to the common error handler and keeps the saved score', async () => {
    const { user } = startTest(1);
    vi.mocked(updateScore).mockRejectedValue(new Error('offline'));
    await user.click(button('Score up'));
    expect(notifyError).toHaveBeenCalledWith('Any error : offline');
    expect(scoreShown()).toBe('1');
    expect(shownWords()[0]?.score).toBe(1);
  });
});
