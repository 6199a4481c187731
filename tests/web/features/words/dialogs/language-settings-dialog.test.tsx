// The language settings dialog, opened from the add and edit dialogs (SPEC §2, §5, §7): speech
// language and voice, translation languages, high quality; saving updates the preferences and the
// open word takes them.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addWord,
  savePreferences,
  translateText,
} from '../../../../../web/src/features/words/state/words-api';
import { appStore, preferencesAtom } from '../../../../../web/src/lib/session';
import { notifyError, notifySuccess } from '../../../../../web/src/lib/toasts';
import {
  addedAnswer,
  aWord,
  field,
  preferences,
  renderDialogs,
  serverError,
  setupUser,
  topDialog,
} from './dialog-fixtures';

vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(savePreferences).mockImplementation(async (saved) => ({ ...saved, message: 'saved' }));
});

const button = (name: string) => within(topDialog()).getByRole('button', { name });
const heading = () => within(topDialog()).getByRole('heading').textContent;

async function openSettings(user: ReturnType<typeof setupUser>) {
  await user.click(button('Language settings'));
  expect(heading()).toBe('Language settings');
}

describe('the language settings dialog', () => {
  it('opens over the add dialog with the current settings', async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    await openSettings(user);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect((field('Speech language') as HTMLSelectElement).value).toBe('en-US');
    expect((field('Voice') as HTMLSelectElement).value).toBe('en-US-Female');
    expect((field('Translate from') as HTMLSelectElement).value).toBe('en');
    expect((field('Translate to') as HTMLSelectElement).value).toBe('fr');
    expect((field('High quality audio') as HTMLInputElement).checked).toBe(false);
  });

  it("says 'Please select a Voice.' until a voice of the new language is chosen", async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    await openSettings(user);
    await user.selectOptions(field('Speech language'), 'German (Germany)');
    expect(within(topDialog()).getByText('Please select a Voice.')).toBeTruthy();
    await user.click(button('Save'));
    expect(savePreferences).not.toHaveBeenCalled();
    expect(
      within(field('Voice'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a voice', 'Female', 'Male']);
    await user.selectOptions(field('Voice'), 'Male');
    expect(screen.queryByText('Please select a Voice.')).toBeNull();
  });

  it('saves the preferences, and the open word and the next ones use them', async () => {
    const user = setupUser();
    vi.mocked(addWord).mockResolvedValue(addedAnswer(aWord({ word: 'Hund' })));
    vi.mocked(translateText).mockResolvedValue('chien');
    renderDialogs({ mode: 'add' });
    await openSettings(user);
    await user.selectOptions(field('Speech language'), 'German (Germany)');
    await user.selectOptions(field('Voice'), 'Male');
    // The word's language becomes the one translated from.
    expect((field('Translate from') as HTMLSelectElement).value).toBe('de');
    await user.selectOptions(field('Translate to'), 'Hebrew');
    await user.click(field('High quality audio'));
    await user.click(button('Save'));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));

    const saved = {
      ...preferences,
      speechLanguage: 'de-DE',
      speechVoice: 'de-DE-Male',
      sourceLanguage: 'de',
      targetLanguage: 'he',
      highQuality: true,
    };
    expect(savePreferences).toHaveBeenCalledWith(saved);
    expect(notifySuccess).toHaveBeenCalledWith('The preferences have been successfully updated!');
    expect(appStore.get(preferencesAtom)).toEqual(saved);
    expect(heading()).toBe('Add a word');
    expect(
      within(topDialog()).getByText(/Spoken in German \(Germany\), male voice, high quality/),
    ).toBeTruthy();

    await user.type(field('Word'), 'Hund');
    await user.click(button('Translate the word'));
    expect(translateText).toHaveBeenCalledWith('de', 'he', 'Hund');
    await user.click(button('Add'));
    expect(addWord).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'de-DE', voice: 'de-DE-Male', highQuality: true }),
      null,
      // The add's Idempotency-Key: the device's id of the new word (decision 0031).
      expect.stringMatching(/^new-/),
      // Online, the add asks the server whether the word is a form of a saved one (decision 0044).
      true,
    );
  });

  it('swaps the translation languages', async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    await openSettings(user);
    await user.click(button('Swap the translation languages'));
    expect((field('Translate from') as HTMLSelectElement).value).toBe('fr');
    expect((field('Translate to') as HTMLSelectElement).value).toBe('en');
  });

  it('closes alone on Escape, keeping what was typed in the word dialog', async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await openSettings(user);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect((field('Word') as HTMLInputElement).value).toBe('cat');
    expect(savePreferences).not.toHaveBeenCalled();
  });

  it('shows a failed save through the common error handler and stays open', async () => {
    const user = setupUser();
    vi.mocked(savePreferences).mockRejectedValue(serverError(422, 'Please select a Voice.'));
    renderDialogs({ mode: 'edit', uuid: 'w' }, [aWord({ uuid: 'w', word: 'cat' })]);
    await openSettings(user);
    await user.click(button('Save'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Please select a Voice.'));
    expect(heading()).toBe('Language settings');
    expect(appStore.get(preferencesAtom)).toEqual(preferences);
  });
});
