// The time of a performance mark the page puts (the app's list marks, the reference page's), from
// the page's navigation start, once it is there.
import type { Page } from 'playwright-core';

export const markTime = (page: Page, mark: string, timeout = 60_000): Promise<number> =>
  page
    .waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout })
    .then(() => page.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime ?? 0, mark));
