// Cross-origin calls are answered only for the app's own origin and browser extensions (the
// Wordhoard extension's id differs per store and per unpacked install, so the scheme is what is
// checked; every call still needs the learner's token). Other origins get no CORS headers, so
// browsers keep their pages from reading the answers.
import { Elysia } from 'elysia';

const EXTENSION_SCHEMES = ['chrome-extension:', 'moz-extension:', 'safari-web-extension:'];

export function allowedOrigin(origin: string | null, appUrl: string): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.origin === new URL(appUrl).origin || EXTENSION_SCHEMES.includes(url.protocol);
  } catch {
    return false;
  }
}

export const cors = (appUrl: string) =>
  new Elysia({ name: 'cors' }).onRequest(({ request, set }) => {
    const origin = request.headers.get('origin');
    if (!allowedOrigin(origin, appUrl)) return;
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
