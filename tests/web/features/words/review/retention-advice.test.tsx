// Beside the desired-retention setting (decision 0047): the recommendation, its curve read out as
// text, a button that puts it in the field, and the fitted parameters counted in answers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StudyPreferencesAnswer } from '../../../../../shared/api';
import { RETENTION_ADVICE_TEXTS, type RetentionAdvice } from '../../../../../shared/review/retention-advice';
import { DEFAULT_STUDY_PREFERENCES } from '../../../../../shared/review/study-preferences';
import { RetentionAdvicePanel } from '../../../../../web/src/features/words/review/retention-advice';
import {
  fetchFittedState,
  fetchRetentionAdvice,
} from '../../../../../web/src/features/words/review/retention-advice-api';

vi.mock('../../../../../web/src/features/words/review/retention-advice-api');

const advice: RetentionAdvice = {
  recommended: 0.8,
  nearlyAsCheapUpTo: 0.85,
  fewestAnswersAt: 0.7,
  costs: {
    firstDay: [30, 20, 12, 6],
    reviewDay: [25, 11, 7, 5],
    lossAversion: 2.5,
    timedFirstDays: 120,
    timedReviewDays: 1480,
  },
  ownParameters: true,
  parametersFittedAt: Date.parse('2026-11-20T12:00:00Z'),
  points: [0.7, 0.75, 0.8, 0.85, 0.9].map((retention, i) => ({
    retention,
    answers: 1000 + i,
    remembered: 100,
    answersPerRemembered: [7, 7.5, 8, 8.8, 10][i] ?? 0,
    seconds: 10_000 + i,
    secondsPerRemembered: [130, 125, 121.6, 126, 140][i] ?? 0,
  })),
};
const fitted: StudyPreferencesAnswer = {
  ...DEFAULT_STUDY_PREFERENCES,
  parametersFittedAt: advice.parametersFittedAt,
  fittedOnReviews: 1200,
  fittedOnAnswers: 1200,
  logLossBefore: 0.5,
  logLossAfter: 0.45,
  askedRetention: DEFAULT_STUDY_PREFERENCES.desiredRetention,
};

describe('the retention that costs least', () => {
  it('shows the recommendation, its curve as text, and puts it in the field on request', async () => {
    vi.mocked(fetchRetentionAdvice).mockResolvedValue(advice);
    vi.mocked(fetchFittedState).mockResolvedValue(fitted);
    const onUse = vi.fn();
    render(<RetentionAdvicePanel onUse={onUse} />);
    expect(await screen.findByText(RETENTION_ADVICE_TEXTS.recommendation(advice))).toBeTruthy();
    // The flat stretch past the cheapest, and what the cost counts, with whose times.
    expect(screen.getByText(/Up to 85 % costs within 5 % of that/)).toBeTruthy();
    const counted = screen.getByText(/Counted in seconds of study per word remembered/);
    expect(counted.textContent).toContain(
      'your own answer times (120 timed first days of a word and 1,480 timed review days',
    );
    expect(counted.textContent).toContain('weighs 2.5 times its seconds');
    expect(counted.textContent).toContain('in answers alone, the fewest would be at 70 %');
    const curve = screen.getByRole('img');
    expect(curve.getAttribute('aria-label')).toContain('Seconds of study per word remembered');
    expect(curve.getAttribute('aria-label')).toContain('80 %: 122 s');
    await userEvent.click(screen.getByRole('button', { name: 'Use 80 %' }));
    expect(onUse).toHaveBeenCalledWith(0.8);
    const state = await screen.findByText(/on 1,200 answers/);
    expect(state.textContent).toContain('0.500 → 0.450');
    expect(state.textContent).toContain('10.0 % better');
    // The desired retention is asked as it is: nothing to explain.
    expect(screen.queryByText(/words are scheduled for/)).toBeNull();
  });

  it('says why words are scheduled above the desired retention when the answers fell short', async () => {
    vi.mocked(fetchRetentionAdvice).mockResolvedValue(advice);
    vi.mocked(fetchFittedState).mockResolvedValue({
      ...fitted,
      desiredRetention: 0.9,
      askedRetention: 0.934,
    });
    render(<RetentionAdvicePanel onUse={() => {}} />);
    expect(await screen.findByText(RETENTION_ADVICE_TEXTS.asked(0.9, 0.934))).toBeTruthy();
    expect(RETENTION_ADVICE_TEXTS.asked(0.9, 0.934)).toContain('scheduled for 93 % to hold 90 %');
  });

  it('says whose times priced it, and leaves out the flat stretch when there is none', async () => {
    const untimed: RetentionAdvice = {
      ...advice,
      recommended: 0.9,
      nearlyAsCheapUpTo: 0.9,
      costs: { ...advice.costs, timedFirstDays: 0, timedReviewDays: 0 },
    };
    vi.mocked(fetchRetentionAdvice).mockResolvedValue(untimed);
    vi.mocked(fetchFittedState).mockResolvedValue(fitted);
    render(<RetentionAdvicePanel onUse={() => {}} />);
    expect(
      await screen.findByText(/Anki’s typical answer times \(none of yours are timed yet\)/),
    ).toBeTruthy();
    expect(screen.queryByText(/costs within 5 % of that/)).toBeNull();
  });

  it('says the defaults serve before a fit, and says so when the simulation fails', async () => {
    vi.mocked(fetchRetentionAdvice).mockRejectedValue(new Error('503'));
    vi.mocked(fetchFittedState).mockResolvedValue({
      ...fitted,
      parametersFittedAt: null,
      fittedOnReviews: null,
      fittedOnAnswers: null,
      logLossBefore: null,
      logLossAfter: null,
    });
    render(<RetentionAdvicePanel onUse={() => {}} />);
    expect(await screen.findByText(RETENTION_ADVICE_TEXTS.failed)).toBeTruthy();
    expect(await screen.findByText(RETENTION_ADVICE_TEXTS.notFitted)).toBeTruthy();
  });
});
