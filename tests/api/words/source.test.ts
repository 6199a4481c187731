import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_TITLE_MAX, SOURCE_URL_MAX, SOURCE_URL_MESSAGES } from '../../../shared/words/rules';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords, wordForm } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'source@example.com')).token;
});
afterAll(() => t.close());

describe('where a word was saved from', () => {
  it('stores the page address and its title, cut to its limit, and lists them', async () => {
    const title = 'T'.repeat(SOURCE_TITLE_MAX + 50);
    await addWord(t, token, {
      word: 'harbour',
      sourceUrl: 'https://example.com/a?b=1#c',
      sourceTitle: title,
    });
    const [word] = await listWords(t, token);
    expect(word).toMatchObject({ word: 'harbour', sourceUrl: 'https://example.com/a?b=1#c' });
    expect(word?.sourceTitle).toBe('T'.repeat(SOURCE_TITLE_MAX));
  });

  it.each([
    [
      'an address over the limit',
      `https://example.com/${'a'.repeat(SOURCE_URL_MAX)}`,
      SOURCE_URL_MESSAGES.tooLong,
    ],
    ['an address that is not http or https', 'javascript:alert(1)', SOURCE_URL_MESSAGES.notWeb],
    ['text that is no address', 'not a url', SOURCE_URL_MESSAGES.notWeb],
  ])('refuses %s with 422 and its own message, storing nothing', async (_, sourceUrl, message) => {
    const before = await listWords(t, token);
    const res = await t.request('POST', '/api/words/add', {
      body: wordForm({ word: 'refused', sourceUrl }),
      token,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(message);
    expect(await listWords(t, token)).toEqual(before);
  });
});
