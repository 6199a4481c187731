import { describe, expect, it } from 'vitest';
import {
  createGoogleTranslateProvider,
  googleLanguageCode,
} from '../../../../api/src/providers/translation/google';
import { startGoogleTranslateStub } from '../../../stubs/google-translate';
import { expectUnavailable, houseToSpanish, withStandIn } from './vendor-kit';

const stub = withStandIn(
  startGoogleTranslateStub({ apiKey: 'google key', phrases: { 'en>es:house': 'casa' } }),
);
const provider = createGoogleTranslateProvider({ baseUrl: stub.url, apiKey: 'google key', timeoutMs: 300 });
const vendor = { stub, provider };

describe('Google Cloud Translation adapter', () => {
  it('translates through POST /language/translate/v2 with the key in the query', async () => {
    expect(await provider.translate(houseToSpanish)).toBe('casa');
    const request = stub.requests[0];
    expect(request?.query.get('key')).toBe('google key');
    expect(request?.body).toEqual({ q: 'house', source: 'en', target: 'es', format: 'text' });
  });

  it('keeps the region only where Google distinguishes it', async () => {
    expect(googleLanguageCode('en-US')).toBe('en');
    expect(googleLanguageCode('zh')).toBe('zh-CN');
    expect(googleLanguageCode('zh-TW')).toBe('zh-TW');
    expect(googleLanguageCode('pt-PT')).toBe('pt-PT');
    expect(await provider.translate({ sourceLanguage: 'en-GB', targetLanguage: 'zh-CN', text: 'tea' })).toBe(
      '[zh-CN] tea',
    );
  });

  it('answers 503 when Google says the key is not valid (400)', async () => {
    const wrongKey = createGoogleTranslateProvider({ baseUrl: stub.url, apiKey: 'other' });
    await expect(wrongKey.translate(houseToSpanish)).rejects.toMatchObject({
      status: 503,
      code: 'translation_key_rejected',
    });
  });

  it('answers 503 when the key lacks access (403)', async () => {
    await expectUnavailable(
      vendor,
      {
        status: 403,
        body: { error: { code: 403, message: 'Cloud Translation API has not been used' } },
      },
      {
        code: 'translation_key_rejected',
      },
    );
  });

  it('answers 422 for a language Google does not offer', async () => {
    await expect(provider.translate({ ...houseToSpanish, targetLanguage: 'xx' })).rejects.toMatchObject({
      status: 422,
      message: 'The translation service (Google Cloud Translation) cannot translate en→xx.',
    });
  });

  it('answers 503 on a server error and on a malformed answer', async () => {
    await expectUnavailable(vendor, 'server-error', { code: 'translation_failed' });
    await expectUnavailable(vendor, 'malformed', { code: 'translation_bad_answer' });
  });

  it('asks again when Google fails for a moment, as Google documents, and translates', async () => {
    // The default time-out: the retry's wait must fit in it however slow this machine is.
    const patient = createGoogleTranslateProvider({ baseUrl: stub.url, apiKey: 'google key' });
    stub.failNext = 1;
    expect(await patient.translate(houseToSpanish)).toBe('casa');
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up after its time-out', async () => {
    await expectUnavailable(vendor, 'slow', { code: 'translation_timeout' });
  });
});
