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
  ownParameters: true,
  parametersFittedAt: Date.parse('2026-11-20T12:00:00Z'),
  points: [0.7, 0.75, 0.8, 0.85, 0.9].map((retention, i) => ({
    retention,
    answers: 1000 + i,
    remembered: 100,
    answersPerRemembered: [9, 8.5, 8, 8.8, 10][i] ?? 0,
  })),
};
const fitted: StudyPreferencesAnswer = {
  ...DEFAULT_STUDY_PREFERENCES,
  parametersFittedAt: advice.parametersFittedAt,
  fittedOnReviews: 1200,
  fittedOnAnswers: 1200,
  logLossBefore: 0.5,
  logLossAfter: 0.45,
};

describe('the retention that costs least', () => {
  it('shows the recommendation, its curve as text, and puts it in the field on request', async () => {
    vi.mocked(fetchRetentionAdvice).mockResolvedValue(advice);
    vi.mocked(fetchFittedState).mockResolvedValue(fitted);
    const onUse = vi.fn();
    render(<RetentionAdvicePanel onUse={onUse} />);
    expect(await screen.findByText(RETENTION_ADVICE_TEXTS.recommendation(advice))).toBeTruthy();
    const curve = screen.getByRole('img');
    expect(curve.getAttribute('aria-label')).toContain('80 %: 8.0');
    await userEvent.click(screen.getByRole('button', { name: 'Use 80 %' }));
    expect(onUse).toHaveBeenCalledWith(0.8);
    const state = await screen.findByText(/on 1,200 answers/);
    expect(state.textContent).toContain('0.500 → 0.450');
    expect(state.textContent).toContain('10.0 % better');
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
