// The keys of the popup's "Due today" test (decision 0062), with the real background on the fake
// browser: pressed on the page itself (where focus falls once the pressed button has gone), Space
// reveals, 1–4 answer, U and Ctrl+Z undo, "-" buries and "@" suspends; none of them acts while
// the learner types in a text field, and each button names its key.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word } from '../../shared/api';
import { QUICK_REVIEW_TEXTS } from '../../shared/review/quick-review-texts';
import { HOLD_KEYS, UNDO_KEYSHORTCUTS } from '../../shared/review/study-keys';
import { GRADE_BUTTONS } from '../../shared/review/texts';
import type { FakeApi } from './fake-api';
import { renderTestTab, startThreeWordStudy } from './test-tab';

let api: FakeApi;
let words: Word[];

beforeEach(async () => {
  ({ api, words } = await startThreeWordStudy());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDue(beside?: React.ReactNode) {
  renderTestTab(words, beside);
  fireEvent.click(await screen.findByRole('button', { name: 'Due today (3)' }));
  return screen.getByRole('region', { name: 'Due today' });
}

/** A key pressed where focus is: the page itself unless `on` is given. */
const press = (key: string, options: { on?: Element; ctrlKey?: boolean } = {}) =>
  act(async () => {
    fireEvent.keyDown(options.on ?? document.body, { key, ctrlKey: options.ctrlKey ?? false });
  });

const graded = () => api.reviews.map((review) => [review.uuid, review.grade]);

describe('the keys of “Due today” in the popup', () => {
  it('reveals with Space, answers with 1–4 only once revealed, from the page itself', async () => {
    const card = await openDue();
    await press('3');
    expect(graded()).toEqual([]);
    await press(' ');
    expect(within(card).getByText('serendipia')).toBeTruthy();
    await press('4');
    expect(await within(card).findByText('sonder')).toBeTruthy();
    expect(within(card).queryByText('sonder', { selector: '.study-translation' })).toBeNull();
    await press('Enter');
    await press('1');
    expect(await within(card).findByText('petrichor')).toBeTruthy();
    expect(graded()).toEqual([
      [words[1]?.uuid, 4],
      [words[2]?.uuid, 1],
    ]);
  });

  it('undoes the last answer with U, and the one before with Ctrl+Z', async () => {
    const card = await openDue();
    api.down = true;
    for (const grade of ['2', '3']) {
      await press(' ');
      await press(grade);
    }
    expect(await within(card).findByText('petrichor')).toBeTruthy();
    expect(
      within(card).getByText('2 answers will be sent as soon as Wordhoard can be reached.'),
    ).toBeTruthy();
    await press('u');
    expect(await within(card).findByText('sonder')).toBeTruthy();
    await press('z', { ctrlKey: true });
    expect(await within(card).findByText('serendipity')).toBeTruthy();
    expect(within(card).queryByText(/will be sent/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Due today (3)' })).toBeTruthy();
  });

  it(`buries with "${HOLD_KEYS.bury}" and suspends with "${HOLD_KEYS.suspend}", before or after the reveal`, async () => {
    const card = await openDue();
    await press(HOLD_KEYS.bury);
    expect(await within(card).findByText('sonder')).toBeTruthy();
    await press(' ');
    await press(HOLD_KEYS.suspend);
    expect(await within(card).findByText('petrichor')).toBeTruthy();
    expect(api.holds).toEqual([
      { uuid: words[1]?.uuid, action: 'bury' },
      { uuid: words[2]?.uuid, action: 'suspend' },
    ]);
    expect(screen.getByRole('button', { name: 'Due today (1)' })).toBeTruthy();
  });

  it('typing in a text field does not reveal, grade, undo, bury or suspend', async () => {
    const card = await openDue(<input aria-label="Note" />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    await press(' ', { on: field });
    expect(within(card).queryByText('serendipia')).toBeNull();
    await press(' ');
    for (const key of ['1', '2', '3', '4', 'u', HOLD_KEYS.bury, HOLD_KEYS.suspend])
      await press(key, { on: field });
    await press('z', { on: field, ctrlKey: true });
    expect(within(card).getByText('serendipity')).toBeTruthy();
    expect(graded()).toEqual([]);
    expect(api.holds).toEqual([]);
  });

  it('a second key press while the answer is on its way does not answer the next word', async () => {
    const card = await openDue();
    await press(' ');
    await act(async () => {
      fireEvent.keyDown(document.body, { key: '3' });
      fireEvent.keyDown(document.body, { key: '1' });
    });
    expect(await within(card).findByText('sonder')).toBeTruthy();
    expect(graded()).toEqual([[words[1]?.uuid, 3]]);
  });

  it('names every key: on the buttons (aria-keyshortcuts, titles) and in the hint line', async () => {
    const card = await openDue();
    const hints = [...card.querySelectorAll('.study-key-hint')].map((hint) => hint.textContent);
    expect(hints).toEqual([...QUICK_REVIEW_TEXTS.keys]);
    expect(hints.slice(-2)).toEqual([`${HOLD_KEYS.bury} buries`, `${HOLD_KEYS.suspend} suspends`]);
    const undo = within(card).getByRole('button', { name: 'Undo' });
    expect(undo.getAttribute('aria-keyshortcuts')).toBe(UNDO_KEYSHORTCUTS);
    expect(undo.title).toContain('U or Ctrl+Z');
    const bury = within(card).getByRole('button', { name: 'Bury' });
    expect([bury.getAttribute('aria-keyshortcuts'), bury.title.endsWith(`(${HOLD_KEYS.bury})`)]).toEqual([
      HOLD_KEYS.bury,
      true,
    ]);
    const suspend = within(card).getByRole('button', { name: 'Suspend' });
    expect(suspend.getAttribute('aria-keyshortcuts')).toBe(HOLD_KEYS.suspend);
    await press(' ');
    const grades = within(card)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('grade-choice'));
    expect(grades.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(
      GRADE_BUTTONS.map((choice) => choice.key),
    );
  });
});
