// The hand-over of the web app's session: the background takes a token only from the content
// script on the server's own origin or from the extension's pages, never undoes a sign-out, and
// replaces another learner only when the session in use came from the web app too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signOut } from '../../extension/lib/account';
import { type MessageSender, sendMessage } from '../../extension/lib/messages';
import { storeToken } from '../../extension/lib/session';
import { serverUrlItem, tokenItem, userItem } from '../../extension/lib/storage';
import { adoptWebToken, isTrustedSessionSender } from '../../extension/lib/web-session';
import { ADA, type FakeApi, startFakeApi, tokenFor } from './fake-api';
import { startBackground } from './start-background';

const SERVER = 'https://wordhoard.example';
const extension = { id: 'wordhoard-id', baseUrl: 'chrome-extension://wordhoard-id/' };
const GRACE = { ...ADA, id: 8, uuid: 'user-grace', name: 'Grace', email: 'grace@example.org' };

describe('isTrustedSessionSender', () => {
  const fromPage = (url: string, origin?: string): MessageSender => ({
    id: extension.id,
    url,
    origin,
    tab: { id: 3 } as MessageSender['tab'],
  });

  it('trusts the content script on the server’s origin, by Chrome’s origin or Firefox’s URL', () => {
    expect(isTrustedSessionSender(fromPage(`${SERVER}/words/list`, SERVER), SERVER, extension)).toBe(true);
    expect(isTrustedSessionSender(fromPage(`${SERVER}/auth`), SERVER, extension)).toBe(true);
  });

  it('trusts the extension’s own pages', () => {
    const popup: MessageSender = { id: extension.id, url: `${extension.baseUrl}popup.html` };
    expect(isTrustedSessionSender(popup, SERVER, extension)).toBe(true);
  });

  it('refuses other origins, look-alike hosts, other ports and schemes, and other extensions', () => {
    for (const url of [
      'https://evil.example/',
      'https://wordhoard.example.evil.example/',
      'https://wordhoard.example:8443/',
      'http://wordhoard.example/',
    ]) {
      expect(isTrustedSessionSender(fromPage(url, new URL(url).origin), SERVER, extension), url).toBe(false);
    }
    expect(
      isTrustedSessionSender(
        { ...fromPage(`${SERVER}/`, SERVER), id: 'another-extension' },
        SERVER,
        extension,
      ),
    ).toBe(false);
    expect(isTrustedSessionSender({ id: extension.id }, SERVER, extension)).toBe(false);
  });

  it('goes by the frame’s origin when Chrome gives one that differs from the URL', () => {
    // An about:blank frame inside another site has that site's origin.
    expect(isTrustedSessionSender(fromPage('about:blank', 'https://evil.example'), SERVER, extension)).toBe(
      false,
    );
  });
});

describe('adopting the web app’s token', () => {
  let api: FakeApi;

  beforeEach(() => {
    fakeBrowser.reset();
    api = startFakeApi();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs in a signed-out extension with the token and its user', async () => {
    const token = await tokenFor();
    expect(await adoptWebToken(token)).toBe('adopted');
    expect(await tokenItem.getValue()).toBe(token);
    expect((await userItem.getValue())?.name).toBe('Ada');
  });

  it('refuses expired and unreadable tokens', async () => {
    expect(await adoptWebToken(await tokenFor(ADA, 1_000_000, 60))).toBe('refused');
    expect(await adoptWebToken('not.a.token')).toBe('refused');
    expect(await tokenItem.getValue()).toBeNull();
  });

  it('never replaces a session signed in in the popup silently, but takes a fresher token of the same learner', async () => {
    const older = await tokenFor(ADA, Math.floor(Date.now() / 1000) - 3600);
    await storeToken(older, 'popup');

    expect(await adoptWebToken(await tokenFor(GRACE))).toBe('offered');
    expect((await userItem.getValue())?.name).toBe('Ada');

    const fresher = await tokenFor(ADA);
    expect(await adoptWebToken(fresher)).toBe('kept');
    expect(await tokenItem.getValue()).toBe(fresher);
  });

  it('follows the web app to another learner when its session came from there', async () => {
    await adoptWebToken(await tokenFor(ADA));
    expect(await adoptWebToken(await tokenFor(GRACE))).toBe('switched');
    expect((await userItem.getValue())?.name).toBe('Grace');
  });

  it('does not take back the session of a learner who signed out of the extension', async () => {
    await adoptWebToken(await tokenFor());
    await signOut();

    expect(await adoptWebToken(await tokenFor())).toBe('refused');
    expect(await adoptWebToken(await tokenFor(GRACE))).toBe('adopted');
  });

  it('answers offerWebSession only for the server’s origin, through the message map', async () => {
    await serverUrlItem.setValue('http://localhost:3000');
    startBackground();
    const token = await tokenFor();
    api.tokens.add(token);
    fakeBrowser.runtime.id = extension.id;
    const offer = (sender: MessageSender) =>
      fakeBrowser.runtime.onMessage.trigger(
        { channel: 'wordhoard', name: 'offerWebSession', request: { token } },
        sender,
      );

    const [refused] = await offer({
      id: extension.id,
      url: 'https://evil.example/',
      origin: 'https://evil.example',
    });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'Only the Wordhoard web app may hand over its session.' },
    });
    expect(await tokenItem.getValue()).toBeNull();

    const [accepted] = await offer({ id: extension.id, url: 'http://localhost:3000/words/list' });
    expect(accepted).toEqual({ ok: true, value: true });
    expect((await sendMessage('getSession')).user?.name).toBe('Ada');
    // Taking the session over loads the learner's words, as a sign-in does.
    expect(api.requests.map((request) => request.path)).toContain('/words/get/words');
  });
});
