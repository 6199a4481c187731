// The authorisation matrix: every route of the app × every kind of caller → the status its rule
// gives, and never a trace of another learner's data in any answer (body or headers).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { listWords, wordForm } from '../words/helpers';
import { answerText, expectNoneOf } from './helpers/answers';
import {
  BAD_CREDENTIAL_LABELS,
  buildCast,
  type Cast,
  MANAGER_EMAIL,
  type Member,
  ROLE_LABELS,
  victimSecrets,
} from './helpers/cast';
import { type Call, type CallContext, expectedStatus } from './helpers/route-rules';
import { ROUTES } from './helpers/route-table';
import { stubLanguageProviders } from './helpers/stubs';

let t: TestApp;
let cast: Cast;
let ctx: CallContext;
let webDir: string;
let requestCount = 0;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'wordhoard-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Wordhoard</title>');
  t = await createTestApp(
    { MANAGER_EMAILS: MANAGER_EMAIL, TRUST_PROXY: '1', WORDHOARD_TEST_CLOCK: '1', WEB_DIR: webDir },
    stubLanguageProviders,
  );
  cast = await buildCast(t);
  let n = 0;
  ctx = { t, cast, fresh: (prefix) => `${prefix}-${++n}` };
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** Each call comes from its own address, so the per-address limits never decide a status here. */
function send(method: string, call: Call, authorization: string | null) {
  requestCount += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.1.${requestCount >> 8}.${requestCount & 255}`,
  };
  if (authorization) headers.authorization = authorization;
  return t.request(method, call.path, { body: call.body, headers });
}

function callerOf(label: string): { member: Member | null; authorization: string | null } {
  const member = cast.roles.find((m) => m.label === label);
  if (member) return { member, authorization: `Bearer ${member.token}` };
  return { member: null, authorization: cast.badCredentials[label as keyof Cast['badCredentials']] };
}

describe('the route table', () => {
  it('names a rule for exactly the routes the app serves', () => {
    const served = t.app.routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(served);
  });

  it('mounts the test-only routes only with WORDHOARD_TEST_CLOCK=1', async () => {
    const plain = await createTestApp();
    try {
      const served = plain.app.routes.map((r) => `${r.method} ${r.path}`).sort();
      const expected = Object.entries(ROUTES).filter(([, r]) => r.rule !== 'test-only');
      expect(served).toEqual(expected.map(([key]) => key).sort());
      for (const path of ['/api/test/clock', '/api/test/retention']) {
        const res = await plain.request('POST', path, { body: { advanceMs: 1 } });
        expect(res.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });

  it('has one learner in each role 0–5, made through the API', () => {
    expect(cast.roles.map((m) => [m.label, m.role])).toEqual(ROLE_LABELS.map((l, i) => [l, i]));
  });
});

describe.each(Object.keys(ROUTES))('%s', (key) => {
  const route = ROUTES[key];
  const [method = ''] = key.split(' ');
  it.each([...BAD_CREDENTIAL_LABELS, ...ROLE_LABELS])(
    'with %s: the rule decides, no other data',
    async (label) => {
      if (!route) throw new Error(`no route ${key}`);
      const { member, authorization } = callerOf(label);
      const res = await send(method, await route.call(ctx, member), authorization);
      const text = await answerText(res);
      expect(res.status, text.slice(0, 300)).toBe(expectedStatus(route, member));
      expectNoneOf(text, victimSecrets(cast.victim));
      if (member && res.status === route.ok && route.restore) await route.restore(ctx, member);
    },
  );
});

/** Calls at the victim's words and media by the learners allowed to use their own. */
const ATTACKS: [string, (victim: Cast['victim'], me: Member) => [string, string]][] = [
  ['update the victim’s word', (v) => ['PUT', `/api/words/update/${v.word.uuid}`]],
  ['score the victim’s word', (v) => ['PATCH', `/api/words/update/score/${v.word.uuid}/2`]],
  ['delete the victim’s word', (v) => ['DELETE', `/api/words/delete/${v.word.uuid}`]],
  ['read the victim’s picture', (v) => ['GET', `/api/words/get/image/${v.id}/${v.word.picture}`]],
  [
    'read the victim’s picture under my id',
    (v, me) => ['GET', `/api/words/get/image/${me.id}/${v.word.picture}`],
  ],
  [
    'read my picture under the victim’s id',
    (v, me) => ['GET', `/api/words/get/image/${v.id}/${me.word.picture}`],
  ],
  ['read the victim’s audio', (v) => ['GET', `/api/words/get/audio/${v.id}/${v.word.speechWord}`]],
  [
    'read the victim’s audio under my id',
    (v, me) => ['GET', `/api/words/get/audio/${me.id}/${v.word.speechWord}`],
  ],
  ['read the victim’s picture as audio', (v) => ['GET', `/api/words/get/audio/${v.id}/${v.word.picture}`]],
];

describe.each(['role 0', 'role 1', 'role 3', 'role 4'])('another learner’s resources, as %s', (label) => {
  it.each(ATTACKS.map(([name]) => name))('%s: 404, nothing of theirs in the answer', async (name) => {
    const attack = ATTACKS.find(([n]) => n === name)?.[1];
    const { member, authorization } = callerOf(label);
    if (!attack || !member) throw new Error('unknown attack or caller');
    const [method, path] = attack(cast.victim, member);
    const body = method === 'PUT' ? wordForm({ word: 'hijacked' }) : undefined;
    const res = await send(method, { path, body }, authorization);
    const text = await answerText(res);
    expect(res.status, text.slice(0, 300)).toBe(404);
    expectNoneOf(text, victimSecrets(cast.victim));
  });
});

describe('the victim afterwards', () => {
  it('still has every word and media file, unchanged, readable with their own token', async () => {
    const { victim } = cast;
    const list = await listWords(t, victim.token);
    expect(list.map((w) => [w.uuid, w.word, w.score, w.wordTranslation]).sort()).toEqual(
      victim.words.map((w) => [w.uuid, w.word, w.score, w.wordTranslation]).sort(),
    );
    for (const word of victim.words) {
      const image = await t.request('GET', `/api/words/get/image/${victim.id}/${word.picture}`, {
        token: victim.token,
      });
      const audio = await t.request('GET', `/api/words/get/audio/${victim.id}/${word.speechWord}`, {
        token: victim.token,
      });
      expect([image.status, audio.status]).toEqual([200, 200]);
    }
  });
});
