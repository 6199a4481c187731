import { describe, expect, it } from 'vitest';
import {
  createDeepLProvider,
  deeplSourceCode,
  deeplTargetCode,
} from '../../../../api/src/providers/translation/deepl';
import { startDeepLStub } from '../../../stubs/deepl';
import { expectUnavailable, houseToSpanish, withStandIn } from './vendor-kit';

const stub = withStandIn(
  startDeepLStub({
    apiKey: 'deepl-key:fx',
    phrases: { 'EN>ES:house': 'casa', 'ES>EN-US:casa': 'house' },
  }),
);
const provider = createDeepLProvider({ baseUrl: stub.url, apiKey: 'deepl-key:fx', timeoutMs: 300 });
const vendor = { stub, provider };

describe('DeepL language codes', () => {
  it('uses bare upper-case sources and the regional targets DeepL requires', () => {
    expect(deeplSourceCode('en-US')).toBe('EN');
    expect(deeplTargetCode('en')).toBe('EN-US');
    expect(deeplTargetCode('en-GB')).toBe('EN-GB');
    expect(deeplTargetCode('pt')).toBe('PT-BR');
    expect(deeplTargetCode('pt-PT')).toBe('PT-PT');
    expect(deeplTargetCode('zh-CN')).toBe('ZH-HANS');
    expect(deeplTargetCode('zh-TW')).toBe('ZH-HANT');
    expect(deeplTargetCode('fr')).toBe('FR');
  });
});

describe('DeepL adapter', () => {
  it('translates through POST /v2/translate with the key in the Authorization header', async () => {
    expect(await provider.translate(houseToSpanish)).toBe('casa');
    const request = stub.requests[0];
    expect(request?.headers.get('authorization')).toBe('DeepL-Auth-Key deepl-key:fx');
    expect(request?.body).toEqual({ text: ['house'], source_lang: 'EN', target_lang: 'ES' });
  });

  it('asks for EN-US when the target is English, which DeepL accepts', async () => {
    expect(await provider.translate({ sourceLanguage: 'es', targetLanguage: 'en', text: 'casa' })).toBe(
      'house',
    );
  });

  it('refuses to start without a key', () => {
    expect(() => createDeepLProvider({ apiKey: '' })).toThrow('needs an API key');
  });

  it('answers 503 when DeepL rejects the key (403)', async () => {
    const wrongKey = createDeepLProvider({ baseUrl: stub.url, apiKey: 'other' });
    await expect(wrongKey.translate(houseToSpanish)).rejects.toMatchObject({
      status: 503,
      code: 'translation_key_rejected',
    });
  });

  it('answers 422 for a language DeepL does not offer', async () => {
    await expect(provider.translate({ ...houseToSpanish, targetLanguage: 'he' })).rejects.toMatchObject({
      status: 422,
      message: 'The translation service (DeepL) cannot translate en→he.',
    });
  });

  it('answers 503 naming the quota when DeepL says 456', async () => {
    await expectUnavailable(
      vendor,
      { status: 456, body: { message: 'Quota exceeded' } },
      {
        code: 'translation_quota',
      },
    );
  });

  it('answers 503 on a server error, a malformed answer and an empty translation list', async () => {
    await expectUnavailable(vendor, 'server-error', { code: 'translation_failed' });
    await expectUnavailable(vendor, 'malformed', { code: 'translation_bad_answer' });
    await expectUnavailable(
      vendor,
      { status: 200, body: { translations: [] } },
      {
        code: 'translation_bad_answer',
      },
    );
  });

  it('asks again when DeepL fails for a moment, as DeepL documents, and translates', async () => {
    // The default time-out: the retry's wait must fit in it however slow this machine is.
    const patient = createDeepLProvider({ baseUrl: stub.url, apiKey: 'deepl-key:fx' });
    stub.failNext = 1;
    expect(await patient.translate(houseToSpanish)).toBe('casa');
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up after its time-out', async () => {
    await expectUnavailable(vendor, 'slow', { code: 'translation_timeout' });
  });
});
