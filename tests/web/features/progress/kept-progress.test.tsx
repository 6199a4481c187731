// The progress page offline (docs/decisions/0031-offline-study.md): its last answer is kept on the
// device and shown with when it was fetched once the network is gone; with nothing kept the page
// says so; another learner's copy is never shown, and sign-out's clearing leaves none behind.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOT_KEPT, progressKeptNote } from '../../../../shared/offline/rules';
import { PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { forgetDevice } from '../../../../web/src/lib/offline/device-owner';
import { makeToken, renderApp, sampleUser } from '../../render-app';
import { apiError, json } from '../auth/fake-api';
import { someProgress } from './progress-fixtures';

let online = true;
let progressCalls = 0;
let answer = () => json(200, someProgress());

beforeEach(() => {
  online = true;
  progressCalls = 0;
  answer = () => json(200, someProgress());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      if (!online) throw new TypeError('Failed to fetch');
      if (path !== '/api/review/progress') return apiError(404, `No answer for ${path}`);
      progressCalls += 1;
      return answer();
    }),
  );
});
afterEach(() => vi.useRealTimers());

const dueTomorrow = () => {
  const dt = screen.getByText(PROGRESS_TEXTS.dueTomorrow, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent;
};

/** Opens the page online, so the device keeps its answer, fetched at the given time. */
async function openOnline(at: number, token = makeToken()) {
  vi.useFakeTimers({ now: at, toFake: ['Date'] });
  const page = renderApp('/progress', { token });
  await screen.findByText(PROGRESS_TEXTS.dueTomorrow);
  expect(screen.queryByText(/^Offline: your progress as of/)).toBeNull();
  page.unmount();
  vi.useRealTimers();
}

describe('the progress page offline', () => {
  it('shows the figures last fetched on this device, with when they were fetched', async () => {
    const fetchedAt = Date.UTC(2026, 10, 25, 18, 30);
    await openOnline(fetchedAt);
    online = false;
    renderApp('/progress', { token: makeToken() });
    expect(await screen.findByText(progressKeptNote(fetchedAt))).toBeTruthy();
    expect(progressKeptNote(fetchedAt)).toContain('Nov 25, 2026');
    expect(dueTomorrow()).toBe('4 words');
    expect(progressCalls).toBe(1);
  });

  it('says the page is not kept when it was never opened online on this device', async () => {
    online = false;
    renderApp('/progress', { token: makeToken() });
    expect(await screen.findByText(OFFLINE_NOT_KEPT)).toBeTruthy();
    expect(screen.queryByText(PROGRESS_TEXTS.dueTomorrow)).toBeNull();
  });

  it("never shows another learner's kept figures, and keeps none after sign-out's clearing", async () => {
    await openOnline(Date.UTC(2026, 10, 25, 9, 0));
    online = false;
    const other = renderApp('/progress', { token: makeToken({ ...sampleUser, id: 8 }) });
    expect(await screen.findByText(OFFLINE_NOT_KEPT)).toBeTruthy();
    other.unmount();
    await forgetDevice();
    renderApp('/progress', { token: makeToken() });
    expect(await screen.findByText(OFFLINE_NOT_KEPT)).toBeTruthy();
  });

  it("keeps a refusal the server's: an answered error is not replaced by kept figures", async () => {
    await openOnline(Date.UTC(2026, 10, 25, 9, 0));
    answer = () => apiError(403, 'Not now');
    renderApp('/progress', { token: makeToken() });
    expect(await screen.findByText(PROGRESS_TEXTS.loadFailed)).toBeTruthy();
    expect(await screen.findByText('Not now')).toBeTruthy();
    expect(screen.queryByText(/^Offline: your progress as of/)).toBeNull();
  });
});
