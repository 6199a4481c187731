// Editing a word (SPEC §4 "Words list", §7): the dialog opens filled in, the updated word replaces
// the old one in place, '"…" updated!' is shown and the dialog closes; the current picture can be
// kept, replaced or removed.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShownWord } from '../../../../../shared/words/types';
import { wordDialogAtom } from '../../../../../web/src/features/words/state/dialog-state';
import { fetchMediaBlob, updateWord } from '../../../../../web/src/features/words/state/words-api';
import { appStore, wordsAtom } from '../../../../../web/src/lib/session';
import { notifyError, notifySuccess, notifyWarning } from '../../../../../web/src/lib/toasts';
import {
  aFile,
  aWord,
  field,
  fieldValue,
  renderDialogs,
  serverError,
  setupUser,
  stubObjectUrls,
  topDialog,
} from './dialog-fixtures';

vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));

beforeEach(() => {
  vi.resetAllMocks();
  stubObjectUrls();
  vi.mocked(fetchMediaBlob).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
});

const saveButton = () => within(topDialog()).getByRole('button', { name: 'Save' });

const chat = () =>
  aWord({
    uuid: 'w-chat',
    word: 'chat',
    wordTranslation: 'cat',
    sentence: 'Le chat dort.',
    sentenceTranslation: 'The cat sleeps.',
    language: 'fr-FR',
    voice: 'fr-FR-Male',
    category: 'Animals',
    // Each test's picture id is new, so the shared image cache fetches it again.
    picture: `picture-${Math.random()}`,
  });

describe('editing a word', () => {
  it('opens with the word filled in, its category chosen', async () => {
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, [aWord(), chat()]);
    await screen.findByRole('img');
    expect(within(topDialog()).getByRole('heading', { name: 'Edit the word' })).toBeTruthy();
    expect(fieldValue('Word')).toBe('chat');
    expect(fieldValue('Translation')).toBe('cat');
    expect(fieldValue('Sentence')).toBe('Le chat dort.');
    expect(fieldValue('Sentence translation')).toBe('The cat sleeps.');
    expect(fieldValue('Category')).toBe('Animals');
    expect(within(topDialog()).getByText(/Spoken in French \(France\), male voice/)).toBeTruthy();
  });

  it('replaces the word in place, says it was updated and closes', async () => {
    const user = setupUser();
    // Newest first, as the list shows them by default.
    const words = [
      aWord({ word: 'first', date: '2025-04-01T10:00:00.000Z' }),
      chat(),
      aWord({ word: 'last', date: '2025-02-01T10:00:00.000Z' }),
    ];
    vi.mocked(updateWord).mockImplementation(async (uuid, form) => ({ ...chat(), uuid, ...form }));
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, words);
    await user.clear(field('Translation'));
    await user.type(field('Translation'), ' kitty ');
    await user.click(saveButton());
    expect(updateWord).toHaveBeenCalledWith(
      'w-chat',
      expect.objectContaining({
        word: 'chat',
        wordTranslation: 'kitty',
        language: 'fr-FR',
        category: 'Animals',
      }),
      { picture: null, removePicture: false, version: undefined },
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('"chat" updated!'));
    expect(appStore.get(wordsAtom).map((w) => `${w.word}:${w.wordTranslation}`)).toEqual([
      'first:',
      'chat:kitty',
      'last:',
    ]);
    expect(appStore.get(wordDialogAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the current picture and can remove it', async () => {
    const user = setupUser();
    vi.mocked(updateWord).mockImplementation(async () => ({ ...chat(), picture: '' }));
    const word = chat();
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, [word]);
    expect(await screen.findByRole('img', { name: 'Picture for “chat”' })).toBeTruthy();
    expect(fetchMediaBlob).toHaveBeenCalledWith('image', 7, word.picture);
    await user.click(within(topDialog()).getByRole('button', { name: 'Remove picture' }));
    expect(within(topDialog()).queryByRole('img')).toBeNull();
    await user.click(saveButton());
    expect(updateWord).toHaveBeenCalledWith(
      'w-chat',
      expect.anything(),
      expect.objectContaining({ picture: null, removePicture: true }),
    );
  });

  it('sends a new picture in place of the current one', async () => {
    const user = setupUser();
    vi.mocked(updateWord).mockImplementation(async () => chat());
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, [chat()]);
    await screen.findByRole('img');
    await user.click(within(topDialog()).getByRole('button', { name: 'Remove picture' }));
    const picture = aFile('new.jpg', 'image/jpeg');
    await user.upload(field('Choose a picture file'), picture);
    expect(await screen.findByRole('img')).toBeTruthy();
    await user.click(saveButton());
    expect(updateWord).toHaveBeenCalledWith(
      'w-chat',
      expect.anything(),
      expect.objectContaining({ picture, removePicture: false }),
    );
  });

  it('closes when the word is no longer in the list', () => {
    renderDialogs({ mode: 'edit', uuid: 'deleted' }, [chat()]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appStore.get(wordDialogAtom)).toBeNull();
  });
});

describe('an edit made meanwhile elsewhere (docs/decisions/0005-concurrency.md)', () => {
  const STARTED_FROM = 1_700_000_000_001;
  const CHANGED = 'This word was changed in another window or device. Reload your words and edit it again.';

  it('sends the version the dialog started from, and keeps the new one in the list', async () => {
    const user = setupUser();
    vi.mocked(updateWord).mockImplementation(async (uuid, form) => ({
      ...chat(),
      uuid,
      ...form,
      updatedAt: STARTED_FROM + 7,
    }));
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, [{ ...chat(), updatedAt: STARTED_FROM } as ShownWord]);
    await user.click(saveButton());
    expect(updateWord).toHaveBeenCalledWith(
      'w-chat',
      expect.anything(),
      expect.objectContaining({ version: STARTED_FROM }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(appStore.get(wordsAtom)[0]).toMatchObject({ uuid: 'w-chat', updatedAt: STARTED_FROM + 7 });
  });

  it("shows the server's message on 409 and stays open with what the learner typed", async () => {
    const user = setupUser();
    vi.mocked(updateWord).mockRejectedValue(serverError(409, CHANGED));
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, [{ ...chat(), updatedAt: STARTED_FROM } as ShownWord]);
    await user.clear(field('Translation'));
    await user.type(field('Translation'), 'minou');
    await user.click(saveButton());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(CHANGED));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(fieldValue('Translation')).toBe('minou');
    expect(appStore.get(wordDialogAtom)).toEqual({ mode: 'edit', uuid: 'w-chat' });
    expect(appStore.get(wordsAtom)[0]?.wordTranslation).toBe('cat');
  });

  it('says after the success message when the audio is not what was asked for', async () => {
    const user = setupUser();
    const notice = 'The standard voice spoke this word.';
    vi.mocked(updateWord).mockImplementation(async () => ({ ...chat(), speechNotice: notice }));
    renderDialogs({ mode: 'edit', uuid: 'w-chat' }, [chat()]);
    await user.click(saveButton());
    await waitFor(() => expect(notifyWarning).toHaveBeenCalledWith(notice));
    expect(vi.mocked(notifySuccess).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(notifyWarning).mock.invocationCallOrder[0] ?? 0,
    );
    expect(appStore.get(wordsAtom)[0]).not.toHaveProperty('speechNotice');
  });
});
