// Start-up (SPEC §4 "Session"): a stored token is renewed; roles 0, 1, 3 and 4 then load their
// words; a refused token signs the learner out.
import { describe, expect, it, vi } from 'vitest';
import { appStore, tokenAtom, userAtom } from '../../../web/src/lib/session';
import { renewToken, startSession } from '../../../web/src/lib/session-start';
import { makeToken, sampleUser } from '../render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (body: string) =>
  new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });

function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('startSession', () => {
  it('does nothing without a token', async () => {
    const fetch = stubFetch(() => text('unused'));
    const loadWords = vi.fn(async () => {});
    await startSession({ loadWords });
    expect(fetch).not.toHaveBeenCalled();
    expect(loadWords).not.toHaveBeenCalled();
  });

  it('renews the token, so the user is decoded again, then loads the words', async () => {
    appStore.set(tokenAtom, makeToken({ ...sampleUser, deletingWords: 45 }));
    const renewed = makeToken({ ...sampleUser, deletingWords: 44 });
    const fetch = stubFetch(() => text(renewed));
    const loadWords = vi.fn(async () => {});
    await startSession({ loadWords });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/users/replace-token');
    expect(appStore.get(tokenAtom)).toBe(renewed);
    expect(localStorage.getItem('token')).toBe(renewed);
    expect(appStore.get(userAtom)?.deletingWords).toBe(44);
    expect(loadWords).toHaveBeenCalledTimes(1);
  });

  it.each([0, 1, 3, 4])('loads the words for role %i', async (role) => {
    appStore.set(tokenAtom, makeToken());
    stubFetch(() => text(makeToken({ ...sampleUser, role })));
    const loadWords = vi.fn(async () => {});
    await startSession({ loadWords });
    expect(loadWords).toHaveBeenCalledTimes(1);
  });

  it.each([2, 5])('does not load the words for role %i (as the renewed token says)', async (role) => {
    appStore.set(tokenAtom, makeToken({ ...sampleUser, role: 1 }));
    stubFetch(() => text(makeToken({ ...sampleUser, role })));
    const loadWords = vi.fn(async () => {});
    await startSession({ loadWords });
    expect(loadWords).not.toHaveBeenCalled();
  });

  it('keeps the token and loads the kept words when there is no network (decision 0031)', async () => {
    const token = makeToken();
    appStore.set(tokenAtom, token);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const loadWords = vi.fn(async () => {});
    await startSession({ loadWords });
    expect(appStore.get(tokenAtom)).toBe(token);
    expect(loadWords).toHaveBeenCalledTimes(1);
  });

  it('signs out when the server refuses the token', async () => {
    appStore.set(tokenAtom, makeToken());
    stubFetch(() => json(401, { code: 'unauthorized', message: 'Please log in again.' }));
    const loadWords = vi.fn(async () => {});
    await startSession({ loadWords });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(loadWords).not.toHaveBeenCalled();
  });
});

describe('renewToken', () => {
  it('keeps the token when the server cannot be reached', async () => {
    const token = makeToken();
    appStore.set(tokenAtom, token);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(renewToken()).rejects.toThrow();
    expect(appStore.get(tokenAtom)).toBe(token);
  });
});
