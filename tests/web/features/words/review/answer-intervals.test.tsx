// @vitest-environment jsdom
// (happy-dom, the project's default, does not emulate what this file checks: see vitest.config.ts.)
// The answer buttons show where each grade sends the word (Anki's "10m / 2d / 4d"), as the
// server's queue says, to the eye and to a screen reader; without intervals they show none.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { aWord, scriptAudio, signInWith } from '../study/study-fixtures';
import { serveReviews } from './review-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const shownIntervals = () =>
  [...document.querySelectorAll('.review-grade__interval [aria-hidden="true"]')].map((e) => e.textContent);

async function start(withIntervals: boolean) {
  const cat = aWord({ word: 'cat', score: 1 });
  const dog = aWord({ word: 'dog', score: 1 });
  signInWith([cat, dog]);
  const intervals = withIntervals
    ? {
        [cat.uuid]: [10 * MINUTE, 2 * DAY, 4 * DAY, 15 * DAY] as const,
        [dog.uuid]: [10 * MINUTE, 20 * DAY, 45 * DAY, 400 * DAY] as const,
      }
    : undefined;
  serveReviews({ due: [cat, dog], fresh: [], intervals });
  scriptAudio();
  const user = userEvent.setup();
  render(<TestMode />);
  await waitFor(() =>
    expect(document.querySelector('.review-bar__summary')?.textContent).toBe('2 due · 0 new'),
  );
  return user;
}

describe("the answer buttons' intervals", () => {
  it("show each grade's interval for the word on screen, and the next word's after an answer", async () => {
    const user = await start(true);
    expect(shownIntervals()).toEqual(['10m', '2d', '4d', '15d']);
    expect(screen.getByRole('button', { name: 'Know very well, in 4 days' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('button', { name: 'Know very well, in 4 days' }));
    await waitFor(() => expect(shownIntervals()).toEqual(['10m', '20d', '1.5mo', '1.1y']));
    expect(screen.getByRole('button', { name: "Don't know, in 10 minutes" })).toBeTruthy();
  });

  it('show none where the queue sent none (a queue kept offline from before)', async () => {
    await start(false);
    expect(shownIntervals()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Know very well' })).toBeTruthy();
  });
});
