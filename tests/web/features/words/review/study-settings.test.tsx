// The study settings (issue 16 part 3): the browser's time zone is sent the first time, while the
// server still has the defaults; the dialog, opened from the test, shows what is stored, checks
// each value with the shared rules before saving, and saves the rest.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STUDY_PREFERENCES, STUDY_MESSAGES } from '../../../../../shared/review/study-preferences';
import {
  fetchReviewQueue,
  saveStudyPreferences,
} from '../../../../../web/src/features/words/state/words-api';
import { TestMode } from '../../../../../web/src/features/words/test-mode/test-mode';
import { notifySuccess } from '../../../../../web/src/lib/toasts';
import { aWord, scriptAudio, signInWith } from '../study/study-fixtures';
import { serveReviews } from './review-fixtures';

vi.mock('../../../../../web/src/features/words/state/audio-player');
vi.mock('../../../../../web/src/features/words/state/media-cache');
vi.mock('../../../../../web/src/features/words/state/words-api');
// The retention advice beside the setting has its own test (retention-advice.test.tsx): here it waits.
vi.mock('../../../../../web/src/features/words/review/retention-advice-api', () => ({
  fetchRetentionAdvice: () => new Promise(() => {}),
  fetchFittedState: () => new Promise(() => {}),
}));
vi.mock('../../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
/** The browser's zone, as Intl tells it. */
function browserIn(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...realOptions.call(this), timeZone };
  });
}

async function openTest(settings = DEFAULT_STUDY_PREFERENCES) {
  const cat = aWord({ word: 'cat' });
  signInWith([cat]);
  const server = serveReviews({ due: [cat], fresh: [] }, settings);
  scriptAudio();
  render(<TestMode />);
  await screen.findByText('1 due · 0 new');
  return { server, user: userEvent.setup() };
}

describe('the time zone', () => {
  it('is the browser’s, sent before the first queue while the server has the defaults', async () => {
    browserIn('Asia/Tokyo');
    const { server } = await openTest();
    expect(server.settings().timeZone).toBe('Asia/Tokyo');
    expect(vi.mocked(saveStudyPreferences).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(fetchReviewQueue).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('is left as the learner chose it once anything was saved', async () => {
    browserIn('Asia/Tokyo');
    await openTest({ ...DEFAULT_STUDY_PREFERENCES, newPerDay: 5 });
    expect(saveStudyPreferences).not.toHaveBeenCalled();
  });
});

describe('the dialog', () => {
  it('shows the stored values, with the defaults of issue 16', async () => {
    browserIn('Europe/Paris');
    const { user } = await openTest();
    await user.click(screen.getByRole('button', { name: 'Study settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Study settings' });
    const value = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value;
    expect(dialog).toBeTruthy();
    expect(value('Time zone')).toBe('Europe/Paris');
    expect(value('A new day starts at')).toBe('4');
    expect(value('New words per day')).toBe('20');
    expect(value('Reviews per day')).toBe('200');
    expect(value('Desired retention')).toBe('0.90');
  });

  it('shows each broken rule under its field and saves nothing', async () => {
    const { user } = await openTest();
    vi.mocked(saveStudyPreferences).mockClear();
    await user.click(screen.getByRole('button', { name: 'Study settings' }));
    await screen.findByRole('dialog', { name: 'Study settings' });
    await user.clear(screen.getByLabelText('New words per day'));
    await user.type(screen.getByLabelText('New words per day'), '2.5');
    await user.clear(screen.getByLabelText('Reviews per day'));
    await user.clear(screen.getByLabelText('Desired retention'));
    await user.type(screen.getByLabelText('Desired retention'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(STUDY_MESSAGES.newPerDay)).toBeTruthy();
    expect(screen.getByText(STUDY_MESSAGES.reviewsPerDay)).toBeTruthy();
    expect(screen.getByText(STUDY_MESSAGES.desiredRetention)).toBeTruthy();
    expect(screen.getByLabelText('New words per day').getAttribute('aria-invalid')).toBe('true');
    expect(saveStudyPreferences).not.toHaveBeenCalled();
  });

  it('saves valid settings, says so, and asks for the queue again', async () => {
    const { server, user } = await openTest();
    const queues = vi.mocked(fetchReviewQueue).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Study settings' }));
    await screen.findByRole('dialog', { name: 'Study settings' });
    await user.selectOptions(screen.getByLabelText('A new day starts at'), '6');
    await user.clear(screen.getByLabelText('New words per day'));
    await user.type(screen.getByLabelText('New words per day'), '10');
    await user.clear(screen.getByLabelText('Desired retention'));
    await user.type(screen.getByLabelText('Desired retention'), '0.85');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.settings()).toMatchObject({ dayStartHour: 6, newPerDay: 10, desiredRetention: 0.85 });
    expect(notifySuccess).toHaveBeenCalledWith(STUDY_MESSAGES.updated);
    await waitFor(() => expect(vi.mocked(fetchReviewQueue).mock.calls.length).toBe(queues + 1));
  });

  it('shows and saves the learner’s steps and leech threshold, refusing steps that are not minutes', async () => {
    const { server, user } = await openTest();
    await user.click(screen.getByRole('button', { name: 'Study settings' }));
    await screen.findByRole('dialog', { name: 'Study settings' });
    const learning = screen.getByLabelText('Learning steps (minutes)') as HTMLInputElement;
    expect(learning.value).toBe('10');
    expect((screen.getByLabelText('Relearning steps (minutes)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Leech after (times forgotten)') as HTMLInputElement).value).toBe('8');
    await user.clear(learning);
    await user.type(learning, '1 ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(STUDY_MESSAGES.learningSteps)).toBeTruthy();
    expect(saveStudyPreferences).not.toHaveBeenCalledWith(
      expect.objectContaining({ learningSteps: expect.anything() }),
    );
    await user.clear(learning);
    await user.type(learning, '1, 10');
    await user.clear(screen.getByLabelText('Relearning steps (minutes)'));
    await user.clear(screen.getByLabelText('Leech after (times forgotten)'));
    await user.type(screen.getByLabelText('Leech after (times forgotten)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.settings()).toMatchObject({ learningSteps: [1, 10], relearningSteps: [], leechLapses: 5 });
  });
});
