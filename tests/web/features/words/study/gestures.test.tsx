// Gestures on the study card (SPEC §2 "Gestures and keys", §9): a tap reveals or hides the answer,
// a double tap (within 400 ms) stops or continues playback, swipes beyond 10 px move between words
// (left = next) or change the score (up = plus).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import { stopAudio } from '../../../../../web/src/features/words/state/audio-player';
import { updateScore } from '../../../../../web/src/features/words/state/words-api';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { aWord, drag, scriptAudio, signInWith, tap } from './study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function twoWords() {
  vi.useFakeTimers();
  const cat = aWord({
    word: 'cat',
    wordTranslation: 'chat',
    speechWord: 'cat-w',
    speechSentence: 'cat-s',
    score: 2,
  });
  const dog = aWord({ word: 'dog', wordTranslation: 'chien', speechWord: 'dog-w', speechSentence: '' });
  signInWith([cat, dog]);
  vi.mocked(updateScore).mockImplementation(async (_uuid, score) => score);
  return { cat, audio: scriptAudio() };
}

const card = () => screen.getByRole('article');
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const waitOutDoubleTap = () => act(() => vi.advanceTimersByTime(400));

describe('taps in the test', () => {
  it('a tap reveals the answer once the double-tap window has passed, and a later tap hides it', () => {
    twoWords();
    render(<TestMode />);
    tap(card());
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByText('chat')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('chat')).toBeTruthy();
    tap(card());
    waitOutDoubleTap();
    expect(screen.queryByText('chat')).toBeNull();
  });

  it('a double tap plays the sound without revealing, and another one stops it', () => {
    const { audio } = twoWords();
    render(<TestMode />);
    tap(card());
    tap(card());
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s']);
    waitOutDoubleTap();
    expect(screen.queryByText('chat')).toBeNull();
    tap(card());
    tap(card());
    expect(stopAudio).toHaveBeenCalled();
    expect(audio).toHaveLength(1);
  });

  it('a press on a speaker button inside the card is not a tap on the card', () => {
    const { audio } = twoWords();
    render(<TestMode />);
    tap(screen.getByRole('button', { name: 'Play the word' }));
    waitOutDoubleTap();
    expect(screen.queryByText('chat')).toBeNull();
    expect(audio).toHaveLength(0);
  });
});

describe('swipes', () => {
  it('left goes to the next word and right to the previous, wrapping', () => {
    twoWords();
    render(<TestMode />);
    drag(card(), -60, 4);
    expect(heading()).toBe('dog');
    drag(card(), -60, 0);
    expect(heading()).toBe('cat');
    drag(card(), 60, 0);
    expect(heading()).toBe('dog');
  });

  it('up raises the score and down lowers it', async () => {
    const { cat } = twoWords();
    render(<TestMode />);
    await act(async () => drag(card(), 5, -60));
    expect(updateScore).toHaveBeenLastCalledWith(cat.uuid, 3);
    await act(async () => drag(card(), 0, 60));
    expect(updateScore).toHaveBeenLastCalledWith(cat.uuid, 2);
  });

  it('needs more than 10 px; a smaller movement is a tap', () => {
    twoWords();
    render(<TestMode />);
    drag(card(), -10, 0);
    expect(heading()).toBe('cat');
    waitOutDoubleTap();
    expect(screen.getByText('chat')).toBeTruthy();
    drag(card(), -11, 0);
    expect(heading()).toBe('dog');
  });
});

describe('in the media player', () => {
  it('a double tap plays and stops, a tap hides and shows the translations', () => {
    const { audio } = twoWords();
    render(<MediaPlayer />);
    tap(card());
    tap(card());
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s', 'cat-w']);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    tap(card());
    tap(card());
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    tap(card());
    waitOutDoubleTap();
    expect(screen.queryByText('chat')).toBeNull();
  });

  it('a swipe left while playing plays the next word', () => {
    const { audio } = twoWords();
    render(<MediaPlayer />);
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    drag(card(), -40, 0);
    expect(heading()).toBe('dog');
    expect(audio[1]?.ids[0]).toBe('dog-w');
  });
});
