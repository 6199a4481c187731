// The options: a server the build may reach (another one signs out), a default category by the
// category rules, automatic translation on or off. A refused change keeps everything as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveSettings } from '../../extension/lib/settings';
import { readServerUrl, readSettings, saveQueueItem, tokenItem, userItem } from '../../extension/lib/storage';
import { ADA, startFakeApi, tokenFor } from './fake-api';

beforeEach(async () => {
  fakeBrowser.reset();
  startFakeApi();
  await tokenItem.setValue(await tokenFor());
  await userItem.setValue(ADA);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveSettings', () => {
  it('keeps the category and the translation choice', async () => {
    const session = await saveSettings({ defaultCategory: ' Weather ', translateAutomatically: false });

    expect(session.settings).toEqual({ defaultCategory: 'Weather', translateAutomatically: false });
    expect(await readSettings()).toEqual({ defaultCategory: 'Weather', translateAutomatically: false });
  });

  it('stores the "No Category" label and an empty category as "No"', async () => {
    expect((await saveSettings({ defaultCategory: 'No Category' })).settings.defaultCategory).toBe('No');
    expect((await saveSettings({ defaultCategory: '' })).settings.defaultCategory).toBe('No');
  });

  it('refuses a category over 20 characters and changes nothing', async () => {
    await expect(
      saveSettings({ defaultCategory: 'x'.repeat(21), translateAutomatically: false }),
    ).rejects.toMatchObject({
      message: 'Up to 20 chars.',
    });
    expect(await readSettings()).toEqual({ defaultCategory: 'No', translateAutomatically: true });
  });

  it('takes another local server and signs out, keeping the words that wait', async () => {
    await saveQueueItem.setValue([]);
    const session = await saveSettings({ serverUrl: 'http://127.0.0.1:41234/some/page' });

    expect(session.serverUrl).toBe('http://127.0.0.1:41234');
    expect(await readServerUrl()).toBe('http://127.0.0.1:41234');
    expect(session.user).toBeNull();
  });

  it('keeps the session when the server stays the same', async () => {
    const session = await saveSettings({ serverUrl: 'http://localhost:3000/' });
    expect(session.user?.name).toBe('Ada');
  });

  it('refuses a server this build may not reach, saying which it may', async () => {
    await expect(saveSettings({ serverUrl: 'https://elsewhere.example' })).rejects.toMatchObject({
      code: 'server_not_allowed',
      message:
        'This version of the extension can reach only http://localhost (any port), http://127.0.0.1 (any port).',
    });
    await expect(saveSettings({ serverUrl: 'wordhoard' })).rejects.toMatchObject({
      message: 'Enter an address that starts with http:// or https://.',
    });
    expect(await readServerUrl()).toBe('http://localhost:3000');
    expect(await tokenItem.getValue()).not.toBeNull();
  });
});
