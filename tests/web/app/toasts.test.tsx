// Notices last 2 seconds on screen (SPEC §4 "Notices", §8), fades included: the countdown and the
// two fades the notice area sets up add up to TOAST_MS.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_MS } from '../../../shared/app';
import { AppToasts } from '../../../web/src/app/toasts';
import { notifySuccess } from '../../../web/src/lib/toasts';

const ms = (value: string) => Number(/^(\d+)ms$/.exec(value.trim())?.[1] ?? Number.NaN);

describe('a notice', () => {
  it('is on screen for 2 seconds from the start of its fade in to the end of its fade out', async () => {
    render(<AppToasts />);
    await notifySuccess('Saved!');
    const notice = (await screen.findByText('Saved!')).closest('.Toastify__toast') as HTMLElement;
    const container = notice.closest('.Toastify__toast-container') as HTMLElement;
    const fade = ms(container.style.getPropertyValue('--toast-transition-ms'));
    const progress = notice.querySelector('.Toastify__progress-bar') as HTMLElement;
    const countdown = ms(progress.style.animationDuration);

    expect(notice.classList.contains('toast-enter')).toBe(true);
    expect(fade).toBeGreaterThan(0);
    expect(fade + countdown + fade).toBe(TOAST_MS);
    expect(within(notice).getByRole('button', { name: 'close' })).toBeTruthy();
  });
});
