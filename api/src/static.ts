// Serves the built web app beside the API: hashed assets cached for a year, everything
// else revalidated, and index.html for the app's client-side routes (SPA fallback).
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { Elysia } from 'elysia';
import { preferredEncoding } from './http/encoding';
import { codedEtag, encodedBytes, fileVersion, ifNoneMatchHits } from './http/file-versions';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function fileIn(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Build records such as .vite/manifest.json are not part of the site.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root) || decoded.includes('\0')) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

// Text files shrink to a third or less; pictures are compressed already.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * A built file as the client takes it: compressed where that pays (the landing page's scripts are
 * about 90 KB this way instead of about 300 KB), with a strong ETag of its bytes, and a 304 with
 * no body when the client's copy is current (the pages and the manifest are revalidated on every
 * visit).
 */
async function encodedFile(file: string, request: Request, headers: Record<string, string>) {
  const version = await fileVersion(file);
  const compressible = COMPRESSIBLE.test(file);
  if (compressible) headers.vary = 'Accept-Encoding';
  const encoding = compressible ? preferredEncoding(request.headers.get('accept-encoding')) : null;
  headers.etag = codedEtag(version.etag, encoding);
  if (ifNoneMatchHits(request.headers.get('if-none-match'), headers.etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (!encoding) return Bun.file(file);
  headers['content-encoding'] = encoding;
  return new Response(await encodedBytes(file, version, encoding), {
    headers: { 'content-type': Bun.file(file).type },
  });
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
      return encodedFile(file, request, set.headers as Record<string, string>);
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
    return encodedFile(indexHtml, request, set.headers as Record<string, string>);
  });
};
