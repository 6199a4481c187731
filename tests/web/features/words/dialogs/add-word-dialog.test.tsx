// Adding a word (SPEC §4 "Words list", §7): trimmed fields are sent with the preferences' speech
// settings, the word goes to the top of the list, the form empties but keeps the category and
// stays open, a second submit while the first is on its way is ignored, server errors are shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addWord } from '../../../../../web/src/features/words/state/words-api';
import { appStore, wordsAtom } from '../../../../../web/src/lib/session';
import { notifyError, notifySuccess } from '../../../../../web/src/lib/toasts';
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
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

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
    );
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
});
