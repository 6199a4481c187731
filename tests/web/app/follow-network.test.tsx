// The banner follows the network from the app's first frame, before any learner's words load (a
// first visit cut off at once, a visitor): the browser's offline and online events move it.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../web/src/app/offline-banner';
import { onlineAtom, waitingAtom } from '../../../web/src/lib/offline/offline-state';
import { appStore } from '../../../web/src/lib/session';

describe('the offline banner before the words load', () => {
  it('says offline on the browser’s offline event, and hides on its online event', () => {
    appStore.set(waitingAtom, 0);
    appStore.set(onlineAtom, true);
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe('Offline');
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
