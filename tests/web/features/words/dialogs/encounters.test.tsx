// A word met again (docs/decisions/0029-encounters.md): the add dialog still says the spec's 'The
// word already exists. ', and offers to keep the new sentence on the saved word; the encounters
// dialog lists a word's sentences, makes one the main sentence and removes one.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_WORD_WAITING_ENCOUNTER, newWordId } from '../../../../../shared/offline/new-words';
import { ENCOUNTER_TEXTS, type Encounter } from '../../../../../shared/words/encounters';
import {
  addEncounter,
  fetchEncounters,
  makeMainEncounter,
  removeEncounter,
} from '../../../../../web/src/features/words/encounters/encounters-api';
import { appStore, wordsAtom } from '../../../../../web/src/lib/session';
import { notifySuccess } from '../../../../../web/src/lib/toasts';
import { aWord, field, fieldValue, renderDialogs, setupUser, topDialog } from './dialog-fixtures';

vi.mock('../../../../../web/src/features/words/encounters/encounters-api');
vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));

beforeEach(() => {
  vi.resetAllMocks();
});

const anEncounter = (fields: Partial<Encounter> = {}): Encounter => ({
  uuid: 'e1',
  sentence: 'Je lis à la bibliothèque.',
  sentenceTranslation: 'I read at the library.',
  speechSentence: 'a'.repeat(32),
  sourceUrl: 'https://example.com/news',
  sourceTitle: 'News of the day',
  metAt: '2025-04-02T09:00:00.000Z',
  ...fields,
});

const offer = () => within(topDialog()).queryByRole('button', { name: ENCOUNTER_TEXTS.offer });

describe('a word that exists, met again', () => {
  it('keeps the spec message and offers the sentence only when there is one', async () => {
    const user = setupUser();
    const saved = aWord({ uuid: 'w1', word: 'Bibliothèque' });
    renderDialogs({ mode: 'add' }, [saved]);
    await user.type(field('Word'), ' bibliothèque ');
    expect(within(topDialog()).getByText('The word already exists.')).toBeTruthy();
    expect(offer()).toBeNull();
    await user.type(field('Sentence'), 'Je lis à la bibliothèque.');
    expect(offer()).not.toBeNull();
  });

  it('adds the sentence to the saved word, counts it in the list and empties the form', async () => {
    const user = setupUser();
    const saved = aWord({ uuid: 'w1', word: 'bibliothèque' });
    vi.mocked(addEncounter).mockResolvedValue({
      encounter: anEncounter(),
      encounters: [anEncounter()],
      message: ENCOUNTER_TEXTS.added,
    });
    renderDialogs({ mode: 'add' }, [saved]);
    await user.type(field('Word'), 'bibliothèque');
    await user.type(field('Sentence'), 'Je lis à la bibliothèque.');
    await user.type(field('Sentence translation'), 'I read at the library.');
    await user.click(offer() as HTMLElement);
    expect(addEncounter).toHaveBeenCalledWith('w1', {
      sentence: 'Je lis à la bibliothèque.',
      sentenceTranslation: 'I read at the library.',
      sourceUrl: '',
      sourceTitle: '',
    });
    await waitFor(() => expect(fieldValue('Word')).toBe(''));
    expect(notifySuccess).toHaveBeenCalledWith(ENCOUNTER_TEXTS.added);
    expect(appStore.get(wordsAtom)[0]?.encounterCount).toBe(1);
  });
});

describe('a word that exists but still waits to be sent (added offline)', () => {
  it('says its sentence can be added once it has been added, and offers nothing to send', async () => {
    const user = setupUser();
    const waiting = aWord({ uuid: newWordId('aaaa-bbbb'), word: 'bibliothèque' });
    renderDialogs({ mode: 'add' }, [waiting]);
    await user.type(field('Word'), 'bibliothèque');
    await user.type(field('Sentence'), 'Je lis à la bibliothèque.');
    expect(within(topDialog()).getByText('The word already exists.')).toBeTruthy();
    expect(within(topDialog()).getByText(NEW_WORD_WAITING_ENCOUNTER)).toBeTruthy();
    expect(offer()).toBeNull();
    expect(addEncounter).not.toHaveBeenCalled();
  });
});

describe('the encounters dialog', () => {
  it('lists the sentences as text, with their page and day', async () => {
    const html = '<b onclick="alert(1)">bold</b> bibliothèque';
    vi.mocked(fetchEncounters).mockResolvedValue({ encounters: [anEncounter({ sentence: html })] });
    renderDialogs({ mode: 'encounters', uuid: 'w1' }, [
      aWord({ uuid: 'w1', word: 'bibliothèque', encounterCount: 1 }),
    ]);
    expect(await within(topDialog()).findByText(html)).toBeTruthy();
    expect(topDialog().querySelector('b')).toBeNull();
    const link = within(topDialog()).getByRole('link', { name: 'News of the day' });
    expect(link.getAttribute('href')).toBe('https://example.com/news');
    expect(within(topDialog()).getByText('2025-04-02')).toBeTruthy();
  });

  it('makes one the main sentence and removes another, keeping the count in step', async () => {
    const user = setupUser();
    const word = aWord({ uuid: 'w1', word: 'bibliothèque', sentence: 'Old main.', encounterCount: 2 });
    const second = anEncounter({ uuid: 'e2', sentence: 'Second sentence.' });
    vi.mocked(fetchEncounters).mockResolvedValue({ encounters: [anEncounter(), second] });
    vi.mocked(makeMainEncounter).mockResolvedValue({
      word: { ...word, sentence: 'Je lis à la bibliothèque.', updatedAt: 5 },
      encounters: [anEncounter({ sentence: 'Old main.' }), second],
      message: ENCOUNTER_TEXTS.madeMain,
    });
    vi.mocked(removeEncounter).mockResolvedValue({
      encounters: [anEncounter({ sentence: 'Old main.' })],
      message: ENCOUNTER_TEXTS.deleted,
    });
    renderDialogs({ mode: 'encounters', uuid: 'w1' }, [word]);
    const buttons = await within(topDialog()).findAllByRole('button', { name: ENCOUNTER_TEXTS.makeMain });
    await user.click(buttons[0] as HTMLElement);
    expect(makeMainEncounter).toHaveBeenCalledWith('w1', 'e1');
    await waitFor(() => expect(appStore.get(wordsAtom)[0]?.sentence).toBe('Je lis à la bibliothèque.'));
    expect(await within(topDialog()).findByText('Old main.')).toBeTruthy();
    const remove = within(topDialog()).getAllByRole('button', { name: ENCOUNTER_TEXTS.remove });
    await user.click(remove[1] as HTMLElement);
    expect(removeEncounter).toHaveBeenCalledWith('w1', 'e2');
    await waitFor(() => expect(screen.queryByText('Second sentence.')).toBeNull());
    expect(appStore.get(wordsAtom)[0]?.encounterCount).toBe(1);
  });
});
