import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { activate, currentClaim, logIn, startSubscription } from '../payments/helpers';
import { DAY, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const EXPORTS = ['/api/export/csv', '/api/export/anki', '/api/export/backup'];

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function exportsWord(token: string, word: string) {
  for (const path of EXPORTS) {
    const res = await t.request('GET', path, { token });
    expect(res.status, path).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (!path.endsWith('backup')) expect(new TextDecoder().decode(bytes)).toContain(word);
  }
}

describe('who may export', () => {
  it('answers 401 to a visitor', async () => {
    for (const path of EXPORTS) expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('POST', EXPORTS[0] ?? '', { body: { uuids: [] } })).status).toBe(401);
  });

  it('lets a learner whose trial is over (role 2) take the words with them', async () => {
    const { token, password } = await signUp(t, 'late@example.com');
    await addWord(t, token, { word: 'lingering' });
    t.clock.advance(31 * DAY);
    const late = await logIn(t, 'late@example.com', password);
    expect((await currentClaim(t, late)).role).toBe(2);
    expect((await t.request('GET', '/api/words/get/words', { token: late })).status).toBe(403);
    await exportsWord(late, 'lingering');
  });

  it('lets a learner whose paid days are over (role 5) take the words with them', async () => {
    const { token, password } = await signUp(t, 'lapsed@example.com');
    await addWord(t, token, { word: 'remembered' });
    expect((await activate(t, token, await startSubscription(t, token))).status).toBe(201);
    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    t.clock.advance(40 * DAY);
    const lapsed = await logIn(t, 'lapsed@example.com', password);
    expect((await currentClaim(t, lapsed)).role).toBe(5);
    await exportsWord(lapsed, 'remembered');
  });
});
