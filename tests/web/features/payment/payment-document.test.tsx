// @vitest-environment jsdom
// (happy-dom, the project's default, does not emulate what this file checks: see vitest.config.ts.)
// In PayPal mode the payment page is a document of its own, since only /payment's CSP lets PayPal
// in (docs/decisions/0006): the navbar, the landing page and the redirects load it afresh, and a
// page reached client-side all the same loads itself again before it asks for PayPal's script.
// In test mode every way there stays client-side. The browser's navigation is stood in for.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentProviderAtom } from '../../../../web/src/features/payment/payment-document';
import { loadDocument } from '../../../../web/src/lib/document-load';
import { appStore } from '../../../../web/src/lib/session';
import { renderApp } from '../../render-app';
import { fakeServer, LOCAL_SETTINGS, PAYPAL_SETTINGS, tokenFor } from './payment-kit';

const browser = vi.hoisted(() => ({ documentPath: '/home' }));
vi.mock('../../../../web/src/lib/document-load', () => ({
  documentPath: () => browser.documentPath,
  loadDocument: vi.fn(),
}));

afterEach(() => {
  vi.mocked(loadDocument).mockClear();
  appStore.set(paymentProviderAtom, null);
  browser.documentPath = '/home';
});

const trialToken = tokenFor({ role: 1, deletingWords: 50 });
const navPayment = () =>
  screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/payment"]') as HTMLElement;

describe('in PayPal mode', () => {
  it('the navbar loads /payment as a new document', async () => {
    const server = fakeServer(trialToken, {}, PAYPAL_SETTINGS);
    const app = renderApp('/home', { token: trialToken });
    await userEvent.setup().click(navPayment());
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/payment', { replace: false }));
    expect(app.currentPath()).toBe('/home');
    expect(server.to('GET', '/api/payments/settings')).toHaveLength(1);
  });

  it("the landing page's payment block loads /payment as a new document", async () => {
    fakeServer(trialToken, {}, PAYPAL_SETTINGS);
    const app = renderApp('/home', { token: trialToken });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to payment' }));
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/payment', { replace: false }));
    expect(app.currentPath()).toBe('/home');
  });

  it('a payment page reached client-side loads itself again, without asking for PayPal', async () => {
    fakeServer(tokenFor({ role: 2, deletingWords: 20 }), {}, PAYPAL_SETTINGS);
    browser.documentPath = '/words/list';
    renderApp('/payment', { token: tokenFor({ role: 2, deletingWords: 20 }) });
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/payment', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Subscription status' })).toBeTruthy();
    expect(document.head.querySelector('script[src*="paypal"]')).toBeNull();
  });

  it('the payment page in its own document stays, and a link back to it stays client-side', async () => {
    fakeServer(trialToken, {}, PAYPAL_SETTINGS);
    browser.documentPath = '/payment';
    const app = renderApp('/home', { token: trialToken });
    await userEvent.setup().click(navPayment());
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(app.currentPath()).toBe('/payment');
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('a visitor is sent on to /auth client-side, without asking for the mode', async () => {
    const server = fakeServer('', {}, PAYPAL_SETTINGS);
    const app = renderApp('/home');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to payment' }));
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeTruthy();
    expect(app.currentPath()).toBe('/auth');
    expect(loadDocument).not.toHaveBeenCalled();
    expect(server.to('GET', '/api/payments/settings')).toEqual([]);
  });
});

describe('in test mode', () => {
  it('the navbar opens the payment page client-side', async () => {
    fakeServer(trialToken, {}, LOCAL_SETTINGS);
    const app = renderApp('/home', { token: trialToken });
    await userEvent.setup().click(navPayment());
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(app.currentPath()).toBe('/payment');
    await screen.findByRole('button', { name: 'Subscribe (test mode)' });
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('a payment page reached client-side stays', async () => {
    fakeServer(trialToken, {}, LOCAL_SETTINGS);
    browser.documentPath = '/words/list';
    renderApp('/payment', { token: trialToken });
    await screen.findByRole('button', { name: 'Subscribe (test mode)' });
    expect(loadDocument).not.toHaveBeenCalled();
  });
});

describe('when the mode cannot be learnt', () => {
  it('the navbar opens the page client-side, which says what went wrong', async () => {
    fakeServer(trialToken, {
      'GET /api/payments/settings': () =>
        new Response(JSON.stringify({ code: 'down', message: 'Settings are down.' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const app = renderApp('/home', { token: trialToken });
    await userEvent.setup().click(navPayment());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(app.currentPath()).toBe('/payment');
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
