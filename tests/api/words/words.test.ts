import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, signUp } from '../users/helpers';
import { addWord, listWords, wordForm } from './helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'words@example.com')).token;
  otherToken = (await signUp(t, 'other@example.com')).token;
});
afterAll(() => t.close());

describe('adding words', () => {
  it('stores a trimmed word with spoken audio and puts it at the top of the list', async () => {
    await addWord(t, token, { word: 'first' });
    const added = await addWord(t, token, { word: '  Window  ', category: '' });
    expect(added).toMatchObject({ word: 'Window', category: 'No', score: 1, message: '"Window" added!' });
    expect(added.speechWord).toMatch(/^[0-9a-f]{32}$/);
    expect(added.speechSentence).toMatch(/^[0-9a-f]{32}$/);
    const list = await listWords(t, token);
    expect(list[0]?.word).toBe('Window');
    expect(list[1]?.word).toBe('first');
    expect(list[0]?.highQuality).toBe(false);
  });

  it('refuses a duplicate, compared case-insensitively after trimming, with 409', async () => {
    await addWord(t, token, { word: 'Apple' });
    const res = await t.request('POST', '/api/words/add', { body: wordForm({ word: ' aPPLE ' }), token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 'word_exists', message: 'The word already exists.' });
  });

  it('stores exactly one of 20 concurrent adds of one new word', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('POST', '/api/words/add', { body: wordForm({ word: 'Concurrent' }), token }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const list = await listWords(t, token);
    expect(list.filter((w) => w.word === 'Concurrent')).toHaveLength(1);
  });

  it.each([
    [{ word: '' }, 'Missing Word.'],
    [{ word: 'w'.repeat(101) }, 'Up to 100 chars.'],
    [{ sentence: 's'.repeat(1001) }, 'Up to 1000 chars.'],
    [{ category: 'c'.repeat(21) }, 'Up to 20 chars.'],
    [{ voice: 'fr-FR-Female' }, 'Please select a Voice.'],
    [{ language: 'xx-XX', voice: 'xx-XX-Female' }, 'Please select a Voice.'],
  ])('answers %j with 422 %s and stores nothing', async (fields, message) => {
    const before = (await listWords(t, token)).length;
    const res = await t.request('POST', '/api/words/add', { body: wordForm(fields), token });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain(message);
    expect(await listWords(t, token)).toHaveLength(before);
  });

  it('keeps words apart between users', async () => {
    await addWord(t, otherToken, { word: 'secret' });
    const mine = await listWords(t, token);
    expect(mine.some((w) => w.word === 'secret')).toBe(false);
  });
});

describe('the words list answer', () => {
  it('is compressed when the client accepts gzip and answers 304 to its ETag', async () => {
    const res = await t.request('GET', '/api/words/get/words', {
      token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('GET', '/api/words/get/words', {
      token,
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    await addWord(t, token, { word: 'changes-etag' });
    const changed = await t.request('GET', '/api/words/get/words', {
      token,
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('updating, scoring and deleting', () => {
  it('updates in place and re-speaks only what changed', async () => {
    const word = await addWord(t, token, { word: 'river' });
    const res = await t.request('PUT', `/api/words/update/${word.uuid}`, {
      body: wordForm({ word: 'river', sentence: 'A different sentence about the river.' }),
      token,
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated.speechWord).toBe(word.speechWord);
    expect(updated.speechSentence).not.toBe(word.speechSentence);
    const old = await t.request('GET', `/api/words/get/audio/${claimId(token)}/${word.speechSentence}`, {
      token,
    });
    expect(old.status).toBe(404);
  });

  it('refuses to rename a word onto another existing word', async () => {
    const a = await addWord(t, token, { word: 'alpha' });
    await addWord(t, token, { word: 'beta' });
    const res = await t.request('PUT', `/api/words/update/${a.uuid}`, {
      body: wordForm({ word: 'BETA' }),
      token,
    });
    expect(res.status).toBe(409);
  });

  it('saves a score of 1 to 3 and refuses anything else', async () => {
    const word = await addWord(t, token, { word: 'score-me' });
    const ok = await t.request('PATCH', `/api/words/update/score/${word.uuid}/3`, { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toBe(3);
    for (const bad of ['0', '4', 'x', '2.5', '-1']) {
      const res = await t.request('PATCH', `/api/words/update/score/${word.uuid}/${bad}`, { token });
      expect(res.status).toBe(422);
    }
    const stored = (await listWords(t, token)).find((w) => w.uuid === word.uuid);
    expect(stored?.score).toBe(3);
  });

  it('deletes a word and its audio, answering "Word deleted!"', async () => {
    const word = await addWord(t, token, { word: 'ephemeral', sentence: '' });
    const res = await t.request('DELETE', `/api/words/delete/${word.uuid}`, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Word deleted!');
    const audio = await t.request('GET', `/api/words/get/audio/${claimId(token)}/${word.speechWord}`, {
      token,
    });
    expect(audio.status).toBe(404);
  });

  it("answers 404 for another user's word, audio and unknown uuids", async () => {
    const theirs = await addWord(t, otherToken, { word: 'theirs' });
    expect((await t.request('DELETE', `/api/words/delete/${theirs.uuid}`, { token })).status).toBe(404);
    expect((await t.request('PATCH', `/api/words/update/score/${theirs.uuid}/2`, { token })).status).toBe(
      404,
    );
    expect(
      (await t.request('PUT', `/api/words/update/${theirs.uuid}`, { body: wordForm(), token })).status,
    ).toBe(404);
    const audio = await t.request('GET', `/api/words/get/audio/${claimId(otherToken)}/${theirs.speechWord}`, {
      token,
    });
    expect(audio.status).toBe(404);
    expect((await t.request('DELETE', '/api/words/delete/..%2F..%2Fetc', { token })).status).toBe(404);
  });
});

describe('who may use words', () => {
  it('answers 401 without a token and 403 with a pointer to payment after the trial', async () => {
    expect((await t.request('GET', '/api/words/get/words')).status).toBe(401);
    const late = await createTestApp();
    try {
      const { password } = await signUp(late, 'late@example.com');
      late.clock.advance(31 * DAY);
      const login = await late.request('POST', '/api/users/login', {
        body: { email: 'late@example.com', password },
      });
      const lateToken = await login.text();
      const res = await late.request('GET', '/api/words/get/words', { token: lateToken });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toContain('Payment');
    } finally {
      await late.close();
    }
  });
});

function claimId(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
  return payload.user.id;
}

describe('high-quality voices', () => {
  it('fall back to eSpeak without a cloud voice and say so in the answer', async () => {
    const word = await addWord(t, token, { word: 'quality', highQuality: 'true' });
    expect(word.speechWord).toMatch(/^[0-9a-f]{32}$/);
    expect((word as { speechNotice?: string }).speechNotice).toContain('TTS_PROVIDER');
    const plain = await addWord(t, token, { word: 'plain', highQuality: 'false' });
    expect((plain as { speechNotice?: string }).speechNotice).toBeUndefined();
  });
});

describe('list compression', () => {
  it('prefers zstd when the client takes it and the bytes decode to the same list', async () => {
    const plain = await (await t.request('GET', '/api/words/get/words', { token })).text();
    const res = await t.request('GET', '/api/words/get/words', {
      token,
      headers: { 'accept-encoding': 'gzip, zstd' },
    });
    expect(res.headers.get('content-encoding')).toBe('zstd');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(Bun.zstdDecompressSync(bytes))).toBe(plain);
  });
});
