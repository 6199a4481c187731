import { describe, expect, it } from 'vitest';
import { createLibreTranslateProvider } from '../../../../api/src/providers/translation/libretranslate';
import { startLibreTranslateStub } from '../../../stubs/libretranslate';
import { expectUnavailable, houseToSpanish, withStandIn } from './vendor-kit';

const stub = withStandIn(
  startLibreTranslateStub({ apiKey: 'libre-key', phrases: { 'en>es:house': 'casa' } }),
);
const provider = createLibreTranslateProvider({ baseUrl: stub.url, apiKey: 'libre-key', timeoutMs: 300 });
const vendor = { stub, provider };

describe('LibreTranslate adapter', () => {
  it('translates through POST /translate with the documented fields', async () => {
    expect(await provider.translate(houseToSpanish)).toBe('casa');
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.body).toEqual({
      q: 'house',
      source: 'en',
      target: 'es',
      format: 'text',
      api_key: 'libre-key',
    });
  });

  it('sends the base language of a regional code and zt for Traditional Chinese', async () => {
    expect(await provider.translate({ sourceLanguage: 'pt-BR', targetLanguage: 'zh-TW', text: 'casa' })).toBe(
      '[zt] casa',
    );
    expect(stub.requests[0]?.body).toMatchObject({ source: 'pt', target: 'zt' });
  });

  it('leaves api_key out when none is configured', async () => {
    const open = createLibreTranslateProvider({ baseUrl: `${stub.url}/` });
    await expect(open.translate(houseToSpanish)).rejects.toMatchObject({
      status: 503,
      code: 'translation_key_rejected',
    });
    expect(stub.requests[0]?.body).not.toHaveProperty('api_key');
  });

  it('answers 503 when the key is wrong', async () => {
    const wrongKey = createLibreTranslateProvider({ baseUrl: stub.url, apiKey: 'nope' });
    await expect(wrongKey.translate(houseToSpanish)).rejects.toMatchObject({
      status: 503,
      message:
        "The translation service (LibreTranslate) rejected the server's API key; please tell the administrator.",
    });
  });

  it('answers 422 for a language the server does not offer', async () => {
    await expect(provider.translate({ ...houseToSpanish, targetLanguage: 'xx' })).rejects.toMatchObject({
      status: 422,
      message: 'The translation service (LibreTranslate) cannot translate en→xx.',
    });
  });

  it('answers 503 on a server error', async () => {
    await expectUnavailable(vendor, 'server-error', {
      message: 'The translation service (LibreTranslate) failed (HTTP 500); please try again later.',
    });
  });

  it('answers 503 on a malformed answer', async () => {
    await expectUnavailable(vendor, 'malformed', { code: 'translation_bad_answer' });
  });

  it('answers 503 when a well-formed answer lacks translatedText', async () => {
    await expectUnavailable(
      vendor,
      { status: 200, body: { translated: 'casa' } },
      {
        code: 'translation_bad_answer',
      },
    );
  });

  it('does not ask a LibreTranslate that failed again (it documents no retry): the learner hears of it', async () => {
    stub.failNext = 1;
    await expect(provider.translate(houseToSpanish)).rejects.toMatchObject({ code: 'translation_failed' });
    expect(stub.requests).toHaveLength(1);
  });

  it('gives up after its time-out', async () => {
    // The stub answers after its delay: only the time-out turns that into this refusal.
    stub.mode = 'slow';
    await expect(provider.translate(houseToSpanish)).rejects.toMatchObject({
      status: 503,
      code: 'translation_timeout',
    });
  });

  it('answers 503 when the server cannot be reached', async () => {
    const nowhere = createLibreTranslateProvider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.translate(houseToSpanish)).rejects.toMatchObject({
      status: 503,
      code: 'translation_unreachable',
    });
  });
});
