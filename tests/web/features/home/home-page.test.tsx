// The landing page (SPEC §1, §2 "Home page", §8 copy feedback).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';

/** Replaces the browser's clipboard; must run after userEvent.setup(), which installs its own. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

const link = (name: RegExp | string) => screen.getByRole('link', { name });

describe('the landing page', () => {
  it('says what the product does and what it costs', () => {
    renderApp('/home');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Save words. Memorize them. Test yourself.',
    );
    expect(screen.getByText('$2')).toBeTruthy();
    expect(screen.getByText('after a 30-day free trial')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Audio in 149 languages' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Browser extension' })).toBeTruthy();
  });

  it('has three cards opening the list, the media player and the test', () => {
    renderApp('/home');
    expect(link(/Your word list/).getAttribute('href')).toBe('/words/list');
    expect(link(/Media player/).getAttribute('href')).toBe('/words/media-player');
    expect(link(/Flash-card test/).getAttribute('href')).toBe('/words/test');
  });

  it('links the payment block to /payment', () => {
    renderApp('/home');
    expect(link('Go to payment').getAttribute('href')).toBe('/payment');
  });
});

describe('copying the contact e-mail', () => {
  it("copies it and says 'Email copied to clipboard!'", async () => {
    const user = userEvent.setup();
    const clipboard = stubClipboard(async () => {});
    renderApp('/home');
    await user.click(screen.getByRole('button', { name: /support@wordhoard\.app/ }));
    expect(await screen.findByText('Email copied to clipboard!')).toBeTruthy();
    expect(clipboard.writeText).toHaveBeenCalledWith('support@wordhoard.app');
  });

  it("says 'Error copying text.' when the browser refuses", async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    renderApp('/home');
    await user.click(screen.getByRole('button', { name: /support@wordhoard\.app/ }));
    expect(await screen.findByText('Error copying text.')).toBeTruthy();
    expect(screen.queryByText('Email copied to clipboard!')).toBeNull();
  });

  it("says 'Error copying text.' when there is no clipboard at all", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderApp('/home');
    await user.click(screen.getByRole('button', { name: /support@wordhoard\.app/ }));
    expect(await screen.findByText('Error copying text.')).toBeTruthy();
  });
});

describe('copying the website address', () => {
  it("copies this site's origin and says 'Website Address copied to clipboard!'", async () => {
    const user = userEvent.setup();
    const clipboard = stubClipboard(async () => {});
    renderApp('/home');
    await user.click(screen.getByRole('button', { name: /copy website address/ }));
    expect(await screen.findByText('Website Address copied to clipboard!')).toBeTruthy();
    expect(clipboard.writeText).toHaveBeenCalledWith(window.location.origin);
  });

  it("says 'Error copying text.' when the browser refuses", async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {
      throw new Error('Document is not focused.');
    });
    renderApp('/home');
    await user.click(screen.getByRole('button', { name: /copy website address/ }));
    expect(await screen.findByText('Error copying text.')).toBeTruthy();
  });
});
