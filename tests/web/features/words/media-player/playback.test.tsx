// The media player's playback (SPEC §4 "Media player"): word, sentence, the word `repeat` times,
// then the next shown word, wrapping to the first; pre-fetching; the sleep timer; Media Session.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import { stopAudio } from '../../../../../web/src/features/words/state/audio-player';
import { prefetchMedia } from '../../../../../web/src/features/words/state/media-cache';
import { notifyError } from '../../../../../web/src/lib/toasts';
import { aWord, RATE, scriptAudio, signInWith, USER_ID } from '../study/study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const counter = (text: string) => screen.getByText(text);
const playButton = () => screen.getByRole('button', { name: 'Play' });
const stopButton = () => screen.getByRole('button', { name: 'Stop' });

function twoWords() {
  const first = aWord({ word: 'cat', wordTranslation: 'chat', speechWord: 'cat-w', speechSentence: 'cat-s' });
  const second = aWord({
    word: 'dog',
    wordTranslation: 'chien',
    speechWord: 'dog-w',
    speechSentence: '',
    sentence: '',
    picture: 'dog-p',
  });
  signInWith([first, second]);
  return [first, second] as const;
}

describe('playing the shown words', () => {
  it('plays word, sentence, then the word `repeat` times, then the next word, wrapping', async () => {
    localStorage.setItem('mediaPlayer_repeat', '2');
    twoWords();
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    expect(counter('1 / 2')).toBeTruthy();

    await user.click(playButton());
    expect(audio[0]?.ids).toEqual(['cat-w', 'cat-s', 'cat-w', 'cat-w']);
    expect(audio[0]?.users).toEqual([USER_ID, USER_ID, USER_ID, USER_ID]);
    expect(audio[0]?.rate).toBe(RATE);

    await audio[0]?.finish();
    // A word without a sentence plays the word alone, then its repeats.
    expect(audio[1]?.ids).toEqual(['dog-w', 'dog-w', 'dog-w']);
    expect(counter('2 / 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'dog' })).toBeTruthy();

    await audio[1]?.finish();
    expect(audio[2]?.ids).toEqual(['cat-w', 'cat-s', 'cat-w', 'cat-w']);
    expect(counter('1 / 2')).toBeTruthy();
  });

  it('works over the shown words only, in their order', async () => {
    signInWith([
      aWord({ word: 'one', speechWord: 'one-w', speechSentence: '' }),
      aWord({ word: 'hidden', speechWord: 'hidden-w', display: false }),
      aWord({ word: 'three', speechWord: 'three-w', speechSentence: '' }),
    ]);
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    expect(counter('1 / 2')).toBeTruthy();
    await user.click(playButton());
    await audio[0]?.finish();
    expect(audio[1]?.ids).toEqual(['three-w', 'three-w']);
  });

  it('pre-fetches the next word while the current one plays', async () => {
    const [, second] = twoWords();
    scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(playButton());
    expect(prefetchMedia).toHaveBeenCalledWith('audio', USER_ID, second.speechWord);
    expect(prefetchMedia).toHaveBeenCalledWith('image', USER_ID, 'dog-p');
  });

  it('stops, and plays on from the word on screen', async () => {
    twoWords();
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(playButton());
    await user.click(stopButton());
    expect(stopAudio).toHaveBeenCalled();
    expect(playButton()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    expect(audio).toHaveLength(1);
    await user.click(playButton());
    expect(audio[1]?.ids[0]).toBe('dog-w');
  });

  it('moves with next and previous, wrapping at both ends, and plays the new word while playing', async () => {
    twoWords();
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(screen.getByRole('button', { name: 'Previous word' }));
    expect(counter('2 / 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    expect(counter('1 / 2')).toBeTruthy();
    await user.click(playButton());
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    expect(audio[1]?.ids[0]).toBe('dog-w');
    expect(stopButton()).toBeTruthy();
  });

  it('hands an audio failure to the common error handler and stops', async () => {
    twoWords();
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.click(playButton());
    await audio[0]?.fail(new Error('The audio could not be played.'));
    expect(notifyError).toHaveBeenCalledWith('Any error : The audio could not be played.');
    expect(playButton()).toBeTruthy();
  });

  it('pauses when the sleep timer runs out', async () => {
    vi.useFakeTimers();
    localStorage.setItem('mediaPlayer_sleep', '2');
    twoWords();
    scriptAudio();
    render(<MediaPlayer />);
    act(() => playButton().click());
    expect(stopButton()).toBeTruthy();
    act(() => vi.advanceTimersByTime(2 * 60_000 - 1));
    expect(stopButton()).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(playButton()).toBeTruthy();
    expect(stopAudio).toHaveBeenCalled();
  });

  it('sets no sleep timer at 0 minutes', () => {
    vi.useFakeTimers();
    twoWords();
    scriptAudio();
    render(<MediaPlayer />);
    act(() => playButton().click());
    act(() => vi.advanceTimersByTime(999 * 60_000));
    expect(stopButton()).toBeTruthy();
  });

  it('shows the word on the lock screen and answers its buttons (Media Session)', async () => {
    const session = {
      metadata: null as MediaMetadata | null,
      playbackState: 'none',
      handlers: new Map<string, (() => void) | null>(),
      setActionHandler(action: string, handler: (() => void) | null) {
        this.handlers.set(action, handler);
      },
    };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
    try {
      twoWords();
      const audio = scriptAudio();
      render(<MediaPlayer />);
      expect(session.metadata).toMatchObject({ title: 'cat', artist: 'chat' });
      act(() => session.handlers.get('nexttrack')?.());
      expect(counter('2 / 2')).toBeTruthy();
      expect(session.metadata).toMatchObject({ title: 'dog', artist: 'chien' });
      act(() => session.handlers.get('play')?.());
      expect(audio[0]?.ids[0]).toBe('dog-w');
      expect(session.playbackState).toBe('playing');
      act(() => session.handlers.get('pause')?.());
      expect(playButton()).toBeTruthy();
      expect(session.playbackState).toBe('paused');
      act(() => session.handlers.get('previoustrack')?.());
      expect(counter('1 / 2')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
    }
  });

  it('says so when no word is shown', () => {
    signInWith([aWord({ display: false })]);
    render(<MediaPlayer />);
    expect(screen.getByText('No words to study here yet')).toBeTruthy();
  });
});
