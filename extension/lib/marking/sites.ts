// Where the learner switched page marking on: every site, or a list of sites (origins). Kept in
// the extension's storage and read back through checks like every stored value.
import { storage } from 'wxt/utils/storage';
import { arrayOf, boolean, fieldOf, orDefault, string } from '../../../shared/shape';
import { httpOrigin } from '../app-url';

export interface MarkingSites {
  everySite: boolean;
  /** Origins such as https://fr.wikipedia.org, each switched on by itself. */
  origins: string[];
}

export const NO_MARKING: MarkingSites = { everySite: false, origins: [] };

export const markingSitesItem = storage.defineItem<MarkingSites>('local:markingSites', {
  fallback: NO_MARKING,
  version: 1,
});

export async function readMarkingSites(): Promise<MarkingSites> {
  const stored: unknown = await markingSitesItem.getValue();
  const origins = orDefault(fieldOf(stored, 'origins'), arrayOf(string), []);
  return {
    everySite: orDefault(fieldOf(stored, 'everySite'), boolean, false),
    origins: [...new Set(origins.map((origin) => httpOrigin(origin)).filter((origin) => origin !== null))],
  };
}

/**
 * The origin of a page marking may run on: an http(s) page that is not the Wordhoard web app
 * (whose pages list the learner's words already, and hold the session).
 */
export function markableOrigin(url: string, appOrigin: string): string | null {
  const origin = httpOrigin(url);
  return origin && origin !== httpOrigin(appOrigin) ? origin : null;
}

/** True when the sites switch marking on for the origin (before the browser's grant is checked). */
export const isSwitchedOn = (sites: MarkingSites, origin: string): boolean =>
  sites.everySite || sites.origins.includes(origin);
