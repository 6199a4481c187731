// Runs before every web test file. No jest-dom: tests use plain expect.
// An unexpected console.error (a React warning, an act() warning, a failed prop type) fails the
// test that caused it. A test that expects one says so with vi.spyOn(console, 'error').
// IndexedDB for the offline store (docs/decisions/0031): jsdom has none.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { modalFrameLoaded } from '../../web/src/components/modal';
import { clearOfflineDb } from '../../web/src/lib/offline/idb';
import { clearSession } from '../../web/src/lib/session';

// A screen that appears after a lazy chunk or a fetch may take seconds on a busy 2-core machine:
// findBy* and waitFor wait up to 15 s (the default 1 s made results depend on the machine's speed).
configure({ asyncUtilTimeout: 15_000 });

// jsdom knows the inert attribute but not the property every browser has, by which libraries
// (Floating UI's modal focus manager) tell that they may use it.
if (!('inert' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    get(this: HTMLElement) {
      return this.hasAttribute('inert');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', Boolean(value));
    },
  });
}

// A dialog's frame is a lazy chunk (components/modal.tsx): a test that renders one and reads it at
// once would otherwise pass or fail by how fast the chunk arrived on this machine.
beforeAll(() => modalFrameLoaded);

const originalConsoleError = console.error;
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args.map(String).join(' '));
    originalConsoleError(...args);
  };
});

afterEach(async () => {
  cleanup();
  await clearOfflineDb();
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  console.error = originalConsoleError;
  if (unexpectedErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpectedErrors.join('\n')}`);
  }
});
