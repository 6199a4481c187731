// The options page's Send to Anki section with the real background on the fake browser: the switch
// asks the browser first and stays off when refused; switched on, it reaches the stand-in and lists
// Anki's decks; the deck chosen is kept.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AnkiOptions } from '../../extension/entrypoints/options/AnkiOptions';
import { readAnkiSettings } from '../../extension/lib/anki-settings';
import { ANKI_MESSAGES } from '../../shared/export/send-to-anki-texts';
import type { AnkiConnectStub } from '../stubs/anki-connect';
import { grantAnkiPermission, startAnki } from './anki-support';
import { startFakeApi } from './fake-api';
import { startBackground } from './start-background';

let anki: AnkiConnectStub;

beforeEach(async () => {
  fakeBrowser.reset();
  startFakeApi();
  anki = await startAnki();
  startBackground();
});

afterEach(async () => {
  cleanup();
  await anki.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const toggle = async () => fireEvent.click(await screen.findByLabelText('Send the words I save to Anki'));

describe('Send to Anki on the options page', () => {
  it('stays off and says why when the browser’s permission is refused', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    render(<AnkiOptions />);

    await toggle();

    expect((await screen.findByRole('alert')).textContent).toBe(ANKI_MESSAGES.permissionRefused);
    expect(request).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
    expect((await readAnkiSettings()).enabled).toBe(false);
    expect(anki.actions).toEqual([]);
  });

  it('switched on, reaches Anki, offers its decks, and keeps the deck chosen', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    grantAnkiPermission();
    vi.spyOn(fakeBrowser.contextMenus, 'remove').mockResolvedValue(undefined);
    anki.decks.add('Spanish');
    render(<AnkiOptions />);

    await toggle();

    expect((await screen.findByText('Connected to Anki: 2 decks, 1 note type.')).getAttribute('role')).toBe(
      'status',
    );
    const options = [...document.querySelectorAll('#anki-decks option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(options).toEqual(['Default', 'Spanish']);
    fireEvent.change(screen.getByLabelText('Deck'), { target: { value: 'Spanish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Send to Anki settings saved.')).toBeTruthy();
    expect(await readAnkiSettings()).toMatchObject({ enabled: true, deck: 'Spanish', noteType: 'Wordhoard' });
  });
});
