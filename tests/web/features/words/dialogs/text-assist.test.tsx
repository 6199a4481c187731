// The translate and generate buttons of the word form (SPEC §7, §8 "Words"): translations use the
// preferences' languages; a failed translation says so and empties its field; any failed
// generation says the server is overloaded.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateSentence, translateText } from '../../../../../web/src/features/words/state/words-api';
import { field, fieldValue, renderDialogs, serverError, setupUser, topDialog } from './dialog-fixtures';

vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
});

const button = (name: string) => within(topDialog()).getByRole('button', { name });

describe('translating', () => {
  it("fills the translation with the word translated between the preferences' languages", async () => {
    const user = setupUser();
    vi.mocked(translateText).mockResolvedValue('chat');
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), ' cat ');
    await user.click(button('Translate the word'));
    expect(translateText).toHaveBeenCalledWith('en', 'fr', 'cat');
    await waitFor(() => expect(fieldValue('Translation')).toBe('chat'));
  });

  it("says 'Error in word translation: ' and the error, and empties the translation", async () => {
    const user = setupUser();
    const message = 'No offline translation from en to fr: set TRANSLATE_PROVIDER.';
    vi.mocked(translateText).mockRejectedValue(serverError(503, message));
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.type(field('Translation'), 'old guess');
    await user.click(button('Translate the word'));
    expect(await screen.findByText(`Error in word translation: ${message}`)).toBeTruthy();
    expect(fieldValue('Translation')).toBe('');
    // Editing the field again puts the failure behind.
    await user.type(field('Translation'), 'chat');
    expect(screen.queryByText(/Error in word translation/)).toBeNull();
  });

  it("says 'Error in sentence translation: ' and empties the sentence translation", async () => {
    const user = setupUser();
    vi.mocked(translateText).mockRejectedValue(new Error('network down'));
    renderDialogs({ mode: 'add' });
    await user.type(field('Sentence'), 'The cat sleeps.');
    await user.type(field('Sentence translation'), 'Le chien');
    await user.click(button('Translate the sentence'));
    expect(translateText).toHaveBeenCalledWith('en', 'fr', 'The cat sleeps.');
    expect(await screen.findByText('Error in sentence translation: Any error : network down')).toBeTruthy();
    expect(fieldValue('Sentence translation')).toBe('');
  });

  it("says which engine answered: 'Translated by the server' without an on-device translator", async () => {
    const user = setupUser();
    vi.mocked(translateText).mockResolvedValue('chat');
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.click(button('Translate the word'));
    expect(await screen.findByText('Translated by the server')).toBeTruthy();
    await user.type(field('Translation'), 's');
    expect(screen.queryByText('Translated by the server')).toBeNull();
  });

  it("translates on this device when the browser's Translator has the pair, without the server", async () => {
    const user = setupUser();
    const create = vi.fn(async () => ({ translate: async (text: string) => `${text} (fr)` }));
    vi.stubGlobal('Translator', { availability: async () => 'available', create });
    try {
      renderDialogs({ mode: 'add' });
      await user.type(field('Word'), 'cat');
      await user.click(button('Translate the word'));
      expect(await screen.findByText('Translated on this device')).toBeTruthy();
      expect(fieldValue('Translation')).toBe('cat (fr)');
      expect(create).toHaveBeenCalledWith({ sourceLanguage: 'en', targetLanguage: 'fr' });
      expect(translateText).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says how to get a translator, in one line without JSON, when none has the pair', async () => {
    const user = setupUser();
    const error = serverError(503, 'No offline translation for en→fr; set TRANSLATE_PROVIDER.');
    vi.mocked(translateText).mockRejectedValue(
      Object.assign(error, { data: JSON.stringify({ ...error.data, code: 'translation_unavailable' }) }),
    );
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.click(button('Translate the word'));
    const line = await screen.findByText(
      /^Error in word translation: no translator for English → French here/,
    );
    expect(line.textContent).toContain('Chrome 138');
    expect(line.textContent).not.toMatch(/[{}"]/);
  });

  it('offers nothing to translate while the word is empty', () => {
    renderDialogs({ mode: 'add' });
    expect((button('Translate the word') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Generate a sentence with the word') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('generating a sentence', () => {
  it('fills the sentence with one made from the word', async () => {
    const user = setupUser();
    vi.mocked(generateSentence).mockResolvedValue('The cat sat on the mat.');
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.click(button('Generate a sentence with the word'));
    expect(generateSentence).toHaveBeenCalledWith('cat');
    await waitFor(() => expect(fieldValue('Sentence')).toBe('The cat sat on the mat.'));
  });

  it('says the server is overloaded, whatever the failure', async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    const overloaded = 'The sentence generation server is currently overloaded; please try again later.';
    for (const failure of [serverError(404, 'No example sentence.'), new Error('offline')]) {
      vi.mocked(generateSentence).mockRejectedValueOnce(failure);
      await user.click(button('Generate a sentence with the word'));
      expect(await screen.findByText(overloaded)).toBeTruthy();
      // Writing a sentence by hand clears the notice, so the next failure shows afresh.
      await user.type(field('Sentence'), 'x');
      expect(screen.queryByText(overloaded)).toBeNull();
    }
  });
});
