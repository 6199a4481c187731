// @vitest-environment jsdom
// (happy-dom, the project's default, does not emulate what this file checks: see vitest.config.ts.)
// The sort-and-select panel's other actions (SPEC §4 "Sorting and filtering"): the speed only
// updates the preferences; the Search label, the count and Reset do what the spec says.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savePreferences } from '../../../../web/src/features/words/state/words-api';
import {
  applySettings,
  defaultsFor,
  displaySettingsAtom,
} from '../../../../web/src/features/words/state/words-store';
import { appStore, preferencesAtom, wordsAtom } from '../../../../web/src/lib/session';
import { notifyError, notifySuccess } from '../../../../web/src/lib/toasts';
import {
  choose,
  listedWords,
  preferences,
  renderPanelAndList,
  resetWordsScreen,
  savedSettings,
  totalWords,
  typeInto,
  windowWidth,
} from './list-fixtures';

vi.mock('../../../../web/src/features/words/state/words-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/features/words/state/words-api')>()),
  savePreferences: vi.fn(),
  fetchMediaBlob: vi.fn(async () => new Blob(['picture'], { type: 'image/png' })),
}));
vi.mock('../../../../web/src/lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../web/src/lib/toasts')>()),
  notifySuccess: vi.fn(async () => undefined),
  notifyError: vi.fn(async () => undefined),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetWordsScreen();
  windowWidth(1280);
  URL.createObjectURL = () => 'blob:picture';
});

describe('Speed of Speech', () => {
  it('offers 0.25 to 6 in steps of 0.25', () => {
    renderPanelAndList();
    const options = Array.from((screen.getByLabelText('Speed of Speech') as HTMLSelectElement).options);
    expect(options).toHaveLength(24);
    expect(options[0]?.value).toBe('0.25');
    expect(options[23]?.value).toBe('6');
  });

  it('only updates the preferences when changed', async () => {
    renderPanelAndList();
    vi.mocked(savePreferences).mockResolvedValue({
      ...preferences,
      rateSpeech: 2,
      message: 'The preferences have been successfully updated!',
    });
    const before = appStore.get(wordsAtom);
    choose('Speed of Speech', '2×');
    expect(savePreferences).toHaveBeenCalledWith({ ...preferences, rateSpeech: 2 });
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('The preferences have been successfully updated!'),
    );
    expect(appStore.get(preferencesAtom)).toEqual({ ...preferences, rateSpeech: 2 });
    expect(appStore.get(wordsAtom)).toBe(before);
    expect(savedSettings()).toBeNull();
    expect((screen.getByLabelText('Speed of Speech') as HTMLSelectElement).value).toBe('2');
  });

  it('shows a failed update through the common error handler and keeps the old speed', async () => {
    renderPanelAndList();
    vi.mocked(savePreferences).mockRejectedValue(new Error('offline'));
    choose('Speed of Speech', '3×');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Any error : offline'));
    await waitFor(() =>
      expect((screen.getByLabelText('Speed of Speech') as HTMLSelectElement).value).toBe('1.5'),
    );
  });
});

describe('Search label, count and Reset', () => {
  it('clicking the Search label clears the search and shows the list again', () => {
    renderPanelAndList();
    typeInto('Search', 'ga');
    expect(listedWords()).toEqual(['gato']);
    fireEvent.click(screen.getByText('Search', { selector: 'label' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect(listedWords()).toHaveLength(6);
    expect(savedSettings()?.search).toBe('');
  });

  it('clicking the count reloads the saved settings', () => {
    renderPanelAndList();
    choose('Score', '3');
    expect(totalWords()).toBe('2');
    // Settings applied elsewhere without saving them (say, by another screen).
    act(() => {
      applySettings(appStore.get(wordsAtom), defaultsFor(6));
    });
    expect(listedWords()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: /^Total Words/ }));
    expect(listedWords()).toEqual(['árbol', 'casa']);
    expect(totalWords()).toBe('2');
  });

  it('the count says Refresh in a tooltip', async () => {
    renderPanelAndList();
    fireEvent.focus(screen.getByRole('button', { name: /^Total Words/ }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Refresh');
  });

  it('Reset restores the defaults, refreshes the count and removes the saved settings', () => {
    renderPanelAndList();
    choose('Category', 'Home');
    typeInto('Range from', '2');
    expect(savedSettings()).not.toBeNull();
    expect(totalWords()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(listedWords()).toHaveLength(6);
    expect(totalWords()).toBe('6');
    expect(savedSettings()).toBeNull();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Range from') as HTMLInputElement).value).toBe('1');
    expect(appStore.get(displaySettingsAtom)).toEqual(defaultsFor(6));
  });
});
