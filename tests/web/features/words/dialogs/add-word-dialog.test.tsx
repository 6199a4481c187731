// Adding a word (SPEC §4 "Words list", §7): trimmed fields are sent with the preferences' speech
// settings, the word goes to the top of the list, the form empties but keeps the category and
// stays open, a second submit while the first is on its way is ignored, server errors are shown.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isWaitingNewWord, offlineAddKept } from '../../../../../shared/offline/new-words';
import { SortBy, SortOrder } from '../../../../../shared/words/filter';
import { addWord } from '../../../../../web/src/features/words/state/words-api';
import {
  applySettings,
  defaultsFor,
  displaySettingsAtom,
} from '../../../../../web/src/features/words/state/words-store';
import { waitingAtom } from '../../../../../web/src/lib/offline/offline-state';
import { waitingCount } from '../../../../../web/src/lib/offline/outbox';
import { appStore, wordsAtom } from '../../../../../web/src/lib/session';
import { notifyError, notifySuccess, notifyWarning } from '../../../../../web/src/lib/toasts';
import { sampleUser } from '../../../render-app';
import {
  addedAnswer,
  aWord,
  field,
  fieldValue,
  renderDialogs,
  serverError,
  setupUser,
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
});

const addButton = () => within(topDialog()).getByRole('button', { name: 'Add' });

describe('adding a word', () => {
  it('sends the trimmed form with the speech settings of the preferences', async () => {
    const user = setupUser();
    vi.mocked(addWord).mockResolvedValue(addedAnswer(aWord({ word: 'cat' })));
    renderDialogs({ mode: 'add' }, [aWord({ category: 'Animals' })]);
    await user.type(field('Word'), '  cat ');
    await user.type(field('Translation'), ' chat ');
    await user.type(field('Sentence'), ' A cat. ');
    await user.type(field('Sentence translation'), ' Un chat. ');
    await user.selectOptions(field('Category'), 'Animals');
    await user.click(addButton());
    expect(addWord).toHaveBeenCalledWith(
      {
        word: 'cat',
        wordTranslation: 'chat',
        sentence: 'A cat.',
        sentenceTranslation: 'Un chat.',
        language: 'en-US',
        voice: 'en-US-Female',
        highQuality: false,
        category: 'Animals',
      },
      null,
      // The device's id of the add, sent as its Idempotency-Key.
      expect.stringMatching(/^new-/),
      // The server is asked whether it is another form of a saved word (shared/forms/form-offer.ts).
      true,
    );
  });

  it('offline, keeps the word on the device, shows it on top as waiting, and stays open for the next', async () => {
    const user = setupUser();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDialogs({ mode: 'add' }, [aWord({ word: 'older' })]);
    await user.type(field('Word'), 'cat');
    await user.click(addButton());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(offlineAddKept('cat')));
    expect(addWord).not.toHaveBeenCalled();
    const [top] = appStore.get(wordsAtom);
    expect(top?.word).toBe('cat');
    expect(isWaitingNewWord(top?.uuid ?? '')).toBe(true);
    expect(await waitingCount(sampleUser.id)).toBe(1);
    expect(fieldValue('Word')).toBe('');
    offline.mockRestore();
    // The count the next test starts from: nothing waits (the outbox is emptied after each test).
    appStore.set(waitingAtom, 0);
  });

  it("sends 'No' for No Category, the choice offered even with an empty list", async () => {
    const user = setupUser();
    vi.mocked(addWord).mockResolvedValue(addedAnswer(aWord({ word: 'cat' })));
    renderDialogs({ mode: 'add' });
    expect(
      within(field('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No Category', 'New category…']);
    await user.type(field('Word'), 'cat');
    await user.click(addButton());
    expect(vi.mocked(addWord).mock.calls[0]?.[0].category).toBe('No');
  });

  it('puts the word at the top of the list, says \'"cat" added!\' and stays open, empty', async () => {
    const user = setupUser();
    const cat = aWord({ word: 'cat', date: '2025-06-01T10:00:00.000Z' });
    vi.mocked(addWord).mockResolvedValue(addedAnswer(cat));
    renderDialogs({ mode: 'add' }, [aWord({ word: 'older' })]);
    await user.type(field('Word'), 'cat');
    await user.type(field('Translation'), 'chat');
    await user.click(addButton());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('"cat" added!'));
    expect(appStore.get(wordsAtom).map((w) => w.word)).toEqual(['cat', 'older']);
    expect(fieldValue('Word')).toBe('');
    expect(fieldValue('Translation')).toBe('');
    expect(document.activeElement).toBe(field('Word'));
    // An emptied form is not an error yet.
    expect(screen.queryByText('Missing Word.')).toBeNull();
  });

  it('keeps the chosen category, a new one included, for the next word', async () => {
    const user = setupUser();
    vi.mocked(addWord).mockImplementation(async (form) =>
      addedAnswer(aWord({ word: form.word, category: form.category })),
    );
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.selectOptions(field('Category'), 'New category…');
    await user.type(field('New category name'), ' Animals ');
    await user.click(addButton());
    expect(vi.mocked(addWord).mock.calls[0]?.[0].category).toBe('Animals');
    await waitFor(() => expect(fieldValue('Word')).toBe(''));
    expect(fieldValue('Category')).toBe('Animals');

    await user.type(field('Word'), 'dog');
    await user.click(addButton());
    expect(vi.mocked(addWord).mock.calls[1]?.[0].category).toBe('Animals');
  });

  it('sends once when submitted twice at once', async () => {
    const user = setupUser();
    let answer: (value: ReturnType<typeof addedAnswer>) => void = () => undefined;
    vi.mocked(addWord).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    const form = field('Word').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(within(topDialog()).getByRole('button', { name: 'Saving…' }));
    expect(addWord).toHaveBeenCalledTimes(1);
    answer(addedAnswer(aWord({ word: 'cat' })));
    expect(await screen.findByRole('button', { name: 'Add' })).toBeTruthy();
    expect(appStore.get(wordsAtom).map((w) => w.word)).toEqual(['cat']);
  });

  it("shows the server's answer through the common error handler and keeps the form", async () => {
    const user = setupUser();
    vi.mocked(addWord).mockRejectedValue(serverError(409, 'The word already exists.'));
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.click(addButton());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The word already exists.'));
    expect(fieldValue('Word')).toBe('cat');
    expect(appStore.get(wordsAtom)).toEqual([]);
  });

  it('puts the word at the top whatever the sort, without sorting the list again', async () => {
    const user = setupUser();
    vi.mocked(addWord).mockResolvedValue(addedAnswer(aWord({ word: 'zzztop', category: 'Music' })));
    const words = [aWord({ word: 'banana' }), aWord({ word: 'apple' })];
    renderDialogs({ mode: 'add' }, words);
    const settings = defaultsFor(words.length);
    act(() => {
      applySettings(words, {
        ...settings,
        sort: { sortBy: SortBy.Alphabetically, inOrder: SortOrder.Ascending },
      });
    });
    expect(appStore.get(wordsAtom).map((w) => w.word)).toEqual(['apple', 'banana']);
    await user.type(field('Word'), 'zzztop');
    await user.click(addButton());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('"zzztop" added!'));
    expect(appStore.get(wordsAtom).map((w) => [w.word, w.display])).toEqual([
      ['zzztop', true],
      ['apple', true],
      ['banana', true],
    ]);
    // The range that covered the whole list covers the new word too.
    expect(appStore.get(displaySettingsAtom)?.select.range).toEqual({ from: 1, to: 3 });
  });

  it('says after the success message when the audio is not what was asked for', async () => {
    const user = setupUser();
    const notice = 'The standard voice spoke this word.';
    vi.mocked(addWord).mockResolvedValue({ ...addedAnswer(aWord({ word: 'cat' })), speechNotice: notice });
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.click(addButton());
    await waitFor(() => expect(notifyWarning).toHaveBeenCalledWith(notice));
    expect(notifySuccess).toHaveBeenCalledWith('"cat" added!');
    expect(vi.mocked(notifySuccess).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(notifyWarning).mock.invocationCallOrder[0] ?? 0,
    );
    expect(appStore.get(wordsAtom)[0]).not.toHaveProperty('speechNotice');
    expect(appStore.get(wordsAtom)[0]).not.toHaveProperty('message');
  });

  it('names its two close buttons apart: the × closes the dialog, the footer says Close', () => {
    renderDialogs({ mode: 'add' });
    const dialog = within(topDialog());
    expect(dialog.getAllByRole('button', { name: 'Close dialog' })).toHaveLength(1);
    expect(dialog.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(dialog.getByRole('button', { name: 'Generate a sentence with the word' })).toBeTruthy();
  });
});
