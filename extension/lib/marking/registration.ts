// Registers the page-marking content script for the sites the learner switched on and the browser
// allowed, and nowhere else. The host permissions are optional (wxt.config.ts): the popup or the
// options page asks for them when the learner switches on; a permission taken back in the
// browser's settings unregisters the script at the next sync.
import { EVERY_SITE_PATTERNS, sitePattern } from './patterns';
import type { MarkingSites } from './sites';

export const MARKING_SCRIPT_ID = 'wordhoard-marking';
/** Where WXT writes extension/entrypoints/marking.content.ts. */
export const MARKING_SCRIPT_FILE = 'content-scripts/marking.js';

interface RegisteredScript {
  id: string;
  js?: string[];
  matches?: string[];
  runAt?: 'document_idle';
  persistAcrossSessions?: boolean;
  allFrames?: boolean;
}

/** The part of chrome.permissions and chrome.scripting the marking needs (a fake in tests). */
export interface MarkingBrowserApi {
  permissions: { contains(permissions: { origins: string[] }): Promise<boolean> };
  scripting: {
    getRegisteredContentScripts(filter: { ids: string[] }): Promise<{ id: string }[]>;
    registerContentScripts(scripts: RegisteredScript[]): Promise<void>;
    updateContentScripts(scripts: RegisteredScript[]): Promise<void>;
    unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
    executeScript(injection: { target: { tabId: number }; files: string[] }): Promise<unknown>;
  };
}

/** The match patterns of the switched-on sites that the browser granted. */
export async function grantedPatterns(sites: MarkingSites, api: MarkingBrowserApi): Promise<string[]> {
  const granted = (origins: string[]) => api.permissions.contains({ origins }).catch(() => false);
  if (sites.everySite && (await granted(EVERY_SITE_PATTERNS))) return [...EVERY_SITE_PATTERNS];
  // Two switched-on ports of one host ask for the same pattern.
  const patterns = [...new Set(sites.origins.map(sitePattern))];
  const allowed = await Promise.all(patterns.map((pattern) => granted([pattern])));
  return patterns.filter((_, place) => allowed[place]);
}

/** Makes the registered script match exactly the granted patterns; answers them. */
export async function syncMarkingScript(sites: MarkingSites, api: MarkingBrowserApi): Promise<string[]> {
  const matches = await grantedPatterns(sites, api);
  const registered = await api.scripting.getRegisteredContentScripts({ ids: [MARKING_SCRIPT_ID] });
  if (matches.length === 0) {
    if (registered.length > 0) await api.scripting.unregisterContentScripts({ ids: [MARKING_SCRIPT_ID] });
    return matches;
  }
  const script: RegisteredScript = {
    id: MARKING_SCRIPT_ID,
    js: [MARKING_SCRIPT_FILE],
    matches,
    runAt: 'document_idle',
    persistAcrossSessions: true,
    allFrames: false,
  };
  if (registered.length > 0) await api.scripting.updateContentScripts([script]);
  else await api.scripting.registerContentScripts([script]);
  return matches;
}

/** Marks the open tab at once, without waiting for its next load. */
export async function injectMarking(tabId: number, api: MarkingBrowserApi): Promise<void> {
  await api.scripting
    .executeScript({ target: { tabId }, files: [MARKING_SCRIPT_FILE] })
    .catch(() => undefined);
}
