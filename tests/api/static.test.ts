import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let webDir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};\n`;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'wordhoard-web-'));
  mkdirSync(join(webDir, 'static', 'js'), { recursive: true });
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'static', 'js', 'app-abc123.js'), script);
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>first build</title>');
  writeFileSync(join(webDir, 'icon.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"Wordhoard"}');
  t = await createTestApp({ WEB_DIR: webDir });
});
afterAll(() => {
  t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string, ifNoneMatch?: string) =>
  t.request('GET', path, {
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
  });

describe('the web app files', () => {
  it.each([
    ['zstd', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ])(
    'are sent compressed with %s to a client that takes it, and decode to the file',
    async (encoding, accept) => {
      const res = await get('/static/js/app-abc123.js', accept);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const body = new Uint8Array(await res.arrayBuffer());
      expect(body.byteLength).toBeLessThan(script.length / 3);
      const decoded = encoding === 'zstd' ? Bun.zstdDecompressSync(body) : Bun.gunzipSync(body);
      expect(new TextDecoder().decode(decoded)).toBe(script);
    },
  );

  it('are sent as they are to a client that takes no compression, and pictures always', async () => {
    const plain = await get('/static/js/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const picture = await get('/icon.png', 'gzip, zstd');
    expect(picture.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    );
  });

  it('serve a new build of a file that keeps its name, not the old compressed copy', async () => {
    const first = await get('/home', 'gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await first.arrayBuffer())))).toContain(
      'first build',
    );
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>second build</title>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(webDir, 'index.html'), later, later);
    const second = await get('/home', 'gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await second.arrayBuffer())))).toContain(
      'second build',
    );
  });

  it('do not include the build records in hidden folders', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.status).toBe(404);
  });
});

describe('revalidation of the pages and the manifest', () => {
  it.each([
    ['/home', undefined],
    ['/words/list', 'gzip, deflate, br, zstd'],
    ['/manifest.webmanifest', 'gzip'],
    ['/manifest.webmanifest', undefined],
  ])('%s (accepting %s) carries a strong ETag that answers 304 with no body', async (path, accept) => {
    const first = await get(path, accept);
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get(path, accept, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to the tag in a list or marked weak, and 200 to any other tag', async () => {
    const etag = (await get('/home')).headers.get('etag') ?? '';
    expect((await get('/home', undefined, `"other", ${etag}`)).status).toBe(304);
    expect((await get('/home', undefined, `W/${etag}`)).status).toBe(304);
    expect((await get('/home', undefined, '*')).status).toBe(304);
    expect((await get('/home', undefined, '"other"')).status).toBe(200);
    expect((await get('/home', undefined, 'not a tag at all')).status).toBe(200);
  });

  it('gives each content coding its own tag, so a plain copy is never taken for a compressed one', async () => {
    const plain = (await get('/home')).headers.get('etag') ?? '';
    const zstd = (await get('/home', 'zstd')).headers.get('etag') ?? '';
    const gzip = (await get('/home', 'gzip')).headers.get('etag') ?? '';
    expect(new Set([plain, zstd, gzip]).size).toBe(3);
    const answer = await get('/home', 'gzip', plain);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('changes the tag with the bytes of a new build', async () => {
    const before = (await get('/home')).headers.get('etag') ?? '';
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>third build</title>');
    const later = new Date(Date.now() + 10_000);
    utimesSync(join(webDir, 'index.html'), later, later);
    const after = await get('/home', undefined, before);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('third build');
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('answers the page to an If-None-Match of 100 KB', async () => {
    const huge = '"x", '.repeat(20_000);
    const res = await get('/home', 'gzip', huge);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps the year-long caching of hashed assets', async () => {
    const res = await get('/static/js/app-abc123.js', 'zstd');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/static/js/app-abc123.js', 'zstd', res.headers.get('etag') ?? '')).status).toBe(304);
  });
});
