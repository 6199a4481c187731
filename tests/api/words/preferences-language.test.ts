import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'prefs@example.com')).token;
});
afterAll(() => t.close());

const valid = {
  speechLanguage: 'fr-FR',
  speechVoice: 'fr-FR-Male',
  sourceLanguage: 'fr',
  targetLanguage: 'en',
  highQuality: false,
  rateSpeech: 1.25,
};

describe('preferences', () => {
  it('starts with the defaults and is updated as a whole', async () => {
    const first = await (await t.request('GET', '/api/preferences', { token })).json();
    expect(first).toMatchObject({ speechLanguage: 'en-US', rateSpeech: 1 });
    const res = await t.request('PATCH', '/api/preferences', { body: valid, token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ...valid,
      message: 'The preferences have been successfully updated!',
    });
    expect(await (await t.request('GET', '/api/preferences', { token })).json()).toEqual(valid);
  });

  it.each([
    [{ speechVoice: 'en-US-Female' }, 'Please select a Voice.'],
    [{ speechLanguage: 'xx-YY', speechVoice: 'xx-YY-Male' }, 'Please select a Voice.'],
    [{ targetLanguage: 'klingon' }, 'Unknown translation language'],
    [{ rateSpeech: 0.3 }, 'speech speed'],
    [{ rateSpeech: 6.25 }, 'speech speed'],
  ])('refuses %j and changes nothing', async (change, message) => {
    const res = await t.request('PATCH', '/api/preferences', { body: { ...valid, ...change }, token });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain(message);
    expect(await (await t.request('GET', '/api/preferences', { token })).json()).toEqual(valid);
  });
});

describe('translation and example sentences', () => {
  it('translates a word offline with the installed dictionary', async () => {
    const res = await t.request('POST', '/api/translation', {
      body: { sourceLanguage: 'en', targetLanguage: 'fr', text: 'house' },
      token,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('maison');
  });

  it('answers 503 naming TRANSLATE_PROVIDER for a pair that is not installed', async () => {
    const res = await t.request('POST', '/api/translation', {
      body: { sourceLanguage: 'en', targetLanguage: 'ja', text: 'house' },
      token,
    });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain('TRANSLATE_PROVIDER');
  });

  it('refuses empty text and unknown languages with 422', async () => {
    for (const body of [
      { sourceLanguage: 'en', targetLanguage: 'fr', text: '   ' },
      { sourceLanguage: 'en', targetLanguage: 'zz', text: 'house' },
    ]) {
      expect((await t.request('POST', '/api/translation', { body, token })).status).toBe(422);
    }
  });

  it('answers an example sentence that contains the word', async () => {
    const res = await t.request('GET', '/api/word-to-sentence/house', { token });
    expect(res.status).toBe(200);
    expect((await res.text()).toLowerCase()).toMatch(/\bhouse\b/);
  });

  it("answers the spec's message when no sentence is found", async () => {
    const res = await t.request('GET', '/api/word-to-sentence/qwzxvbnmpl', { token });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(
      'The sentence generation server is currently overloaded; please try again later.',
    );
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/word-to-sentence/house')).status).toBe(401);
  });
});
