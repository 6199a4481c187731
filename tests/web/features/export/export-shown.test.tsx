// The words area's export (issue 17): the words the list shows now, with its filters, go to the
// server as the POST body; the backup is not offered here; no word shown, nothing to export.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_FORMAT_LABELS, SHOWN_EXPORT_TEXTS } from '../../../../shared/export/texts';
import { downloadExport } from '../../../../web/src/features/export/download-export';
import { ExportShownDialog } from '../../../../web/src/features/export/export-shown-dialog';
import { appStore, wordsAtom } from '../../../../web/src/lib/session';
import { makeShownWord } from '../../../shared/words/make-word';

vi.mock('../../../../web/src/features/export/download-export', () => ({
  downloadExport: vi.fn(async () => undefined),
  ExportError: class extends Error {},
}));
vi.mock('../../../../web/src/lib/toasts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

const open = () =>
  render(
    <MemoryRouter>
      <ExportShownDialog onClose={() => undefined} />
    </MemoryRouter>,
  );

describe('exporting the words shown', () => {
  it('sends the uuids of the shown words only, in the chosen format', async () => {
    appStore.set(wordsAtom, [
      makeShownWord({ uuid: 'a', word: 'one' }),
      makeShownWord({ uuid: 'b', word: 'hidden', display: false }),
      makeShownWord({ uuid: 'c', word: 'three' }),
    ]);
    const user = userEvent.setup();
    open();
    expect(screen.getByText(SHOWN_EXPORT_TEXTS.count(2), { exact: false })).toBeTruthy();
    expect(screen.queryByRole('option', { name: EXPORT_FORMAT_LABELS.backup })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Format'), 'apkg');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(downloadExport).toHaveBeenCalledWith('apkg', expect.any(Function), ['a', 'c']),
    );
  });

  it('has nothing to export when the filters show no word', () => {
    appStore.set(wordsAtom, [makeShownWord({ uuid: 'b', display: false })]);
    open();
    expect(screen.getByText(SHOWN_EXPORT_TEXTS.none, { exact: false })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
