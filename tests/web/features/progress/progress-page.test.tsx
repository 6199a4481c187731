// The progress page in the app's routes: the links that lead to it, the figures from the server,
// the empty state of a learner who has answered nothing yet, and who may see it at all.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewProgress } from '../../../../shared/api';
import { PROGRESS_LINK_LABEL } from '../../../../shared/app';
import { PROGRESS_TEXTS } from '../../../../shared/review/progress-texts';
import { makeToken, renderApp, sampleUser } from '../../render-app';
import { apiError, fakeApi, json } from '../auth/fake-api';
import { profileDetails } from '../auth/profile-fakes';
import { emptyProgress, someProgress } from './progress-fixtures';

const answering = (progress: ReviewProgress) =>
  fakeApi({ 'GET /api/review/progress': () => json(200, progress) });

const figure = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return [...(dt.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
};

describe('the progress page', () => {
  it('shows due tomorrow, true retention, the streak and days studied, with the three charts', async () => {
    answering(someProgress());
    renderApp('/progress', { token: makeToken() });
    expect(await screen.findByRole('heading', { level: 1, name: PROGRESS_TEXTS.title })).toBeTruthy();
    await screen.findByText(PROGRESS_TEXTS.dueTomorrow);
    expect(figure(PROGRESS_TEXTS.dueTomorrow)).toEqual(['4 words', 'Due today: 3 words']);
    expect(figure(PROGRESS_TEXTS.retention)).toEqual([
      '88%',
      '7 of 8 reviews a day or more apart passed, last 30 days',
    ]);
    expect(figure(PROGRESS_TEXTS.streak)).toEqual(['2 days']);
    expect(figure(PROGRESS_TEXTS.daysStudied)).toEqual(['3 days']);
    const perDay = screen.getByRole('figure', { name: PROGRESS_TEXTS.perDayChart });
    expect(within(perDay).getAllByRole('img')).toHaveLength(30);
    expect(within(perDay).getByRole('img', { name: 'Today: 9 reviews, 2 new words' })).toBeTruthy();
    expect(screen.getByText('19 reviews in 30 days, 9 new words')).toBeTruthy();
    const forecast = screen.getByRole('figure', { name: PROGRESS_TEXTS.forecastChart });
    expect(within(forecast).getByRole('img', { name: 'Tomorrow: 4 words due' })).toBeTruthy();
    const heatmap = screen.getByRole('figure', { name: PROGRESS_TEXTS.heatmapChart });
    expect(within(heatmap).getByRole('img', { name: 'Thursday, Nov 19, 2026: 4 reviews' })).toBeTruthy();
  });

  it('says true retention is still to come while no review is a day or more apart', async () => {
    const progress = someProgress();
    progress.trueRetention.last30Days = { passed: 0, total: 0 };
    answering(progress);
    renderApp('/progress', { token: makeToken() });
    await screen.findByText(PROGRESS_TEXTS.retention);
    expect(figure(PROGRESS_TEXTS.retention)).toEqual(['—', PROGRESS_TEXTS.retentionPending]);
  });

  it('on day 1 explains what will appear and leads to the test instead of empty charts', async () => {
    answering(emptyProgress());
    const app = renderApp('/progress', { token: makeToken() });
    expect(await screen.findByRole('heading', { name: PROGRESS_TEXTS.emptyTitle })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: PROGRESS_TEXTS.emptyAction }));
    await waitFor(() => expect(app.currentPath()).toBe('/words/test'));
  });

  it('offers to try again when the figures could not be loaded', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/review/progress': () =>
        ++calls === 1 ? apiError(403, 'Not now') : json(200, someProgress()),
    });
    renderApp('/progress', { token: makeToken() });
    await userEvent.setup().click(await screen.findByRole('button', { name: PROGRESS_TEXTS.retry }));
    expect(await screen.findByText(PROGRESS_TEXTS.dueTomorrow)).toBeTruthy();
  });

  it('sends a visitor to the connection screen and a learner who must pay to the payment page', async () => {
    const api = answering(someProgress());
    const visitor = renderApp('/progress');
    await waitFor(() => expect(visitor.currentPath()).toBe('/auth'));
    visitor.unmount();
    const unpaid = renderApp('/progress', { token: makeToken({ ...sampleUser, role: 2 }) });
    await waitFor(() => expect(unpaid.currentPath()).toBe('/payment'));
    expect(api.to('GET', '/api/review/progress')).toHaveLength(0);
  });

  it('is linked from the profile screen of a learner who uses words, not of one who must pay', async () => {
    fakeApi({ ...profileDetails(), 'GET /api/review/progress': () => json(200, someProgress()) });
    const app = renderApp('/auth', { token: makeToken() });
    const link = await screen.findByRole('link', { name: PROGRESS_LINK_LABEL });
    await userEvent.setup().click(link);
    await waitFor(() => expect(app.currentPath()).toBe('/progress'));
    app.unmount();
    renderApp('/auth', { token: makeToken({ ...sampleUser, role: 2 }) });
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('link', { name: PROGRESS_LINK_LABEL })).toBeNull();
  });
});
