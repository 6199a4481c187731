// The popup's Test tab with the real background on the fake browser: the spec's quick test first,
// "Due today" beside it walking today's queue; an answer comes only after the reveal, and one
// given offline says it waits, then reaches the server once, from the popup.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAnswers } from '../../extension/lib/review-answers';
import type { Word } from '../../shared/api';
import type { FakeApi } from './fake-api';
import { renderTestTab, startStudy } from './test-tab';

let api: FakeApi;
let words: Word[];

beforeEach(async () => {
  ({ api, words } = await startStudy(
    [
      ['petrichor', 'olor a lluvia'],
      ['serendipity', 'serendipia'],
    ],
    { due: [1], new: [0] },
  ));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answers = () => api.requests.filter((request) => request.path === '/review/answer');

describe('the popup’s Test tab', () => {
  it('opens on the spec’s quick test, with today’s queue one press away', async () => {
    renderTestTab(words);
    const all = await screen.findByRole('button', { name: 'All words' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Test yourself' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Due today (2)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('walks the due word, then the new one; answers only after the reveal; an offline answer waits', async () => {
    renderTestTab(words);
    fireEvent.click(await screen.findByRole('button', { name: 'Due today (2)' }));
    const card = screen.getByRole('region', { name: 'Due today' });
    expect(within(card).getByText('1 due · 1 new')).toBeTruthy();
    expect(within(card).getByText('serendipity')).toBeTruthy();

    fireEvent.keyDown(card, { key: '3' });
    expect(within(card).queryByRole('button', { name: /Know very well/ })).toBeNull();
    expect(answers()).toEqual([]);

    fireEvent.keyDown(card, { key: ' ' });
    expect(await within(card).findByText('serendipia')).toBeTruthy();
    api.down = true;
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /Know roughly/ }));
    });
    expect(await within(card).findByText('petrichor')).toBeTruthy();
    expect(within(card).getByText('0 due · 1 new')).toBeTruthy();
    expect(within(card).getByText('1 answer will be sent as soon as Wordhoard can be reached.')).toBeTruthy();

    api.down = false;
    await flushAnswers();
    expect(api.reviews.map((review) => [review.uuid, review.grade, review.source])).toEqual([
      [words[1]?.uuid, 2, 'popup'],
    ]);
  });

  it('counts down to a word waiting for its step, then shows it when the step is due (decision 0046)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    try {
      api.reviewQueue = { due: [words[1]?.uuid ?? ''], new: [] };
      renderTestTab(words);
      fireEvent.click(await screen.findByRole('button', { name: 'Due today (1)' }));
      const card = screen.getByRole('region', { name: 'Due today' });
      fireEvent.keyDown(card, { key: ' ' });
      // Not known: the server keeps it waiting 10 minutes.
      api.reviewQueue = {
        due: [],
        new: [],
        waiting: [{ uuid: words[1]?.uuid ?? '', due: Date.now() + 600_000 }],
      };
      await act(async () => {
        fireEvent.click(within(card).getByRole('button', { name: /Don.t know/ }));
      });
      const countdown = await within(card).findByTestId('next-word-countdown');
      expect(countdown.textContent).toBe('Next word in 10 min');
      expect(within(card).queryByText('serendipity')).toBeNull();
      await act(async () => vi.advanceTimersByTime(9 * 60_000));
      expect(within(card).getByTestId('next-word-countdown').textContent).toBe('Next word in 1 min');
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(await within(card).findByText('serendipity')).toBeTruthy();
      expect(within(card).queryByTestId('next-word-countdown')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
