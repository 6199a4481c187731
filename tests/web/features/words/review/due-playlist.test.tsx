// The media player's "Due today" playlist (issue 16 part 6): today's queue, due words then new
// ones, played as the spec's player plays (word, sentence, repeats); listening records nothing.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import {
  answerReview,
  fetchReviewQueue,
  updateScore,
} from '../../../../../web/src/features/words/state/words-api';
import { aWord, scriptAudio, signInWith } from '../study/study-fixtures';
import { serveReviews } from './review-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('the "Due today" playlist', () => {
  it('plays the due words then the new ones, and records nothing', async () => {
    const [cat, dog, owl] = ['cat', 'dog', 'owl'].map((word) =>
      aWord({ word, speechWord: `${word}-w`, speechSentence: `${word}-s` }),
    );
    if (!cat || !dog || !owl) throw new Error('three words');
    signInWith([cat, dog, owl]);
    serveReviews({ due: [owl], fresh: [cat] });
    const audio = scriptAudio();
    const user = userEvent.setup();
    render(<MediaPlayer />);
    // The spec's playlist first, and no call of the queue until the learner asks for it.
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(fetchReviewQueue).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Playlist' }), 'due');
    await screen.findByText('1 due · 1 new');
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'owl' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio[0]?.ids).toEqual(['owl-w', 'owl-s', 'owl-w']);
    await audio[0]?.finish();
    expect(audio[1]?.ids).toEqual(['cat-w', 'cat-s', 'cat-w']);
    await audio[1]?.finish();
    expect(audio[2]?.ids).toEqual(['owl-w', 'owl-s', 'owl-w']);
    expect(answerReview).not.toHaveBeenCalled();
    expect(updateScore).not.toHaveBeenCalled();

    // Back to the shown words: that player starts stopped.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playlist' }), 'list');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('says when nothing is due', async () => {
    signInWith([aWord({ word: 'cat' })]);
    serveReviews({ due: [], fresh: [] });
    const user = userEvent.setup();
    render(<MediaPlayer />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playlist' }), 'due');
    expect(await screen.findByText('Nothing is due today.')).toBeTruthy();
  });

  it('counts down to a word waiting for its step, and plays it when the step is due (decision 0046)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const cat = aWord({ word: 'cat' });
      signInWith([cat]);
      const server = serveReviews({ due: [], fresh: [] });
      server.queue.waiting.push({ uuid: cat.uuid, due: Date.now() + 5 * 60_000 });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<MediaPlayer />);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Playlist' }), 'due');
      expect((await screen.findByTestId('next-word-countdown')).textContent).toBe('Next word in 5 min');
      expect(screen.queryByText('Nothing is due today.')).toBeNull();
      await act(async () => vi.advanceTimersByTime(5 * 60_000));
      expect(await screen.findByRole('heading', { name: 'cat' })).toBeTruthy();
      expect(screen.queryByTestId('next-word-countdown')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
