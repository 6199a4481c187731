// The words area's export (issue 17): the words the list shows now, with its filters, go to the
// server as the job's body; the backup is not offered here; no word shown, nothing to export. While
// the server makes the file, a progress bar with the stage and counts and a cancel button; an
// export that is cancelled or fails says so, and nothing is downloaded.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportJobAnswer } from '../../../../shared/api';
import { EXPORT_JOB_MESSAGES, EXPORT_PROGRESS_LABEL, EXPORT_STOP } from '../../../../shared/export/job-texts';
import { EXPORT_FORMAT_LABELS, SHOWN_EXPORT_TEXTS } from '../../../../shared/export/texts';
import {
  cancelExportJob,
  downloadExportFile,
  ExportError,
  readExportJob,
  startExportJob,
} from '../../../../web/src/features/export/download-export';
import { ExportShownDialog } from '../../../../web/src/features/export/export-shown-dialog';
import { appStore, wordsAtom } from '../../../../web/src/lib/session';
import { makeShownWord } from '../../../shared/words/make-word';
import { MemoryRouter } from '../../memory-router';

vi.mock('../../../../web/src/features/export/download-export', () => ({
  startExportJob: vi.fn(),
  readExportJob: vi.fn(),
  cancelExportJob: vi.fn(async () => undefined),
  downloadExportFile: vi.fn(async () => undefined),
  ExportError: class extends Error {},
}));
vi.mock('../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const answer = (over: Partial<ExportJobAnswer>): ExportJobAnswer => ({
  id: 'job-1',
  format: 'csv',
  state: 'running',
  stage: 'words',
  done: 0,
  total: 0,
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  appStore.set(wordsAtom, [
    makeShownWord({ uuid: 'a', word: 'one' }),
    makeShownWord({ uuid: 'b', word: 'hidden', display: false }),
    makeShownWord({ uuid: 'c', word: 'three' }),
  ]);
});

const open = () =>
  render(
    <MemoryRouter>
      <ExportShownDialog onClose={() => undefined} />
    </MemoryRouter>,
  );

describe('exporting the words shown', () => {
  it('sends the uuids of the shown words only, shows the progress, then downloads the file', async () => {
    vi.mocked(startExportJob).mockResolvedValue(
      answer({ format: 'apkg', state: 'waiting', stage: 'waiting' }),
    );
    const done = answer({ format: 'apkg', state: 'done', done: 2, total: 2, fileName: 'w.apkg' });
    vi.mocked(readExportJob)
      .mockResolvedValueOnce(answer({ format: 'apkg', done: 1, total: 2 }))
      .mockResolvedValue(done);
    const user = userEvent.setup();
    open();
    expect(screen.getByText(SHOWN_EXPORT_TEXTS.count(2), { exact: false })).toBeTruthy();
    expect(screen.queryByRole('option', { name: EXPORT_FORMAT_LABELS.backup })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Format'), 'apkg');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(startExportJob).toHaveBeenCalledWith({ format: 'apkg', uuids: ['a', 'c'] });
    const bar = await screen.findByRole('progressbar', { name: EXPORT_PROGRESS_LABEL });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1'));
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(bar.getAttribute('aria-valuetext')).toBe('Writing words: 1 of 2');
    expect(screen.getByRole('status').textContent).toBe('Writing words');
    await waitFor(() => expect(downloadExportFile).toHaveBeenCalledWith(done));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('cancelled from its progress bar, says so and downloads nothing', async () => {
    vi.mocked(startExportJob).mockResolvedValue(answer({ done: 3, total: 9 }));
    vi.mocked(readExportJob).mockImplementation(async () =>
      vi.mocked(cancelExportJob).mock.calls.length > 0
        ? answer({ state: 'cancelled', message: EXPORT_JOB_MESSAGES.cancelled })
        : answer({ done: 3, total: 9 }),
    );
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('button', { name: EXPORT_STOP }));
    expect(cancelExportJob).toHaveBeenCalledWith('job-1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(EXPORT_JOB_MESSAGES.cancelled));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloadExportFile).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('that failed on the server, shows why', async () => {
    vi.mocked(startExportJob).mockResolvedValue(answer({ state: 'waiting', stage: 'waiting' }));
    vi.mocked(readExportJob).mockResolvedValue(
      answer({ state: 'failed', message: EXPORT_JOB_MESSAGES.tooSlow }),
    );
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(EXPORT_JOB_MESSAGES.tooSlow));
    expect(downloadExportFile).not.toHaveBeenCalled();
  });

  it.each([
    { ending: 'failed', message: EXPORT_JOB_MESSAGES.failed },
    { ending: 'over its memory limit', message: EXPORT_JOB_MESSAGES.tooMuchMemory },
    { ending: 'whose worker died', message: EXPORT_JOB_MESSAGES.workerDied },
    { ending: 'given up', message: EXPORT_JOB_MESSAGES.gaveUp },
  ])('$ending on the server, shows why and downloads nothing', async ({ message }) => {
    vi.mocked(startExportJob).mockResolvedValue(answer({ done: 1, total: 2 }));
    vi.mocked(readExportJob).mockResolvedValue(answer({ state: 'failed', message }));
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloadExportFile).not.toHaveBeenCalled();
  });

  it('refused by the server (one running already, or the server busy), shows its message', async () => {
    vi.mocked(startExportJob).mockRejectedValue(new ExportError(EXPORT_JOB_MESSAGES.busy));
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(EXPORT_JOB_MESSAGES.busy));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(readExportJob).not.toHaveBeenCalled();
  });

  it('has nothing to export when the filters show no word', () => {
    appStore.set(wordsAtom, [makeShownWord({ uuid: 'b', display: false })]);
    open();
    expect(screen.getByText(SHOWN_EXPORT_TEXTS.none, { exact: false })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
