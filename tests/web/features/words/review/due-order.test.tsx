// @vitest-environment jsdom
// (happy-dom, the project's default, does not emulate what this file checks: see vitest.config.ts.)
// The test's "Due today" order (issue 16): it opens in it when something is due, headed by what is
// left; it walks the due words, then the new ones; each answer (reveal, then a button or a key)
// sets the word's score and is sent with its own id; undo takes the last one back; the day's end
// says so and leads back to the spec's order.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerReview, undoReview, updateScore } from '../../../../../web/src/features/words/state/words-api';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { aWord, scriptAudio, shownWords, signInWith } from '../study/study-fixtures';
import { serveReviews } from './review-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const button = (name: string) => screen.getByRole('button', { name });
// A button in a disabled fieldset is disabled without an attribute of its own.
const disabled = (name: string) => button(name).matches(':disabled');
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const summary = () => document.querySelector('.review-bar__summary')?.textContent;
const scoreOf = (word: string) => shownWords().find((w) => w.word === word)?.score;

async function startDue(due = ['cat', 'dog'], fresh = ['owl']) {
  const words = [...due, ...fresh, 'zebra'].map((word) => aWord({ word, score: 1 }));
  const pick = (names: string[]) => words.filter((w) => names.includes(w.word));
  signInWith(words);
  const server = serveReviews({ due: pick(due), fresh: pick(fresh) });
  scriptAudio();
  const user = userEvent.setup();
  render(<TestMode />);
  await waitFor(() => expect(summary()).toBe(`${due.length} due · ${fresh.length} new`));
  return { server, user };
}

describe('the order', () => {
  it('opens in "Due today" when something is due, walking the due words then the new ones', async () => {
    const { user } = await startDue();
    expect((screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement).value).toBe('due');
    expect(heading()).toBe('cat');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await user.click(button('Next word'));
    expect(heading()).toBe('dog');
    await user.click(button('Next word'));
    expect(heading()).toBe('owl');
    // Wrapping, as the spec's order does.
    await user.click(button('Next word'));
    expect(heading()).toBe('cat');
  });

  it('stays in the spec’s order when nothing is due, and "Due today" can still be chosen', async () => {
    const { user } = await startDue([], ['owl']);
    const order = screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement;
    expect(order.value).toBe('list');
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Don't know" })).toBeNull();
    await user.selectOptions(order, 'due');
    expect(heading()).toBe('owl');
    expect(screen.getByText('1 / 1')).toBeTruthy();
  });
});

describe('an answer', () => {
  it('waits for the answer to be revealed', async () => {
    const { user } = await startDue();
    expect(disabled('Know very well')).toBe(true);
    await user.keyboard('3');
    expect(answerReview).not.toHaveBeenCalled();
    expect(heading()).toBe('cat');
  });

  it('is one review: the button sends the grade with a new answer id, sets the score and moves on', async () => {
    const { user } = await startDue();
    await user.click(button('Reveal'));
    await user.click(button('Know very well'));
    expect(heading()).toBe('dog');
    await waitFor(() => expect(summary()).toBe('1 due · 1 new'));
    expect(scoreOf('cat')).toBe(3);
    const body = vi.mocked(answerReview).mock.calls[0]?.[0];
    expect(body).toMatchObject({ uuid: shownWords()[0]?.uuid, grade: 3, source: 'web-test' });
    expect(body?.answerId).toMatch(/^[0-9a-f-]{36}$/);
    // The spec's score call is not the one used.
    expect(updateScore).not.toHaveBeenCalled();
  });

  it('takes the keys 1 to 4, each with its own id', async () => {
    const { user } = await startDue(['cat', 'dog'], ['owl', 'yak']);
    for (const key of ['2', '4', '1']) {
      await user.keyboard('{Enter}');
      await user.keyboard(key);
    }
    await waitFor(() => expect(vi.mocked(answerReview).mock.calls).toHaveLength(3));
    const calls = vi.mocked(answerReview).mock.calls.map(([body]) => body);
    expect(calls.map((body) => body.grade)).toEqual([2, 4, 1]);
    expect(new Set(calls.map((body) => body.answerId)).size).toBe(3);
    await waitFor(() => expect(scoreOf('owl')).toBe(1));
    expect(scoreOf('cat')).toBe(2);
    expect(scoreOf('dog')).toBe(3);
    // "Don't know" brings the word back today, once its step is due (decision 0046): it waits.
    await waitFor(() => expect(summary()).toBe('0 due · 1 new'));
  });
});

describe('undo', () => {
  it('takes back the last answer: the score before it, the word on screen, the count', async () => {
    const { user } = await startDue();
    await user.click(button('Reveal'));
    await user.click(button('Know roughly'));
    await waitFor(() => expect(scoreOf('cat')).toBe(2));
    await user.click(button('Undo'));
    await waitFor(() => expect(summary()).toBe('2 due · 1 new'));
    const answered = vi.mocked(answerReview).mock.calls[0]?.[0];
    expect(undoReview).toHaveBeenCalledWith(answered?.answerId);
    expect(scoreOf('cat')).toBe(1);
    expect(heading()).toBe('cat');
    expect(screen.queryByText('translation1')).toBeNull();
  });

  it('answers U and Ctrl+Z, last answer first, and is off with nothing to undo', async () => {
    const { user } = await startDue();
    expect(disabled('Undo')).toBe(true);
    for (const key of ['3', '3']) {
      await user.keyboard('{Enter}');
      await user.keyboard(key);
    }
    await waitFor(() => expect(summary()).toBe('0 due · 1 new'));
    const [first, second] = vi.mocked(answerReview).mock.calls.map(([body]) => body.answerId);
    await user.keyboard('u');
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(summary()).toBe('2 due · 1 new'));
    expect(vi.mocked(undoReview).mock.calls.map(([id]) => id)).toEqual([second, first]);
    expect(heading()).toBe('cat');
    expect(disabled('Undo')).toBe(true);
  });
});

describe('the end of the day', () => {
  it('says so, with tomorrow, and leads back to the spec’s order', async () => {
    const { user } = await startDue(['cat'], []);
    await user.keyboard('{Enter}');
    await user.keyboard('3');
    const done = await screen.findByRole('region', { name: 'Done for today' });
    expect(await within(done).findByText('Tomorrow: 7 words due.')).toBeTruthy();
    expect(summary()).toBe('0 due · 0 new');
    await user.click(within(done).getByRole('button', { name: 'Study all words' }));
    expect((screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement).value).toBe('list');
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });
});
