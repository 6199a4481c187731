// Hardening headers on every kind of answer the server gives (API JSON, errors, raw Responses,
// static files, index.html, 404s), the payment provider's hosts in the CSP only for the payment
// page's document and only when that provider is used, and CORS answered only for the app's origin
// and browser extensions.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const APP_URL = 'https://wordhoard.example';
/** The Chrome extension id this server is told about (CHROME_EXTENSION_IDS). */
const SHIPPED_ID = 'abcdefghijklmnopabcdefghijklmnop';
let t: TestApp;
let webDir: string;
let token: string;
let audioPath: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'wordhoard-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Wordhoard</title>');
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{}');
  t = await createTestApp({ WEB_DIR: webDir, APP_URL, CHROME_EXTENSION_IDS: SHIPPED_ID });
  token = (await signUp(t, 'headers@example.com')).token;
  const word = await addWord(t, token, { word: 'lantern' });
  audioPath = `/api/words/get/audio/${claimOf(token).id}/${word.speechWord}`;
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The value of one CSP directive, or null when the policy lacks it. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1) ?? null;

type Probe = [
  name: string,
  method: string,
  path: string,
  init?: { token?: boolean; headers?: Record<string, string> },
];

const PROBES: Probe[] = [
  ['API JSON', 'GET', '/api/health'],
  ['API 401', 'GET', '/api/words/get/words'],
  ['API 422', 'POST', '/api/users/login', { headers: { 'content-type': 'application/json' } }],
  ['API 404 (GET)', 'GET', '/api/no/such/path'],
  ['API 404 (POST)', 'POST', '/api/no/such/path'],
  ['words list (raw Response)', 'GET', '/api/words/get/words', { token: true }],
  ['words list 304', 'GET', '/api/words/get/words', { token: true, headers: { 'if-none-match': 'ETAG' } }],
  ['media (raw Response)', 'GET', 'AUDIO', { token: true }],
  ['index.html', 'GET', '/'],
  ['SPA route', 'GET', '/words/list'],
  ['payment page (test mode)', 'GET', '/payment'],
  ['unknown page', 'GET', '/no/such/page'],
  ['static asset', 'GET', '/assets/app-1234.js'],
  ['static file', 'GET', '/manifest.webmanifest'],
  ['missing asset (404)', 'GET', '/static/js/missing-1234.js'],
  ['CORS preflight', 'OPTIONS', '/api/words/add', { headers: { origin: APP_URL } }],
];

async function probe([, method, rawPath, init]: Probe): Promise<Response> {
  const path = rawPath === 'AUDIO' ? audioPath : rawPath;
  const headers = { ...init?.headers };
  if (headers['if-none-match'] === 'ETAG') {
    const first = await t.request('GET', path, { token });
    headers['if-none-match'] = first.headers.get('etag') ?? '';
  }
  return t.request(method, path, { headers, token: init?.token ? token : undefined });
}

describe.each(PROBES)('%s', (...entry) => {
  it('carries the hardening headers', async () => {
    const res = await probe(entry);
    expect(res.status).toBeLessThan(500);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toContain("'self'");
    expect(directive(csp, 'script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:/);
    expect(directive(csp, 'default-src')).toBe("'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'object-src')).toBe("'none'");
    expect(csp).not.toContain('paypal');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the payment provider in the Content-Security-Policy', () => {
  const PAYPAL_ENV = {
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_PLAN_ID: 'P-1',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    PAYPAL_API_BASE: 'http://127.0.0.1:9',
  };
  let paypal: TestApp;
  let paypalToken: string;
  beforeAll(async () => {
    paypal = await createTestApp({ ...PAYPAL_ENV, WEB_DIR: webDir, APP_URL });
    paypalToken = (await signUp(paypal, 'paypal-headers@example.com')).token;
  });
  afterAll(() => paypal.close());

  const cspOf = async (path: string, token?: string) =>
    (await paypal.request('GET', path, { token })).headers.get('content-security-policy') ?? '';

  it.each(['/payment', '/payment/', '/payment?from=navbar'])(
    'lets PayPal scripts, calls and frames into the payment page %s with PAYMENT_PROVIDER=paypal',
    async (path) => {
      const res = await paypal.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const name of ['script-src', 'connect-src', 'frame-src'])
        expect(directive(csp, name)).toContain('https://www.paypal.com');
      expect(directive(csp, 'script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(directive(csp, 'frame-ancestors')).toBe("'none'");
      expect(directive(csp, 'object-src')).toBe("'none'");
    },
  );

  it.each([
    '/',
    '/home',
    '/auth',
    '/words/list',
    '/payments',
    '/payment/extra',
    '/no/such/page',
    '/manifest.webmanifest',
    '/assets/app-1234.js',
    '/api/health',
    '/api/payments/settings',
    '/api/words/get/words',
  ])('names no PayPal host on %s, even with PAYMENT_PROVIDER=paypal', async (path) => {
    const csp = await cspOf(path, path.startsWith('/api/words') ? paypalToken : undefined);
    expect(csp).not.toContain('paypal');
    expect(directive(csp, 'frame-src')).toBe("'none'");
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.request('OPTIONS', '/api/words/add', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });

  it.each([
    APP_URL,
    `chrome-extension://${SHIPPED_ID}`,
    'moz-extension://0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e',
    'safari-web-extension://0B1C2D3E-4F5A-6B7C-8D9E-0F1A2B3C4D5E',
  ])('answers %s, and allows the bearer token', async (origin) => {
    const res = await preflight(origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await t.request('GET', '/api/health', { headers: { origin } });
    expect(get.headers.get('access-control-allow-origin')).toBe(origin);
    expect(get.headers.get('vary')).toContain('Origin');
  });

  it.each([
    'https://evil.example',
    'https://wordhoard.example.evil.example',
    'http://wordhoard.example',
    'https://wordhoard.example:8443',
    'null',
    'file://',
    'chrome-extension-evil://x',
    // Another extension, or a look-alike that a URL parser reads as an extension origin.
    'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba',
    'chrome-extension://abcdefghijklmnop',
    'chrome-extension://x@evil.example',
    `chrome-extension://${SHIPPED_ID}@evil.example`,
    `chrome-extension://${SHIPPED_ID}.evil.example`,
    'moz-extension://x@evil.example',
    'moz-extension://0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e@evil.example',
    'moz-extension://0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e.evil.example',
    'moz-extension://evil.example',
  ])('gives %s no CORS headers', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await t.request('GET', '/api/words/get/words', { token, headers: { origin } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});
