// Irregular forms marked with the built extension in Chromium (decision 0065): the Spanish table is
// a file of the extension the background fetches when a page is first marked, so "fue" and
// "fuimos" are marked as the saved "ir"; the tables of languages the learner has no words in are
// not fetched, and a page cannot read the tables (they are not web-accessible).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { markedWords } from './page-marking-setup';

let world: MarkingWorld;

beforeAll(async () => {
  world = await openMarkingWorld([], [{ word: 'ir', wordTranslation: 'to go', language: 'es-ES', score: 2 }]);
}, 120_000);

afterAll(async () => {
  await world?.close();
});

describe('irregular forms from a table fetched on demand', () => {
  it('marks “fue” and “fuimos” as the saved “ir”, with the tables of the saved words’ languages only', async () => {
    const { page, worker } = world.browser;
    // The service worker's calls to fetch, noted from here on (the matcher is built on the first page).
    await worker.evaluate(() => {
      type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
      const scope = globalThis as unknown as { fetch: Fetch; fetched: string[] };
      const original = scope.fetch.bind(scope);
      scope.fetched = [];
      scope.fetch = (input, init) => {
        scope.fetched.push(String(input instanceof Request ? input.url : input));
        return original(input, init);
      };
    });
    await page.goto(`${world.origin}/irregular-forms.html`);
    const marked = async () => (await markedWords(page))[2] ?? [];
    await expect.poll(async () => (await marked()).length, { timeout: 30_000 }).toBe(2);
    expect(await marked()).toEqual(['fue', 'fuimos']);

    const fetched = await worker.evaluate(() => (globalThis as unknown as { fetched: string[] }).fetched);
    const tables = fetched.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/forms/'));
    // Spanish for "ir", French for the saved "la bibliothèque"; no German or Italian words.
    expect(tables.sort()).toEqual(['/forms/es.json', '/forms/fr.json']);
  });

  it('does not let the page read a table', async () => {
    const { page, extensionId } = world.browser;
    const read = await page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => `read ${response.status}`,
          () => 'refused',
        ),
      `chrome-extension://${extensionId}/forms/es.json`,
    );
    expect(read).toBe('refused');
  });
});
