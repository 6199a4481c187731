import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, paths } from '../../shared/api';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/words/add-once';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the composed app', () => {
  it('answers health with the database status', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.request('POST', '/api/no/such/path', { body: { a: 1 } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'No such API path.' });
  });

  it('sets the security headers on every answer', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain("unsafe-inline' ;script");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a web route with the app shell, or says it is not built', async () => {
    const res = await t.request('GET', '/words/list');
    expect([200, 503]).toContain(res.status);
  });

  it('refuses path traversal out of the web folder', async () => {
    const res = await t.request('GET', '/..%2f..%2fetc/passwd');
    expect(await res.text()).not.toContain('root:');
  });
});

describe('cross-origin calls', () => {
  it('are allowed for the app origin and extensions only', async () => {
    const preflight = (origin: string) =>
      t.request('OPTIONS', '/api/words/get/words', {
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const app = await preflight('http://localhost:3000');
    expect(app.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const firefox = 'moz-extension://0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e';
    const extension = await preflight(firefox);
    expect(extension.headers.get('access-control-allow-origin')).toBe(firefox);
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await t.request('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the web app shell', () => {
  it('is not answered for a missing script or asset, which gets a 404', async () => {
    for (const path of ['/static/js/old-chunk-123.js', '/sw-missing.js', '/static/assets/gone.css']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('text/html');
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the API paths', async () => {
    const res = await t.request('GET', '/api/openapi');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/users/login', '/api/words/add']));
    // Every fixed path of the one contract, the calls beside the spec's included (the document
    // does not list itself).
    const fixed = Object.values(paths as Record<string, unknown>).filter(
      (path): path is string => typeof path === 'string' && path !== paths.openapi,
    );
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(fixed.map((path) => `${API_BASE}${path}`)));
    // And those with a parameter, beside the spec's: the import's job.
    expect(Object.keys(doc.paths)).toContain(`${API_BASE}${paths.importJob('{id}')}`);
    // The header beside the spec's add (shared/words/add-once.ts), optional.
    expect(doc.paths[`${API_BASE}${paths.addWord}`].post.parameters).toContainEqual(
      expect.objectContaining({ name: IDEMPOTENCY_KEY_HEADER.toLowerCase(), in: 'header', required: false }),
    );
  });
});
