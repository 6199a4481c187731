// The one api client: bearer token, the common error handler's texts (SPEC §8), sign-out on 401.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/api';
import { AppToasts } from '../../../web/src/app/toasts';
import { api, apiErrorCode, apiErrorText, handleApiError } from '../../../web/src/lib/api-client';
import { appStore, pendingUserAtom, tokenAtom } from '../../../web/src/lib/session';
import { endedWithSession } from '../../../web/src/lib/session-requests';
import { makeToken, sampleUser } from '../render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stands in for the network; answers every call with `answer` and records the requests. */
function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call was expected to fail');
}

describe('requests', () => {
  it('go under /api and carry the bearer token when one exists', async () => {
    const token = makeToken();
    appStore.set(tokenAtom, token);
    const fetch = stubFetch(async () => json(200, []));
    await api(paths.words);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/words/get/words');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('carry no Authorization header without a token', async () => {
    const fetch = stubFetch(async () => json(200, {}));
    await api(paths.register, { method: 'POST', body: { email: 'ada@example.com' } });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });
});

describe('the common error handler text', () => {
  it("is the ApiError's message when the server answered", async () => {
    stubFetch(async () => json(422, { code: 'validation', message: 'Missing email. ' }));
    const error = await failureOf(api(paths.register, { method: 'POST', body: { email: '' } }));
    expect(apiErrorText(error)).toBe('Missing email. ');
  });

  it('is the error text, not raw JSON, for a call that expects text (translation_unavailable shown as JSON)', async () => {
    const message =
      'No offline translation for en→ja; set TRANSLATE_PROVIDER to libretranslate, deepl or google.';
    stubFetch(async () => json(503, { code: 'translation_unavailable', message }));
    const call = api(paths.translation, { method: 'POST', body: {}, responseType: 'text' });
    const error = await failureOf(call);
    expect(apiErrorText(error)).toBe(message);
    expect(apiErrorCode(error)).toBe('translation_unavailable');
  });

  it('is the response data when the answer is not an ApiError', async () => {
    stubFetch(async () => new Response('Service Unavailable', { status: 503 }));
    const error = await failureOf(api(paths.preferences, { method: 'PATCH', body: {} }));
    expect(apiErrorText(error)).toBe('Service Unavailable');
  });

  it("is 'error.request : ' and the request when no response came back", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(api(paths.deleteWord('w-1'), { method: 'DELETE' }));
    expect(apiErrorText(error)).toBe('error.request : DELETE /api/words/delete/w-1');
  });

  it("is 'Any error : ' and the message for anything else", () => {
    expect(apiErrorText(new Error('boom'))).toBe('Any error : boom');
    expect(apiErrorText('plain text')).toBe('Any error : plain text');
  });

  it('shows up as a notice', async () => {
    render(<AppToasts />);
    stubFetch(async () => json(404, { code: 'not_found', message: 'The word was not found.' }));
    handleApiError(await failureOf(api(paths.deleteWord('gone'), { method: 'DELETE' })));
    expect(await screen.findByText('The word was not found.')).toBeTruthy();
  });
});

describe('a 401', () => {
  it('signs the learner out', async () => {
    appStore.set(tokenAtom, makeToken());
    stubFetch(async () => json(401, { code: 'unauthorized', message: 'Please log in again.' }));
    await failureOf(api(paths.words));
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('to a visitor (a wrong password) leaves the pending registration alone', async () => {
    appStore.set(pendingUserAtom, { email: 'ada@example.com', role: -1 });
    stubFetch(async () => json(401, { code: 'unauthorized', message: 'Wrong email or password.' }));
    const error = await failureOf(
      api(paths.login, { method: 'POST', body: { email: 'ada@example.com', password: 'nope' } }),
    );
    expect(apiErrorText(error)).toBe('Wrong email or password.');
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'ada@example.com', role: -1 });
  });

  it('does not sign out on other failures', async () => {
    const token = makeToken();
    appStore.set(tokenAtom, token);
    stubFetch(async () => json(403, { code: 'forbidden', message: 'Subscribe to keep studying.' }));
    await failureOf(api(paths.words));
    expect(appStore.get(tokenAtom)).toBe(token);
  });

  it('to a token another sign-in replaced meanwhile leaves the new learner signed in', async () => {
    appStore.set(tokenAtom, makeToken());
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const late = failureOf(api(paths.preferences));
    await vi.waitFor(() => expect(answer).toBeDefined());
    // Grace signs in before Ada's call is answered; the answer then says Ada's session ended.
    const grace = makeToken({ ...sampleUser, id: sampleUser.id + 1, name: 'grace' });
    appStore.set(tokenAtom, grace);
    answer(json(401, { code: 'unauthorized', message: 'Please log in again.' }));
    await late;
    expect(appStore.get(tokenAtom)).toBe(grace);
  });
});

describe('a sign-out', () => {
  it('aborts the calls still on their way for the learner, and the handler shows nothing for them', async () => {
    render(<AppToasts />);
    appStore.set(tokenAtom, makeToken());
    // Answers nothing by itself; like the browser's fetch, it rejects with its signal's reason.
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const call = failureOf(api(paths.words));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    appStore.set(tokenAtom, null);
    expect(signal?.aborted).toBe(true);
    const error = await call;
    expect(endedWithSession(error)).toBe(true);
    handleApiError(error);
    // Any other failure shows a notice (above); this one is the learner's own doing.
    handleApiError(new Error('a real failure'));
    expect(await screen.findByText('Any error : a real failure')).toBeTruthy();
    expect(screen.queryByText(/session ended/i)).toBeNull();
  });

  it('spares a renewed token of the same learner, and a call that names its own token', async () => {
    const token = makeToken();
    appStore.set(tokenAtom, token);
    const fetch = stubFetch(() => new Promise<Response>(() => undefined));
    void api(paths.words).catch(() => undefined);
    void api(paths.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [listSignal, logoutSignal] = fetch.mock.calls.map((call) => call[1]?.signal);
    // A renewal (here after a rename): another token, the same learner.
    appStore.set(tokenAtom, makeToken({ ...sampleUser, name: 'ada lovelace' }));
    expect(listSignal?.aborted).toBe(false);
    appStore.set(tokenAtom, null);
    expect(listSignal?.aborted).toBe(true);
    expect(logoutSignal?.aborted ?? false).toBe(false);
  });
});
