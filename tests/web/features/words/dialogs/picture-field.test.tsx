// The picture of the add and edit dialogs (SPEC §2, §5): selected, dropped or pasted; refused
// files named by the shared messages; a refused file dragged over the zone says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../../../../shared/words/rules';
import { addWord } from '../../../../../web/src/features/words/state/words-api';
import {
  addedAnswer,
  aFile,
  aWord,
  field,
  renderDialogs,
  setupUser,
  stubObjectUrls,
  topDialog,
} from './dialog-fixtures';

vi.mock('../../../../../web/src/features/words/state/words-api');
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
  stubObjectUrls();
});

// The browser's file dialog would already hide refused types; a dropped file is not filtered.
const setup = () => setupUser({ applyAccept: false });
const fileInput = () => field('Choose a picture file') as HTMLInputElement;
const preview = () => within(topDialog()).queryByRole('img', { name: /Picture/ });

describe('choosing a picture', () => {
  it('shows the chosen picture and sends it with the word', async () => {
    const user = setup();
    vi.mocked(addWord).mockResolvedValue(addedAnswer(aWord({ word: 'cat' })));
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    const picture = aFile('cat.PNG', 'image/png');
    await user.upload(fileInput(), picture);
    expect((await screen.findByRole('img', { name: 'Picture for “cat”' })).getAttribute('src')).toBe(
      'blob:preview',
    );
    await user.click(within(topDialog()).getByRole('button', { name: 'Add' }));
    expect(vi.mocked(addWord).mock.calls[0]?.[1]).toBe(picture);
    // The next word starts without a picture.
    await waitFor(() => expect(preview()).toBeNull());
  });

  it.each([
    ['a document', aFile('notes.pdf', 'application/pdf'), 'File type is not supported'],
    ['an empty paste', aFile('tiny.png', 'image/png', 10), 'File size is too small'],
  ])('refuses %s', async (_name, file, message) => {
    const user = setup();
    renderDialogs({ mode: 'add' });
    await user.upload(fileInput(), file);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(preview()).toBeNull();
  });

  it('refuses a picture over the size limit', async () => {
    const user = setup();
    renderDialogs({ mode: 'add' });
    const huge = aFile('huge.jpg', 'image/jpeg');
    Object.defineProperty(huge, 'size', { value: PICTURE_MAX_BYTES + 1 });
    await user.upload(fileInput(), huge);
    expect(await screen.findByText('File size is too big')).toBeTruthy();
  });

  it('keeps the previous picture when a refused one follows', async () => {
    const user = setup();
    renderDialogs({ mode: 'add' });
    await user.upload(fileInput(), aFile('cat.webp', 'image/webp'));
    expect(await screen.findByRole('img')).toBeTruthy();
    await user.upload(fileInput(), aFile('notes.txt', 'text/plain'));
    expect(await screen.findByText('File type is not supported')).toBeTruthy();
    expect(preview()).not.toBeNull();
  });

  it('says so while a refused file is dragged over the zone', async () => {
    renderDialogs({ mode: 'add' });
    const zone = within(topDialog()).getByRole('button', { name: 'Picture' });
    fireEvent.dragEnter(zone, {
      dataTransfer: { types: ['Files'], files: [], items: [{ kind: 'file', type: 'application/pdf' }] },
    });
    expect(await screen.findByText('File type/size error, Hovered on types!')).toBeTruthy();
  });
});

describe('pasting a picture', () => {
  it('takes a picture pasted anywhere in the dialog', async () => {
    const user = setup();
    vi.mocked(addWord).mockResolvedValue(addedAnswer(aWord({ word: 'cat' })));
    renderDialogs({ mode: 'add' });
    await user.type(field('Word'), 'cat');
    const picture = aFile('image.png', 'image/png');
    fireEvent.paste(field('Word'), { clipboardData: { files: [picture], items: [] } });
    expect(await screen.findByRole('img', { name: 'Picture for “cat”' })).toBeTruthy();
    expect((field('Word') as HTMLInputElement).value).toBe('cat');
    await user.click(within(topDialog()).getByRole('button', { name: 'Add' }));
    expect(vi.mocked(addWord).mock.calls[0]?.[1]).toBe(picture);
  });

  it('names the problem with a pasted file that is not a picture', async () => {
    renderDialogs({ mode: 'add' });
    fireEvent.paste(field('Word'), {
      clipboardData: { files: [aFile('a.zip', 'application/zip')], items: [] },
    });
    expect(await screen.findByText('File type is not supported')).toBeTruthy();
  });

  it('leaves pasted text to the field', async () => {
    const user = setup();
    renderDialogs({ mode: 'add' });
    await user.click(field('Word'));
    await user.paste('cat');
    expect((field('Word') as HTMLInputElement).value).toBe('cat');
    expect(preview()).toBeNull();
  });
});
