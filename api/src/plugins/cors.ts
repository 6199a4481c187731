// Cross-origin calls are answered only for the app's own origin and for Wordhoard's extension
// (docs/decisions/0010-extension-origins.md). Other origins get no CORS headers, so browsers keep their pages from
// reading the answers. The Origin header is compared as text, never parsed: a URL parser would
// read `chrome-extension://x@evil.example` as an extension origin with a user name.
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { Elysia } from 'elysia';

/** A Chrome extension id: 32 letters a–p (a SHA-256 prefix written with a–p for 0–f). */
export const CHROME_EXTENSION_ID = /^[a-p]{32}$/;
/** Firefox and Safari give each installation its own random UUID origin, so only the form can be checked. */
const PER_INSTALL_ORIGIN =
  /^(moz-extension|safari-web-extension):\/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id Chrome gives the build folder when it is loaded unpacked (`npm start` builds it there):
 * the SHA-256 of its absolute path, first 32 hex digits written as a–p.
 */
export function unpackedChromeId(folder: string): string {
  const path = existsSync(folder) ? realpathSync(folder) : folder;
  const hex = createHash('sha256').update(path).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

export interface CorsSettings {
  appUrl: string;
  /** Chrome extension ids (CHROME_EXTENSION_IDS and the local unpacked build). */
  chromeExtensionIds: readonly string[];
}

export function allowedOrigin(origin: string | null, settings: CorsSettings): boolean {
  if (!origin) return false;
  if (origin === new URL(settings.appUrl).origin) return true;
  if (PER_INSTALL_ORIGIN.test(origin)) return true;
  const id = /^chrome-extension:\/\/([a-p]{32})$/.exec(origin)?.[1];
  return id !== undefined && settings.chromeExtensionIds.includes(id);
}

export const cors = (settings: CorsSettings) =>
  new Elysia({ name: 'cors' }).onRequest(({ request, set }) => {
    const origin = request.headers.get('origin');
    if (!allowedOrigin(origin, settings)) return;
    set.headers['access-control-allow-origin'] = origin as string;
    set.headers.vary = 'Origin';
    if (request.method === 'OPTIONS') {
      set.headers['access-control-allow-methods'] = 'GET, POST, PUT, PATCH, DELETE';
      set.headers['access-control-allow-headers'] = 'Authorization, Content-Type, If-None-Match, If-Match';
      set.headers['access-control-max-age'] = '600';
      set.headers['access-control-expose-headers'] = 'ETag';
      return new Response(null, { status: 204, headers: set.headers as Record<string, string> });
    }
    set.headers['access-control-expose-headers'] = 'ETag';
  });
