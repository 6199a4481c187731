// The irregular tables are files of the extension, fetched by the background (decision 0065): a
// language's table once, when a page is first marked for a learner with words in that language,
// never for the other languages; a table that fails to load leaves the stems and endings, and is
// asked for again when the matcher is next built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageMarking } from '../../../extension/lib/message-types';
import type { Word } from '../../../shared/words/types';
import { markPageWith, saved } from './mark-page';

const TABLES = join(import.meta.dirname, '..', '..', '..', 'shared', 'forms', 'irregular');
const SITE = 'https://news.example';

/** What the background's fetch of a table gets back, by test. */
type TableAnswer = 'file' | 'missing' | 'not json' | 'not a table';

/** The word list from the server and the extension's own files, behind the global fetch. */
function stubFetch(words: Word[]) {
  const state = { tables: 'file' as TableAnswer, asked: [] as string[] };
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'chrome-extension:')
      return new Response(JSON.stringify(words), { headers: { 'content-type': 'application/json' } });
    state.asked.push(url.pathname);
    if (state.tables === 'missing') return new Response('', { status: 404 });
    if (state.tables === 'not json') return new Response('{"ir": [');
    if (state.tables === 'not a table') return new Response('{"ir": "fue"}');
    return new Response(readFileSync(join(TABLES, url.pathname.replace('/forms/', ''))));
  });
  return state;
}

/** The background's modules as a fresh start of the service worker has them. */
async function startBackground() {
  vi.resetModules();
  const [{ matcherFor }, storage, sites] = await Promise.all([
    import('../../../extension/lib/marking/background-marking'),
    import('../../../extension/lib/storage'),
    import('../../../extension/lib/marking/sites'),
  ]);
  await storage.tokenItem.setValue('token');
  await sites.markingSitesItem.setValue({ everySite: false, origins: [SITE] });
  return { matcherFor, writeWordsCache: storage.writeWordsCache };
}

async function marksOn(html: string, answer: PageMarking): Promise<string[]> {
  if (!answer.matcher) throw new Error('the page was not marked');
  return markPageWith(html, answer.matcher);
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.unstubAllGlobals());

describe('irregular tables fetched on demand', () => {
  it('fetches a language’s table once, when a page is first marked with words of that language', async () => {
    const words = [saved('ir', 'es-ES'), saved('anchor', 'en-GB')];
    const fetched = stubFetch(words);
    const background = await startBackground();
    expect(fetched.asked).toEqual([]);

    expect((await background.matcherFor('https://elsewhere.example/')).on).toBe(false);
    expect(fetched.asked).toEqual([]);

    const first = await background.matcherFor(`${SITE}/a`);
    expect(fetched.asked).toEqual(['/forms/es.json']);
    expect(await marksOn('<p lang="es">Ayer fue al puerto.</p>', first)).toEqual(['fue → ir']);

    await background.matcherFor(`${SITE}/b`);
    expect(fetched.asked).toEqual(['/forms/es.json']);

    await background.writeWordsCache([...words, saved('gehen', 'de-DE')]);
    const second = await background.matcherFor(`${SITE}/c`);
    expect(fetched.asked).toEqual(['/forms/es.json', '/forms/de.json']);
    expect(await marksOn('<p lang="de">Er ging nach Hause.</p>', second)).toEqual(['ging → gehen']);
  });

  it.each<TableAnswer>(['missing', 'not json', 'not a table'])(
    'marks with stems and endings when the table is %s, and asks again for the next matcher',
    async (answer) => {
      const words = [saved('ir', 'es-ES'), saved('casa', 'es-ES')];
      const fetched = stubFetch(words);
      fetched.tables = answer;
      const background = await startBackground();
      const page = '<p lang="es">Fue a las casas.</p>';

      const degraded = await background.matcherFor(`${SITE}/a`);
      expect(await marksOn(page, degraded)).toEqual(['casas → casa']);

      fetched.tables = 'file';
      await background.writeWordsCache([...words]);
      const whole = await background.matcherFor(`${SITE}/b`);
      expect(fetched.asked).toEqual(['/forms/es.json', '/forms/es.json']);
      expect(await marksOn(page, whole)).toEqual(['Fue → ir', 'casas → casa']);
    },
  );
});
