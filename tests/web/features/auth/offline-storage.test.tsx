// The profile's offline study section (docs/decisions/0031-offline-study.md): the budget is a
// whole number of megabytes within bounds; a wrong one is refused with its message and keeps the
// old budget; a right one is kept on the device.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_BUDGET_DEFAULT_MB, OFFLINE_BUDGET_INVALID } from '../../../../shared/offline/rules';
import { OfflineStorage } from '../../../../web/src/features/auth/profile/offline-storage';
import { offlineBudgetMb } from '../../../../web/src/lib/offline/kept-media';

describe('the offline study section', () => {
  it('shows the default budget, refuses one out of bounds and keeps a good one', async () => {
    render(<OfflineStorage />);
    const field = screen.getByLabelText<HTMLInputElement>('Pictures and audio kept (MB)');
    await screen.findByDisplayValue(String(OFFLINE_BUDGET_DEFAULT_MB));
    for (const wrong of ['5', '3000', '12.5', 'lots']) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Save budget' }));
      expect(await screen.findByText(OFFLINE_BUDGET_INVALID)).toBeTruthy();
      expect(await offlineBudgetMb()).toBe(OFFLINE_BUDGET_DEFAULT_MB);
    }
    fireEvent.change(field, { target: { value: '350' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    await screen.findByText(/Saved:/);
    expect(await offlineBudgetMb()).toBe(350);
  });
});
