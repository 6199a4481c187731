// The player's settings popup (SPEC §4 "Media player", §5, §9): repeat 1–999 (otherwise 1), sleep
// 0–999 minutes (above or below becomes 1), kept under mediaPlayer_repeat / mediaPlayer_sleep;
// Reset sets 1 and 0 and clears the stored values 3 s later. And the help tooltip beside it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../../../../web/src/features/words/media-player/media-player';
import { aWord, scriptAudio, signInWith } from '../study/study-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const repeatField = () => screen.getByLabelText<HTMLInputElement>('Repeat');
const sleepField = () => screen.getByLabelText<HTMLInputElement>('Sleep timer (minutes)');
const stored = () => [localStorage.getItem('mediaPlayer_repeat'), localStorage.getItem('mediaPlayer_sleep')];

function openSettings() {
  signInWith([aWord({ word: 'cat', speechWord: 'cat-w', speechSentence: 'cat-s' })]);
  scriptAudio();
  const user = userEvent.setup();
  render(<MediaPlayer />);
  return { user, open: () => user.click(screen.getByRole('button', { name: 'Player settings' })) };
}

/** Types into a field and leaves it, as a learner would. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('the settings popup', () => {
  it('opens as a dialog with the stored values', async () => {
    localStorage.setItem('mediaPlayer_repeat', '3');
    localStorage.setItem('mediaPlayer_sleep', '15');
    const { open } = openSettings();
    await open();
    expect(screen.getByRole('dialog', { name: 'Player settings' })).toBeTruthy();
    expect(repeatField().value).toBe('3');
    expect(sleepField().value).toBe('15');
    // The sleep timer shows beside the controls.
    expect(screen.getByText('15 min')).toBeTruthy();
  });

  it('reads stored values out of range or unreadable as the spec says', async () => {
    localStorage.setItem('mediaPlayer_repeat', '5000');
    localStorage.setItem('mediaPlayer_sleep', '-4');
    const { open } = openSettings();
    await open();
    expect(repeatField().value).toBe('1');
    expect(sleepField().value).toBe('1');
  });

  it('saves a repeat in range as it is typed', async () => {
    const { user, open } = openSettings();
    await open();
    await user.clear(repeatField());
    await user.type(repeatField(), '25');
    expect(localStorage.getItem('mediaPlayer_repeat')).toBe('25');
  });

  it.each([
    ['1000', '1'],
    ['0', '1'],
    ['-3', '1'],
    ['', '1'],
    ['999', '999'],
  ])('turns repeat %j into %s', async (typed, kept) => {
    const { user, open } = openSettings();
    await open();
    await enter(user, repeatField(), typed);
    expect(repeatField().value).toBe(kept);
    expect(localStorage.getItem('mediaPlayer_repeat')).toBe(kept);
  });

  it.each([
    ['1000', '1'],
    ['-5', '1'],
    ['', '0'],
    ['0', '0'],
    ['999', '999'],
  ])('turns sleep %j into %s', async (typed, kept) => {
    const { user, open } = openSettings();
    await open();
    await enter(user, sleepField(), typed);
    expect(sleepField().value).toBe(kept);
    expect(localStorage.getItem('mediaPlayer_sleep')).toBe(kept);
  });

  it('Reset sets repeat 1 and sleep 0, then clears the stored values after 3 s', async () => {
    localStorage.setItem('mediaPlayer_repeat', '4');
    localStorage.setItem('mediaPlayer_sleep', '20');
    const { open } = openSettings();
    await open();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(repeatField().value).toBe('1');
    expect(sleepField().value).toBe('0');
    expect(stored()).toEqual(['1', '0']);
    act(() => vi.advanceTimersByTime(2999));
    expect(stored()).toEqual(['1', '0']);
    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toEqual([null, null]);
  });

  it('keeps a value chosen after Reset', async () => {
    const { open } = openSettings();
    await open();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.change(repeatField(), { target: { value: '7' } });
    act(() => vi.advanceTimersByTime(3000));
    expect(localStorage.getItem('mediaPlayer_repeat')).toBe('7');
  });

  it('closes with Done, keeping what was typed', async () => {
    const { user, open } = openSettings();
    await open();
    await user.clear(sleepField());
    await user.type(sleepField(), '1200');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('mediaPlayer_sleep')).toBe('1');
  });

  it('does not take Space for the player while a field has focus', async () => {
    const { user, open } = openSettings();
    await open();
    repeatField().focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});

describe('the help tooltip', () => {
  it('explains the gestures and keys on hover and on keyboard focus', async () => {
    const { user } = openSettings();
    const help = screen.getByRole('button', { name: 'Gestures and keys' });
    await user.hover(help);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Double tap');
    expect(tooltip.textContent).toContain('Play or stop');
    expect(tooltip.textContent).toContain('Swipe up');
    await user.unhover(help);
    await user.keyboard('{Escape}');
    help.focus();
    expect((await screen.findByRole('tooltip')).textContent).toContain('Next word');
  });
});
