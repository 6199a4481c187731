// Serves the built web app beside the API: hashed assets cached for a year, everything
// else revalidated, and index.html for the app's client-side routes (SPA fallback).
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { Elysia } from 'elysia';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function fileIn(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root) || decoded.includes('\0')) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

export const staticWeb = (webDir: string) => {
  const indexHtml = join(webDir, 'index.html');
  return new Elysia({ name: 'static-web' }).get('/*', ({ request, set }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      set.status = 404;
      return { code: 'not_found', message: 'No such API path.' };
    }
    const file = fileIn(webDir, pathname);
    if (file) {
      // Vite writes content-hashed files under /static/: they never change under one name.
      set.headers['cache-control'] = pathname.startsWith('/static/') ? IMMUTABLE : REVALIDATE;
      return Bun.file(file);
    }
    // A missing script, style or image (say, a chunk of an older build) is a 404, never the app
    // shell: HTML answered for a script makes the browser fail with a confusing MIME-type error.
    if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/static/')) {
      set.status = 404;
      return { code: 'not_found', message: 'No such file.' };
    }
    if (!existsSync(indexHtml)) {
      set.status = 503;
      return { code: 'not_built', message: 'The web app is not built yet: run npm run build.' };
    }
    set.headers['cache-control'] = REVALIDATE;
    return Bun.file(indexHtml);
  });
};
