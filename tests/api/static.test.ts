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
  t = await createTestApp({ WEB_DIR: webDir });
});
afterAll(() => {
  t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  t.request('GET', path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

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
