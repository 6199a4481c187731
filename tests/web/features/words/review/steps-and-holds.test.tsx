// Steps that wait, suspend, bury and the leech offer in the test's "Due today" order (decision
// 0046), on a faked clock: a word not known waits for its step while the others come first; when
// only waiting words are left the test counts down to the next one and takes it when it is due.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeHold } from '../../../../../web/src/features/words/review/holds-api';
import { wordDialogAtom } from '../../../../../web/src/features/words/state/dialog-state';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { appStore } from '../../../../../web/src/lib/session';
import { notifySuccess } from '../../../../../web/src/lib/toasts';
import { aWord, scriptAudio, signInWith } from '../study/study-fixtures';
import { answerExtras, serveReviews } from './review-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/features/words/review/holds-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.UTC(2026, 10, 25, 12) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  answerExtras.clear();
});

const MINUTE = 60_000;
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const summary = () => document.querySelector('.review-bar__summary')?.textContent;

async function startDue(due: string[], fresh: string[] = []) {
  const words = [...due, ...fresh].map((word) => aWord({ word, score: 1 }));
  signInWith(words);
  const server = serveReviews({
    due: words.filter((w) => due.includes(w.word)),
    fresh: words.filter((w) => fresh.includes(w.word)),
  });
  scriptAudio();
  vi.mocked(changeHold).mockImplementation(async (uuid, action) => ({
    uuid,
    suspended: action === 'suspend',
    buriedUntil: null,
    leech: false,
  }));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<TestMode />);
  await waitFor(() => expect(summary()).toBe(`${due.length} due · ${fresh.length} new`));
  return { user, words, server };
}

async function answerWith(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard('{Enter}');
  await user.keyboard(key);
}

describe('steps that wait', () => {
  it('shows the others first, then counts down to the waiting word and takes it when its step is due', async () => {
    const { user } = await startDue(['cat'], ['owl']);
    await answerWith(user, '1'); // cat waits 10 minutes
    await waitFor(() => expect(heading()).toBe('owl'));
    await answerWith(user, '3');
    const countdown = await screen.findByTestId('next-word-countdown');
    await waitFor(() => expect(countdown.textContent).toBe('Next word in 10 min'));
    await act(async () => vi.advanceTimersByTime(9 * MINUTE));
    expect(screen.getByTestId('next-word-countdown').textContent).toBe('Next word in 1 min');
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('next-word-countdown').textContent).toBe('Next word in 30 s');
    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(heading()).toBe('cat'));
    expect(screen.queryByTestId('next-word-countdown')).toBeNull();
  });
});

describe('suspend and bury', () => {
  it('suspends the word on screen: it leaves the queue at once and the learner is told', async () => {
    const { user, words } = await startDue(['cat', 'dog']);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(heading()).toBe('dog');
    expect(changeHold).toHaveBeenCalledWith(words[0]?.uuid, 'suspend');
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        '"cat" is suspended: it is in no queue until you resume it.',
      ),
    );
  });

  it('buries the word on screen until tomorrow', async () => {
    const { user, words } = await startDue(['cat', 'dog']);
    await user.click(screen.getByRole('button', { name: 'Bury' }));
    expect(heading()).toBe('dog');
    expect(changeHold).toHaveBeenCalledWith(words[0]?.uuid, 'bury');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('"cat" is buried until tomorrow.'));
  });
});

describe('the hold keys, as in the popup (decision 0062)', () => {
  it('buries with "-" before the answer is revealed and suspends with "@" after it', async () => {
    const { user, words } = await startDue(['cat', 'dog', 'owl']);
    expect(screen.getByRole('button', { name: 'Bury' }).getAttribute('aria-keyshortcuts')).toBe('-');
    expect(screen.getByRole('button', { name: 'Suspend' }).getAttribute('aria-keyshortcuts')).toBe('@');
    await user.keyboard('-');
    expect(heading()).toBe('dog');
    expect(changeHold).toHaveBeenLastCalledWith(words[0]?.uuid, 'bury');
    await user.keyboard('{Enter}');
    await user.keyboard('@');
    expect(heading()).toBe('owl');
    expect(changeHold).toHaveBeenLastCalledWith(words[1]?.uuid, 'suspend');
  });

  it('ignores a second press while the first hold is being sent, as the popup does', async () => {
    const { user, words } = await startDue(['cat', 'dog', 'owl']);
    let sent: () => void = () => {};
    vi.mocked(changeHold).mockImplementationOnce(
      (uuid) =>
        new Promise((resolve) => {
          sent = () => resolve({ uuid, suspended: false, buriedUntil: null, leech: false });
        }),
    );
    await user.keyboard('-');
    expect(heading()).toBe('dog');
    await user.keyboard('-');
    await user.keyboard('@');
    expect(heading()).toBe('dog');
    await act(async () => sent());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('"cat" is buried until tomorrow.'));
    expect(changeHold).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('dog');
    // Once it is back, the keys work again.
    await user.keyboard('-');
    expect(heading()).toBe('owl');
    await waitFor(() => expect(changeHold).toHaveBeenLastCalledWith(words[1]?.uuid, 'bury'));
  });

  it('leaves the keys alone with a modifier and while a word dialog is open', async () => {
    const { user } = await startDue(['cat', 'dog']);
    await user.keyboard('{Control>}-{/Control}');
    act(() => appStore.set(wordDialogAtom, { mode: 'add' }));
    await user.keyboard('@');
    act(() => appStore.set(wordDialogAtom, null));
    expect(changeHold).not.toHaveBeenCalled();
    expect(heading()).toBe('cat');
  });
});

describe('the leech offer', () => {
  it('offers to suspend a word the answer made a leech', async () => {
    const { user, words } = await startDue(['cat', 'dog']);
    answerExtras.set(words[0]?.uuid as string, { leech: true, lapses: 8 });
    await answerWith(user, '1');
    const offer = await screen.findByTestId('leech-offer');
    expect(offer.textContent).toContain('"cat" was forgotten 8 times.');
    expect(document.activeElement?.id).toBe('leech-offer-title');
    await user.click(screen.getAllByRole('button', { name: 'Suspend' })[0] as HTMLElement);
    expect(changeHold).toHaveBeenCalledWith(words[0]?.uuid, 'suspend');
    expect(screen.queryByTestId('leech-offer')).toBeNull();
  });

  it('offers to rewrite it in the word’s edit dialog, or to keep studying it', async () => {
    const { user, words } = await startDue(['cat', 'dog']);
    answerExtras.set(words[0]?.uuid as string, { leech: true, lapses: 8 });
    await answerWith(user, '1');
    await user.click(await screen.findByRole('button', { name: 'Rewrite it' }));
    expect(appStore.get(wordDialogAtom)).toEqual({ mode: 'edit', uuid: words[0]?.uuid });
    expect(screen.queryByTestId('leech-offer')).toBeNull();
    expect(changeHold).not.toHaveBeenCalled();
  });
});
