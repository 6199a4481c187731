// What the fuzzer found, kept as plain regression cases: form text that looks like JSON stays
// text, values that break the description of invalid input are still a 422, and a form body
// that cannot be read is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { listWords, wordForm } from '../words/helpers';
import { quickProviders } from './helpers/stubs';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, quickProviders);
  token = (await signUp(t, 'typist@example.com')).token;
});
afterAll(() => t.close());

describe('form text that looks like JSON', () => {
  it.each<Record<string, string>>([
    { word: '{"a":1}' },
    { word: '[1]' },
    { word: '{"toString":"x"}' },
    { word: 'brackets', sentence: '[1, 2] is a list.' },
    { word: 'braces', wordTranslation: '{}', category: '[]' },
  ])('is saved and listed as typed: %j', async (fields) => {
    const res = await t.request('POST', '/api/words/add', { token, body: wordForm(fields) });
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = (await listWords(t, token)).find((w) => w.word === fields.word);
    expect(saved).toMatchObject(fields);
  });

  it('stays text on update too', async () => {
    const [word] = await listWords(t, token);
    const res = await t.request('PUT', `/api/words/update/${word?.uuid}`, {
      token,
      body: wordForm({ word: word?.word ?? '', sentence: '["quoted", "list"]' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).sentence).toBe('["quoted", "list"]');
  });
});

describe('values that break the description of invalid input', () => {
  it.each([
    ['POST', '/api/users/register', { email: { toString: 'x' } }],
    ['POST', '/api/users/login', { email: [{ toString: 1 }], password: 'secret' }],
    ['PATCH', '/api/preferences', { speechLanguage: { valueOf: 1, toString: 2 } }],
    ['POST', '/api/translation', { sourceLanguage: 'en', targetLanguage: 'es', text: { toString: 'x' } }],
  ])('%s %s answers 422, not 500', async (method, path, body) => {
    const res = await t.request(method, path, { token, body });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('invalid');
  });
});

describe('a form body that cannot be read', () => {
  it('answers 400 and saves nothing', async () => {
    const before = (await listWords(t, token)).length;
    const res = await t.request('POST', '/api/words/add', {
      token,
      body: '--XyZ\r\nContent-Disposition: form-data; name="word"\r\n\r\nunfinished',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    });
    expect(res.status).toBe(400);
    expect(await listWords(t, token)).toHaveLength(before);
  });
});
