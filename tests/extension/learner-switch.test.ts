// The extension follows the learner of the web app in the same browser (docs/decisions/0037):
// a session taken over from the web app switches with it and signs out with it; a session signed in
// in the popup is kept, and the popup asks. Whatever one learner's session cached (words, which page
// marking shows) is dropped when another signs in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answerSwitchOffer, offerWebToken, signIn, webSignedOut } from '../../extension/lib/account';
import { refuseAnotherLearner } from '../../extension/lib/learner-guard';
import { freshWords } from '../../extension/lib/marking/words-etag';
import { createMessageRouter, type MessageHandlers } from '../../extension/lib/messages';
import { readSession } from '../../extension/lib/session';
import { readWordsCache, switchOfferItem, tokenItem } from '../../extension/lib/storage';
import { fetchWords } from '../../extension/lib/words-cache';
import { LEARNER_CHANGED_MESSAGE } from '../../shared/accounts/web-session';
import { ADA, type FakeApi, PASSWORD, startFakeApi, wordFrom } from './fake-api';
import { GRACE, webTokenOf } from './learner';

let api: FakeApi;
const webToken = (user = ADA) => webTokenOf(api, user);

beforeEach(() => {
  fakeBrowser.reset();
  api = startFakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a session taken over from the web app', () => {
  it('switches when the web app signs in another learner', async () => {
    expect(await offerWebToken(await webToken(ADA))).toBe(true);
    const grace = await webToken(GRACE);

    expect(await offerWebToken(grace)).toBe(true);
    expect((await readSession()).user?.name).toBe('Grace');
    expect(await tokenItem.getValue()).toBe(grace);
  });

  it('signs out when the web app signs out', async () => {
    await offerWebToken(await webToken(ADA));
    expect(await webSignedOut()).toBe(true);
    expect((await readSession()).user).toBeNull();
    // The web app signing in again is followed: nobody declined it here.
    expect(await offerWebToken(await webToken(ADA))).toBe(true);
  });

  it('drops the previous learner’s words, so neither the popup nor page marking shows them', async () => {
    api.words = [wordFrom({ word: 'petrichor' })];
    await offerWebToken(await webToken(ADA));
    expect((await readWordsCache()).map((word) => word.word)).toEqual(['petrichor']);
    expect((await freshWords(10 ** 12)).map((word) => word.word)).toEqual(['petrichor']);

    // Grace's list cannot be fetched yet: an empty list, never Ada's.
    api.down = true;
    await offerWebToken(await webToken(GRACE));
    expect(await readWordsCache()).toEqual([]);
    // Within the minute marking would not check again for the same learner; for another it does.
    api.down = false;
    api.words = [wordFrom({ word: 'lantern' })];
    expect((await freshWords(10 ** 12 + 1)).map((word) => word.word)).toEqual(['lantern']);
  });

  it('does not let a list fetched for one learner land in the next learner’s cache', async () => {
    api.words = [wordFrom({ word: 'petrichor' })];
    await offerWebToken(await webToken(ADA));
    // Ada's list is held on its way until Grace has signed in.
    const serve = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const answer = await serve(input, init);
      const learner = api.requests.at(-1)?.learner;
      // Grace's own list does not come, so only Ada's could fill the cache.
      if (learner === GRACE.uuid) throw new TypeError('Failed to fetch');
      if (learner === ADA.uuid) await held;
      return answer;
    });
    const fetching = fetchWords();
    await vi.waitFor(() => expect(api.requests.at(-1)?.learner).toBe(ADA.uuid));
    await offerWebToken(await webToken(GRACE));
    release();
    await fetching;
    expect(await readWordsCache()).toEqual([]);
  });
});

describe('a session signed in in the popup', () => {
  it('stays, and the popup asks whether to switch to the web app’s learner', async () => {
    await signIn(ADA.email, PASSWORD);
    const grace = await webToken(GRACE);

    expect(await offerWebToken(grace)).toBe(false);
    const session = await readSession();
    expect(session.user?.name).toBe('Ada');
    expect(session.switchOffer).toEqual({ name: 'Grace' });

    const switched = await answerSwitchOffer(true);
    expect(switched.user?.name).toBe('Grace');
    expect(switched.switchOffer).toBeNull();
    expect(await tokenItem.getValue()).toBe(grace);
    // Ada's own session here ends on the server.
    await vi.waitFor(() =>
      expect(api.requests).toContainEqual({ method: 'POST', path: '/users/logout', learner: ADA.uuid }),
    );
  });

  it('stays when the learner says so, and that learner is not offered again', async () => {
    await signIn(ADA.email, PASSWORD);
    const grace = await webToken(GRACE);
    await offerWebToken(grace);

    const stayed = await answerSwitchOffer(false);
    expect(stayed.user?.name).toBe('Ada');
    expect(stayed.switchOffer).toBeNull();
    await offerWebToken(grace);
    expect(await switchOfferItem.getValue()).toBeNull();
  });

  it('is not signed out by the web app’s sign-out, which withdraws the offer', async () => {
    await signIn(ADA.email, PASSWORD);
    await offerWebToken(await webToken(GRACE));

    expect(await webSignedOut()).toBe(false);
    const session = await readSession();
    expect(session.user?.name).toBe('Ada');
    expect(session.switchOffer).toBeNull();
  });
});

describe('a popup call for the learner it showed', () => {
  // The popup names the learner it shows; between the web app's switch and the popup following
  // it, a click must not act for the learner now signed in.
  const addWordFor = (learner: string) =>
    createMessageRouter(
      { addWord: async () => ({ kind: 'queued', message: 'sent' }) } as unknown as MessageHandlers,
      refuseAnotherLearner,
    )({ channel: 'wordhoard', name: 'addWord', request: {}, learner }, {});

  it('is refused when another learner is signed in by the time it arrives', async () => {
    await offerWebToken(await webToken(ADA));
    const ada = (await readSession()).user?.uuid ?? '';
    await offerWebToken(await webToken(GRACE));
    expect(await addWordFor(ada)).toEqual({
      ok: false,
      error: { code: 'learner-changed', message: LEARNER_CHANGED_MESSAGE },
    });
    const grace = (await readSession()).user?.uuid ?? '';
    expect(await addWordFor(grace)).toEqual({ ok: true, value: { kind: 'queued', message: 'sent' } });
  });
});
