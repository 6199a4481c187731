// Signing out of the popup ends the session on the server, so a copy of the token stops working;
// offline it still signs the extension out at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signIn, signOut } from '../../extension/lib/account';
import { tokenItem } from '../../extension/lib/storage';
import { ADA, type FakeApi, PASSWORD, startFakeApi } from './fake-api';

let api: FakeApi;
beforeEach(() => {
  fakeBrowser.reset();
  api = startFakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out of the popup', () => {
  it('ends the session on the server: its token no longer opens anything', async () => {
    await signIn(ADA.email, PASSWORD);
    const token = await tokenItem.getValue();
    expect(token && api.tokens.has(token)).toBe(true);

    const session = await signOut();
    expect(session.user).toBeNull();
    await vi.waitFor(() =>
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /users/logout'),
    );
    expect(token && api.tokens.has(token)).toBe(false);
  });

  it('signs out at once when the server cannot be reached', async () => {
    await signIn(ADA.email, PASSWORD);
    api.down = true;
    const session = await signOut();
    expect(session.user).toBeNull();
    expect(await tokenItem.getValue()).toBeNull();
  });
});
