// How an import that did not end with its report says why, in the dialog: each way a job can end
// badly (failed, cancelled, stopped at its time limit, past its memory limit, its reader died, given
// up after repeated stops) shows the server's message for it as an alert, the progress bar goes, and
// the file can be chosen again. A failed answer with no message shows the import's own.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJobAnswer } from '../../../../shared/api';
import { IMPORT_DROP, IMPORT_MESSAGES, IMPORT_START } from '../../../../shared/import/texts';
import { JOB_MESSAGES } from '../../../../shared/jobs/texts';
import { ImportDialog } from '../../../../web/src/features/import/import-dialog';
import { followImport, startImport } from '../../../../web/src/features/import/import-job';

vi.mock('../../../../web/src/features/import/import-job', () => ({
  startImport: vi.fn(async () => 'job-1'),
  followImport: vi.fn(),
  cancelImport: vi.fn(async () => undefined),
  previewImport: vi.fn(async () => ({ decks: [] })),
  ImportRefused: class extends Error {},
}));
vi.mock('../../../../web/src/features/auth/learner-data', () => ({ reloadLearnerData: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

async function importEndingWith(last: ImportJobAnswer) {
  vi.mocked(followImport).mockImplementation(async (_id, onProgress) => {
    onProgress({ id: 'job-1', state: 'storing', done: 1, total: 2 });
    onProgress(last);
    return last;
  });
  const user = userEvent.setup();
  render(<ImportDialog open onClose={() => undefined} />);
  await user.upload(screen.getByLabelText(IMPORT_DROP), new File(['word\nuno\n'], 'words.csv'));
  await user.click(await screen.findByRole('button', { name: IMPORT_START }));
  expect(startImport).toHaveBeenCalledOnce();
}

describe('an import that ends without its report', () => {
  it.each([
    { ending: 'failed', message: IMPORT_MESSAGES.failed },
    { ending: 'cancelled', message: JOB_MESSAGES.cancelled },
    { ending: 'timed out', message: JOB_MESSAGES.tooSlow },
    { ending: 'over its memory limit', message: JOB_MESSAGES.tooMuchMemory },
    { ending: 'whose reader died', message: JOB_MESSAGES.workerDied },
    { ending: 'given up', message: JOB_MESSAGES.gaveUp },
  ])('$ending: shows the message, and the file can be chosen again', async ({ message }) => {
    await importEndingWith({ id: 'job-1', state: 'failed', done: 0, total: 2, message });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText(IMPORT_DROP)).toBeTruthy();
  });

  it('failed with no message from the server: says the import failed and nothing changed', async () => {
    await importEndingWith({ id: 'job-1', state: 'failed', done: 0, total: 2 });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(IMPORT_MESSAGES.failed));
  });
});
