// Huge bodies against a real server process. Before, a body up to Bun's 128 MB default was read
// and parsed before the token was checked: sixteen anonymous 127 MB uploads in parallel took the
// server's memory into gigabytes before each got its 401. Now the token and role come first, each
// route has a body cap that fits what it takes, and a declared or streamed body over it is refused
// with 413 without being kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_BODY_MAX_BYTES,
  JSON_BODY_MAX_BYTES,
  WEBHOOK_BODY_MAX_BYTES,
  WORD_FORM_MAX_BYTES,
} from '../../../shared/body-limits';
import { type RunningServer, startServer, stopAndClean } from '../../e2e/server';
import { hugeUpload, MB, peakResidentMb, residentMb } from './helpers/huge-upload';

const HUGE = 127 * MB;
const PARALLEL = 16;
const MEMORY_LIMIT_MB = 300;
/** Four rounds of huge uploads on two shared cores. */
const SLOW = 120_000;

let server: RunningServer;
let token: string;

async function signUp(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/users/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('register', { email });
  const login = await post('login', { email, password: server.mailedPassword(email) });
  return login.text();
}

beforeAll(async () => {
  server = await startServer();
  token = await signUp('uploader@example.com');
}, 60_000);
afterAll(() => stopAndClean(server));

/** Runs uploads in parallel; answers their statuses and the server's peak memory. */
async function attack(uploads: Parameters<typeof hugeUpload>[1][]) {
  const before = residentMb(server.pid());
  const { peak, result } = await peakResidentMb(server.pid(), () =>
    Promise.all(uploads.map((upload) => hugeUpload(server.url, upload))),
  );
  const statuses = result.map((r) => r.status);
  console.info(
    `${uploads[0]?.method} ${uploads[0]?.path}: ${uploads.length} uploads, statuses ${[...new Set(statuses)].join('/')}, memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
  );
  return { statuses, peak };
}

const anonymous = (method: string, path: string, contentType: string, bytes = HUGE) =>
  Array.from({ length: PARALLEL }, () => ({
    method,
    path,
    bytes,
    headers: { 'content-type': contentType },
  }));

const ROUTES = [
  ['POST', '/api/words/add', 'multipart/form-data; boundary=x', WORD_FORM_MAX_BYTES],
  ['PATCH', '/api/preferences', 'application/json', JSON_BODY_MAX_BYTES],
  ['POST', '/api/create-subscription', 'application/json', JSON_BODY_MAX_BYTES],
  ['POST', '/api/payments/webhook', 'application/json', WEBHOOK_BODY_MAX_BYTES],
  ['POST', '/api/import', 'multipart/form-data; boundary=x', IMPORT_BODY_MAX_BYTES],
] as const;

describe(`${PARALLEL} parallel anonymous uploads of 127 MB`, () => {
  it.each(ROUTES)(
    `%s %s: every one refused, server memory under ${MEMORY_LIMIT_MB} MB`,
    async (method, path, contentType) => {
      const { statuses, peak } = await attack(anonymous(method, path, contentType));
      for (const status of statuses) expect([401, 404, 413]).toContain(status);
      expect(peak).toBeLessThan(MEMORY_LIMIT_MB);
    },
    SLOW,
  );

  // Under the server-wide limit, so each route's own cap has to refuse them.
  it.each(ROUTES)(
    '%s %s: 1 MB over its own cap, refused unread',
    async (method, path, contentType, cap) => {
      const { statuses, peak } = await attack(anonymous(method, path, contentType, cap + MB));
      for (const status of statuses) expect(status).toBe(413);
      expect(peak).toBeLessThan(MEMORY_LIMIT_MB);
    },
    SLOW,
  );

  it(
    'POST /api/words/add streamed without a length: refused before it is read',
    async () => {
      const uploads = anonymous('POST', '/api/words/add', 'multipart/form-data; boundary=x').map((u) => ({
        ...u,
        chunked: true,
      }));
      const { statuses, peak } = await attack(uploads);
      for (const status of statuses) expect(status).toBe(401);
      expect(peak).toBeLessThan(MEMORY_LIMIT_MB);
    },
    SLOW,
  );
});

// A signed-in learner's form is read up to its cap before it is refused, so each upload in flight
// holds up to one cap (10.5 MB): eight at once stay well under the limit.
describe('a signed-in learner over the cap', () => {
  it.each([
    ['declared', false],
    ['streamed', true],
  ])(
    '%s 127 MB word forms get 413 and are not kept',
    async (_how, chunked) => {
      const uploads = Array.from({ length: PARALLEL / 2 }, () => ({
        method: 'POST',
        path: '/api/words/add',
        bytes: HUGE,
        chunked,
        headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}` },
      }));
      const { statuses, peak } = await attack(uploads);
      for (const status of statuses) expect(status).toBe(413);
      expect(peak).toBeLessThan(MEMORY_LIMIT_MB);
    },
    SLOW,
  );
});
