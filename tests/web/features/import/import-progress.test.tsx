// The import's progress bar: reading then storing, each half of the bar, its stage told in the live
// region and its counts in the bar's text; the cancel button asks to stop.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_PROGRESS_LABEL, IMPORT_STOP } from '../../../../shared/import/texts';
import { ImportProgress } from '../../../../web/src/features/import/import-progress';

describe('the import progress bar', () => {
  it('counts the words checked, then stored, as the two halves of the bar', () => {
    const { rerender } = render(<ImportProgress job={{ id: 'j', state: 'reading', done: 4, total: 10 }} />);
    const bar = screen.getByRole('progressbar', { name: IMPORT_PROGRESS_LABEL });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['4', '20']);
    expect(bar.getAttribute('aria-valuetext')).toBe('Importing: checking the words, 4 of 10');
    rerender(<ImportProgress job={{ id: 'j', state: 'storing', done: 3, total: 10 }} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('13');
    expect(screen.getByRole('status').textContent).toBe('Importing: storing the words');
  });

  it('has no value while the file is read, and its cancel button asks to stop', async () => {
    const onCancel = vi.fn();
    render(<ImportProgress job={{ id: 'j', state: 'reading', done: 0, total: 0 }} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: IMPORT_PROGRESS_LABEL });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Reading the file');
    await userEvent.setup().click(screen.getByRole('button', { name: IMPORT_STOP }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
