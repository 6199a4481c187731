// Behind a reverse proxy the client address comes from X-Forwarded-For, whose left part the client
// writes itself. An attacker who sends `X-Forwarded-For: <anything>, <real>` must still be counted
// as <real>: the per-address limits hold against a new forged entry on every request.
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopAndClean } from '../../e2e/server';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const REAL = '203.0.113.7';

/** Registrations of new addresses, each with a new forged left-most entry. */
async function registerWithForgedEntries(count: number, header: (forged: string) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await (t as TestApp).request('POST', '/api/users/register', {
      body: { email: `forged-${i}@example.com` },
      headers: { 'x-forwarded-for': header(`198.51.100.${i}`) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('X-Forwarded-For entries the client wrote', () => {
  it('do not reset the registration limit behind one proxy (TRUST_PROXY=1)', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    // The client sends "<forged>"; the proxy appends the address it saw.
    const statuses = await registerWithForgedEntries(22, (forged) => `${forged}, ${REAL}`);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('do not reset the registration limit behind two proxies (TRUST_PROXY=2)', async () => {
    t = await createTestApp({ TRUST_PROXY: '2' });
    // The edge proxy appends the client, the inner proxy appends the edge proxy.
    const statuses = await registerWithForgedEntries(22, (forged) => `${forged}, ${REAL}, 10.0.0.1`);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another real client behind the same proxies is counted on its own.
    const other = await (t as TestApp).request('POST', '/api/users/register', {
      body: { email: 'neighbour@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.8, 10.0.0.1' },
    });
    expect(other.status).toBe(200);
  });

  it('do not reset the registration limit of a real server whose proxies are named by address', async () => {
    const server = await startServer({ TRUST_PROXY: '127.0.0.1, 10.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await fetch(`${server.url}/api/users/register`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Forged, then what the edge proxy (10.0.0.1) appended; the socket is the local proxy.
            'x-forwarded-for': `198.51.100.${i}, ${REAL}, 10.0.0.1`,
          },
          body: JSON.stringify({ email: `forged-${i}@example.com` }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await stopAndClean(server);
    }
  }, 60_000);
});
