// What the extension keeps is read back through its declared shapes: a value another version left,
// or one damaged by hand, reads as signed out, as the defaults, or as nothing queued, never a crash.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readQueue } from '../../extension/lib/save-queue';
import { readSession } from '../../extension/lib/session';
import { readSettings, readUser, tokenItem } from '../../extension/lib/storage';
import { ADA, startFakeApi, tokenFor } from './fake-api';
import { waitingSave } from './learner';

beforeEach(async () => {
  fakeBrowser.reset();
  startFakeApi();
  await tokenItem.setValue(await tokenFor());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored user', () => {
  it('is the signed-in user when it is a whole token user', async () => {
    await fakeBrowser.storage.local.set({ user: ADA });
    expect(await readUser()).toEqual(ADA);
    expect((await readSession()).user).toEqual(ADA);
  });

  it('reads as signed out when a field is missing or of another type', async () => {
    const { subscriptionId: _gone, ...lacking } = ADA;
    for (const damaged of [lacking, { ...ADA, id: '7' }, 'Ada', [ADA]]) {
      await fakeBrowser.storage.local.set({ user: damaged });
      expect(await readUser()).toBeNull();
      expect((await readSession()).user).toBeNull();
    }
  });
});

describe('the stored options and queue', () => {
  it('take the default for each damaged option, keeping the good ones', async () => {
    await fakeBrowser.storage.local.set({ settings: { defaultCategory: 42, translateAutomatically: false } });
    expect(await readSettings()).toEqual({ defaultCategory: 'No', translateAutomatically: false });
    await fakeBrowser.storage.local.set({ settings: 'garbage' });
    expect(await readSettings()).toEqual({ defaultCategory: 'No', translateAutomatically: true });
  });

  it('leave out a queued save that lacks a field, keeping the others', async () => {
    const good = waitingSave('serendipity');
    const { sourceUrl: _gone, ...broken } = waitingSave('petrichor');
    await fakeBrowser.storage.local.set({ saveQueue: [broken, good, null] });
    expect((await readQueue()).map((save) => save.word)).toEqual(['serendipity']);
  });
});
