// The modal's focus trap in Chromium: Tab goes round the dialog by the browser's own idea of
// what is tabbable. A disclosure's summary and an audio player's controls are reached; a hidden
// field never is; focus never leaves the dialog.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let page: Page;

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  const token = await signUp(server, 'modal-focus@example.com');
  page = await browser.context.newPage();
  await page.addInitScript((signedIn) => localStorage.setItem('token', signedIn), token);
});

afterAll(async () => {
  await browser?.close();
});

/** Where focus is once the focus manager has moved it on from one of its guards. */
async function focusAfterTab(shift = false): Promise<string> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  await page.waitForFunction(() => !document.activeElement?.hasAttribute('data-floating-ui-focus-guard'));
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const inDialog = Boolean(active?.closest('[role="dialog"]'));
    const name = active?.dataset.probe ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '';
    return `${inDialog ? 'dialog' : 'OUTSIDE'}:${active?.tagName.toLowerCase()}:${name.trim()}`;
  });
}

describe('the modal dialog', () => {
  it('takes Tab round a summary and an audio player, never to a hidden field or out of the dialog', async () => {
    await page.goto(`${server.url}/words/list`);
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a word' });
    await dialog.waitFor();
    // Content of the kinds a dialog may hold, placed last, where a trap that miscounts fails.
    await page.evaluate(() => {
      const content = document.querySelector('[role="dialog"] .modal__content');
      if (!content) throw new Error('no dialog content');
      const extra = document.createElement('div');
      extra.innerHTML = `
        <details><summary data-probe="summary">More about this word</summary><p>Notes</p></details>
        <audio controls data-probe="audio"></audio>
        <input data-probe="hidden-field" style="display: none" aria-label="Hidden field">`;
      content.append(extra);
    });

    const seen: string[] = [];
    for (let press = 0; press < 40; press++) seen.push(await focusAfterTab());
    expect(seen.filter((place) => place.startsWith('OUTSIDE'))).toEqual([]);
    expect(seen).toContain('dialog:summary:summary');
    expect(seen).toContain('dialog:audio:audio');
    expect(seen.some((place) => place.includes('hidden-field'))).toBe(false);
    // It went round: the × button, first in the dialog, comes after the audio player's controls
    // (one or more tab stops, all inside the <audio>), and Shift+Tab goes back to them.
    const stops = seen.filter((place, i) => place !== seen[i - 1]);
    expect(stops[stops.indexOf('dialog:audio:audio') + 1]).toBe('dialog:button:Close dialog');
    for (let press = 0; press < 40 && (await focusAfterTab()) !== 'dialog:button:Close dialog'; press++);
    expect(await focusAfterTab(true)).toBe('dialog:audio:audio');
  });
});
