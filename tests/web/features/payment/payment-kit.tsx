// What the payment tests share: learners of each role as tokens, a stand-in for the API that
// keeps the token the server would hand out next, and the page mounted with its notice area.
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { TokenUser } from '../../../../shared/accounts/types';
import type { PaymentSettingsAnswer } from '../../../../shared/api';
import { AppToasts } from '../../../../web/src/app/toasts';
import { PaymentPage } from '../../../../web/src/features/payment/payment-page';
import { appStore, tokenAtom } from '../../../../web/src/lib/session';
import { makeWord } from '../../../shared/words/make-word';
import { MemoryRouter } from '../../memory-router';
import { makeToken, sampleUser } from '../../render-app';

export const SUBSCRIPTION_ID = 'I-BW452GLLEP1G';
export const ORDER_ID = 'O-5O190127TN364715T';

/** A token as the server would issue it to a learner with this role and these days. */
export const tokenFor = (changes: Partial<TokenUser>) => makeToken({ ...sampleUser, ...changes });

/** A word the learner saved, as the words call answers it. */
export const savedWord = makeWord({
  uuid: 'b0c1d2e3-0000-4000-8000-000000000001',
  word: 'house',
  wordTranslation: 'casa',
  category: '',
  date: '2025-02-01T10:00:00.000Z',
});

export const LOCAL_SETTINGS: PaymentSettingsAnswer = {
  provider: 'local',
  providerName: 'Test',
  testMode: true,
  clientId: null,
};
export const PAYPAL_SETTINGS: PaymentSettingsAnswer = {
  provider: 'paypal',
  providerName: 'PayPal',
  testMode: false,
  clientId: 'client-abc',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}
type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * Answers by "METHOD /api/path". replace-token hands out `server.token`, which a test changes
 * when the server's view of the learner changes (after step 2 or a cancel).
 */
export function fakeServer(token: string, answers: Record<string, Answer> = {}, settings = LOCAL_SETTINGS) {
  const server = { token, sent: [] as SentRequest[] };
  const defaults: Record<string, Answer> = {
    'GET /api/payments/settings': () => json(200, settings),
    'GET /api/users/replace-token': () => text(server.token),
    'POST /api/payments/sync': () => new Response(null, { status: 204 }),
    'GET /api/words/get/words': () => json(200, []),
    'GET /api/preferences': () =>
      json(200, {
        speechLanguage: 'en-US',
        speechVoice: 'en-US-Female',
        sourceLanguage: 'en',
        targetLanguage: 'es',
        highQuality: false,
        rateSpeech: 1,
      }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      server.sent.push({ method, path: url.pathname, body });
      const answer = answers[`${method} ${url.pathname}`] ?? defaults[`${method} ${url.pathname}`];
      return answer
        ? answer(body)
        : json(404, { code: 'not_found', message: `No answer for ${url.pathname}` });
    }),
  );
  return {
    sent: server.sent,
    /** What replace-token answers from now on. */
    setToken(next: string) {
      server.token = next;
    },
    to: (method: string, path: string) => server.sent.filter((r) => r.method === method && r.path === path),
  };
}

/**
 * The payment page of a signed-in learner, with the app's notice area, in a document loaded at
 * /payment (in PayPal mode a page reached client-side would load itself again first).
 */
export function renderPayment(token: string) {
  window.history.replaceState(null, '', '/payment');
  appStore.set(tokenAtom, token);
  return render(
    <MemoryRouter path="/payment">
      <PaymentPage />
      <AppToasts />
    </MemoryRouter>,
  );
}

/** A block of the page, found by its heading. */
export const block = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement);

/** The page itself, without the notice area: what it says, apart from the toasts. */
export const thePage = () => within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement);
