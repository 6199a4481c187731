import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSynsetLine } from '../../../api/src/providers/dictionary/wordnet-glosses';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'lookup@example.com')).token;
});
afterAll(() => t.close());

describe('GET /api/lookup/definition/:language/:word', () => {
  it("answers an English word's WordNet senses, at most three, without their examples", async () => {
    const res = await t.request('GET', '/api/lookup/definition/en/harbour', { token });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.dictionary).toBe(true);
    expect(answer.definitions.length).toBeGreaterThan(0);
    expect(answer.definitions.length).toBeLessThanOrEqual(3);
    expect(answer.definitions.join(' ')).toContain('port');
    expect(answer.definitions.join(' ')).not.toContain('"');
  });

  it('finds a multi-word expression and answers [] for a word not in the dictionary', async () => {
    const phrase = await t.request('GET', `/api/lookup/definition/en/${encodeURIComponent('ice cream')}`, {
      token,
    });
    expect((await phrase.json()).definitions.join(' ')).toContain('frozen');
    const none = await t.request('GET', '/api/lookup/definition/en/qzxv', { token });
    expect(await none.json()).toEqual({ dictionary: true, definitions: [] });
  });

  it('says plainly that there is no dictionary of a language', async () => {
    const res = await t.request('GET', '/api/lookup/definition/de/Hafen', { token });
    expect(await res.json()).toEqual({ dictionary: false, definitions: [] });
  });

  it('refuses an unknown language, a too long word and a caller without a token', async () => {
    const language = await t.request('GET', '/api/lookup/definition/xx/house', { token });
    expect(language.status).toBe(422);
    const long = await t.request('GET', `/api/lookup/definition/en/${'a'.repeat(101)}`, { token });
    expect(long.status).toBe(422);
    expect((await t.request('GET', '/api/lookup/definition/en/house')).status).toBe(401);
  });
});

describe('POST /api/lookup/speech', () => {
  it("speaks a word with the server's voice as MP3", async () => {
    const res = await t.request('POST', '/api/lookup/speech', {
      body: { text: 'harbour', language: 'en-US', voice: 'en-US-Female' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it('refuses an unknown voice and an empty text', async () => {
    const voice = await t.request('POST', '/api/lookup/speech', {
      body: { text: 'harbour', language: 'en-US', voice: 'xx' },
      token,
    });
    expect(voice.status).toBe(422);
    const empty = await t.request('POST', '/api/lookup/speech', {
      body: { text: ' ', language: 'en-US', voice: 'en-US-Female' },
      token,
    });
    expect(empty.status).toBe(422);
  });
});

describe('parseSynsetLine', () => {
  it('reads the lemmas of a line and drops the adjective marker and the examples', () => {
    const line = '00001740 00 a 02 able(a) 0 ice_cream 0 000 | having the means; "able to swim"  ';
    expect(parseSynsetLine(line)).toEqual({ lemmas: ['able', 'ice cream'], definition: 'having the means' });
    expect(parseSynsetLine('  1 This software and database')).toBeNull();
  });
});
