// The offline banner (docs/decisions/0031-offline-study.md): hidden online with nothing waiting;
// says offline and how many changes wait; says why they wait when the token expired.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_SIGN_IN_AGAIN } from '../../../shared/offline/rules';
import { OfflineBanner } from '../../../web/src/app/offline-banner';
import { offlineNoticeAtom, onlineAtom, waitingAtom } from '../../../web/src/lib/offline/offline-state';
import { appStore } from '../../../web/src/lib/session';

function show(online: boolean, waiting: number, notice: string | null = null) {
  act(() => {
    appStore.set(onlineAtom, online);
    appStore.set(waitingAtom, waiting);
    appStore.set(offlineNoticeAtom, notice);
  });
}

describe('the offline banner', () => {
  it('is hidden online with nothing waiting, and counts the changes that wait offline', () => {
    show(true, 0);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    show(false, 0);
    expect(screen.getByRole('status').textContent).toBe('Offline');
    show(false, 1);
    expect(screen.getByRole('status').textContent).toBe('Offline, 1 change waiting');
    show(false, 12);
    expect(screen.getByRole('status').textContent).toBe('Offline, 12 changes waiting');
    show(true, 12);
    expect(screen.getByRole('status').textContent).toBe('Sending, 12 changes waiting');
    show(true, 0);
  });

  it('says to sign in again when the token expired', () => {
    show(true, 2, OFFLINE_SIGN_IN_AGAIN);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_SIGN_IN_AGAIN);
    show(true, 0);
  });
});
