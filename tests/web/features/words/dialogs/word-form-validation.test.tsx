// The live messages of the add and edit forms (SPEC §5 "Words"): every shared rule's message
// under its field, and a form with a message is not sent.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addWord, updateWord } from '../../../../../web/src/features/words/state/words-api';
import { aWord, field, renderDialogs, setupUser, topDialog } from './dialog-fixtures';

vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
});

/** Puts a long text in a field at once (typing 1001 characters one by one proves nothing more). */
const fill = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submitButton = (name = 'Add') => within(topDialog()).getByRole('button', { name });

describe('the add form', () => {
  it("says 'Missing Word. ' once the word is left empty, and sends nothing", async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    expect(screen.queryByText('Missing Word.')).toBeNull();
    await user.click(submitButton());
    expect(screen.getByText('Missing Word.')).toBeTruthy();
    expect(field('Word').getAttribute('aria-invalid')).toBe('true');
    expect(addWord).not.toHaveBeenCalled();
  });

  it("says 'Up to 100 chars. ' under a word or translation of 101 characters", async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    fill('Word', 'w'.repeat(101));
    expect(screen.getAllByText('Up to 100 chars.')).toHaveLength(1);
    fill('Word', 'w'.repeat(100));
    expect(screen.queryByText('Up to 100 chars.')).toBeNull();
    fill('Translation', 't'.repeat(101));
    expect(screen.getAllByText('Up to 100 chars.')).toHaveLength(1);
    await user.click(submitButton());
    expect(addWord).not.toHaveBeenCalled();
  });

  it("says 'Up to 1000 chars. ' under a sentence or sentence translation of 1001 characters", () => {
    renderDialogs({ mode: 'add' });
    fill('Word', 'cat');
    fill('Sentence', 's'.repeat(1001));
    expect(screen.getAllByText('Up to 1000 chars.')).toHaveLength(1);
    fill('Sentence translation', 's'.repeat(1001));
    expect(screen.getAllByText('Up to 1000 chars.')).toHaveLength(2);
    fill('Sentence', 's'.repeat(1000));
    expect(screen.getAllByText('Up to 1000 chars.')).toHaveLength(1);
  });

  it("says 'Up to 20 chars. ' under a new category of 21 characters, and submit does nothing", async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    await user.selectOptions(field('Category'), 'New category…');
    const name = field('New category name');
    expect(document.activeElement).toBe(name);
    await user.type(name, 'c'.repeat(21));
    expect(screen.getByText('Up to 20 chars.')).toBeTruthy();
    await user.click(submitButton());
    expect(addWord).not.toHaveBeenCalled();
    await user.type(name, '{Backspace}');
    expect(screen.queryByText('Up to 20 chars.')).toBeNull();
  });

  it("says 'The word already exists. ' for a word of the list, ignoring case and spaces", async () => {
    const user = setupUser();
    renderDialogs({ mode: 'add' }, [aWord({ word: 'Apple' })]);
    await user.type(field('Word'), '  aPPle ');
    expect(screen.getByText('The word already exists.')).toBeTruthy();
    await user.click(submitButton());
    expect(addWord).not.toHaveBeenCalled();
    await user.type(field('Word'), 's');
    expect(screen.queryByText('The word already exists.')).toBeNull();
  });

  it("says 'Please select a Voice.' when the word's voice is not of its language", () => {
    renderDialogs({ mode: 'edit', uuid: 'mismatch' }, [
      aWord({ uuid: 'mismatch', word: 'Hund', language: 'de-DE', voice: 'en-US-Male' }),
    ]);
    expect(within(topDialog()).getByText('Please select a Voice.')).toBeTruthy();
  });
});

describe('the edit form', () => {
  const words = () => [aWord({ uuid: 'a', word: 'Apple' }), aWord({ uuid: 'b', word: 'Pear' })];

  it('does not call the word a duplicate of itself, even with its case changed', async () => {
    const user = setupUser();
    renderDialogs({ mode: 'edit', uuid: 'a' }, words());
    expect((field('Word') as HTMLInputElement).value).toBe('Apple');
    await user.clear(field('Word'));
    await user.type(field('Word'), 'APPLE');
    expect(screen.queryByText('The word already exists.')).toBeNull();
  });

  it('calls it a duplicate once changed to another word of the list', async () => {
    const user = setupUser();
    renderDialogs({ mode: 'edit', uuid: 'a' }, words());
    await user.clear(field('Word'));
    await user.type(field('Word'), 'pear');
    expect(screen.getByText('The word already exists.')).toBeTruthy();
    await user.click(submitButton('Save'));
    expect(updateWord).not.toHaveBeenCalled();
  });
});
