// The registration of the marking script against a small fake of chrome.permissions and
// chrome.scripting: it follows what the learner switched on and what the browser granted.
import { describe, expect, it } from 'vitest';
import { EVERY_SITE_PATTERNS } from '../../../extension/lib/marking/patterns';
import {
  MARKING_SCRIPT_FILE,
  MARKING_SCRIPT_ID,
  type MarkingBrowserApi,
  syncMarkingScript,
} from '../../../extension/lib/marking/registration';
import { markableOrigin } from '../../../extension/lib/marking/sites';

type Registered = { id: string; matches?: string[]; js?: string[]; persistAcrossSessions?: boolean };

/** A browser that granted `granted` host patterns and keeps its registered scripts in a map. */
function fakeBrowser(granted: string[]) {
  const scripts = new Map<string, Registered>();
  const injected: number[] = [];
  const api: MarkingBrowserApi = {
    permissions: {
      contains: async ({ origins }) => origins.every((origin) => granted.includes(origin)),
    },
    scripting: {
      getRegisteredContentScripts: async ({ ids }) =>
        ids.filter((id) => scripts.has(id)).map((id) => ({ id })),
      registerContentScripts: async (list) => {
        for (const script of list) {
          if (scripts.has(script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
          scripts.set(script.id, script);
        }
      },
      updateContentScripts: async (list) => {
        for (const script of list) {
          if (!scripts.has(script.id)) throw new Error(`No script with ID '${script.id}'`);
          scripts.set(script.id, script);
        }
      },
      unregisterContentScripts: async ({ ids }) => {
        for (const id of ids) scripts.delete(id);
      },
      executeScript: async ({ target }) => injected.push(target.tabId),
    },
  };
  return { api, scripts, injected, granted };
}

const SITE = 'https://fr.wikipedia.org';

describe('syncMarkingScript', () => {
  it('registers nothing while marking is off', async () => {
    const browser = fakeBrowser([`${SITE}/*`]);
    expect(await syncMarkingScript({ everySite: false, origins: [] }, browser.api)).toEqual([]);
    expect(browser.scripts.size).toBe(0);
  });

  it('registers the script, kept across sessions, for a site switched on and granted', async () => {
    const browser = fakeBrowser([`${SITE}/*`]);
    await syncMarkingScript({ everySite: false, origins: [SITE] }, browser.api);
    expect(browser.scripts.get(MARKING_SCRIPT_ID)).toMatchObject({
      js: [MARKING_SCRIPT_FILE],
      matches: [`${SITE}/*`],
      persistAcrossSessions: true,
    });
  });

  it('leaves out a site switched on whose permission was taken back', async () => {
    const browser = fakeBrowser([`${SITE}/*`]);
    const sites = { everySite: false, origins: [SITE, 'https://example.org'] };
    expect(await syncMarkingScript(sites, browser.api)).toEqual([`${SITE}/*`]);
    browser.granted.length = 0;
    expect(await syncMarkingScript(sites, browser.api)).toEqual([]);
    expect(browser.scripts.size).toBe(0);
  });

  it('matches every site once every site is granted, and updates the registered script', async () => {
    const browser = fakeBrowser([`${SITE}/*`]);
    await syncMarkingScript({ everySite: false, origins: [SITE] }, browser.api);
    browser.granted.push(...EVERY_SITE_PATTERNS);
    await syncMarkingScript({ everySite: true, origins: [SITE] }, browser.api);
    expect(browser.scripts.get(MARKING_SCRIPT_ID)?.matches).toEqual(EVERY_SITE_PATTERNS);
  });

  it('asks for a site on a port without the port (Firefox refuses ports), once per host', async () => {
    const browser = fakeBrowser(['http://127.0.0.1/*']);
    const sites = { everySite: false, origins: ['http://127.0.0.1:8080', 'http://127.0.0.1:9090'] };
    expect(await syncMarkingScript(sites, browser.api)).toEqual(['http://127.0.0.1/*']);
    expect(browser.scripts.get(MARKING_SCRIPT_ID)?.matches).toEqual(['http://127.0.0.1/*']);
  });

  it('falls back to the single sites when every site was switched on but refused', async () => {
    const browser = fakeBrowser([`${SITE}/*`]);
    expect(await syncMarkingScript({ everySite: true, origins: [SITE] }, browser.api)).toEqual([`${SITE}/*`]);
  });
});

describe('markableOrigin', () => {
  it('is never the web app, nor a page that is not http(s)', () => {
    expect(markableOrigin('https://app.wordhoard.test/words/list', 'https://app.wordhoard.test')).toBeNull();
    expect(markableOrigin('chrome://extensions', 'https://app.wordhoard.test')).toBeNull();
    expect(markableOrigin(`${SITE}/wiki/Paris`, 'https://app.wordhoard.test')).toBe(SITE);
  });
});
