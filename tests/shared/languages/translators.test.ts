// Which translator answers (shared/languages/translators.ts): the browser's on-device Translator
// where it has the pair, the server otherwise, and one line on how to get one when neither can.
import { describe, expect, it, vi } from 'vitest';
import { ON_DEVICE_TIMEOUT_MS } from '../../../shared/languages/on-device-translator';
import {
  browserTranslator,
  NoTranslatorError,
  noTranslatorMessage,
  type OnDeviceTranslatorApi,
  type TranslatorAvailability,
  translateWithBestEngine,
} from '../../../shared/languages/translators';

/** A stand-in for Chrome's Translator global that speaks the documented API. */
function fakeTranslator(
  availability: TranslatorAvailability,
  translate = async (text: string) => `«${text}»`,
) {
  return {
    availability: vi.fn(async () => availability),
    create: vi.fn(async () => ({ translate: vi.fn(translate) })),
  } satisfies OnDeviceTranslatorApi;
}

const unavailable = Object.assign(new Error('503'), { code: 'translation_unavailable' });
const codeOf = (error: unknown) => (error as { code?: string }).code;
const request = (device: OnDeviceTranslatorApi | undefined, server = vi.fn(async () => 'casa')) => ({
  sourceLanguage: 'en',
  targetLanguage: 'es',
  text: 'house',
  device,
  server,
  serverErrorCode: codeOf,
});

describe('the engine choice', () => {
  it('translates on the device when the browser has the pair', async () => {
    const device = fakeTranslator('available');
    const server = vi.fn(async () => 'casa');
    expect(await translateWithBestEngine(request(device, server))).toEqual({
      text: '«house»',
      engine: 'device',
    });
    expect(device.create).toHaveBeenCalledWith({ sourceLanguage: 'en', targetLanguage: 'es' });
    expect(server).not.toHaveBeenCalled();
  });

  it.each(['downloadable', 'downloading'] as const)(
    'starts the download when the pair is %s but lets the server answer meanwhile',
    async (availability) => {
      const device = fakeTranslator(availability);
      device.create.mockImplementation(() => new Promise(() => undefined));
      expect(await translateWithBestEngine(request(device))).toEqual({ text: 'casa', engine: 'server' });
      expect(device.create).toHaveBeenCalledOnce();
    },
  );

  it('asks the server when the browser does not answer within the time-out', async () => {
    vi.useFakeTimers();
    try {
      const device = fakeTranslator('available');
      device.availability.mockImplementation(() => new Promise(() => undefined));
      const translating = translateWithBestEngine(request(device));
      await vi.advanceTimersByTimeAsync(ON_DEVICE_TIMEOUT_MS);
      expect(await translating).toEqual({ text: 'casa', engine: 'server' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the server when the browser has no Translator at all', async () => {
    expect(await translateWithBestEngine(request(undefined))).toEqual({ text: 'casa', engine: 'server' });
  });

  it('asks the server when the browser lacks the pair', async () => {
    const device = fakeTranslator('unavailable');
    expect(await translateWithBestEngine(request(device))).toEqual({ text: 'casa', engine: 'server' });
    expect(device.create).not.toHaveBeenCalled();
  });

  it('asks the server when the on-device model fails', async () => {
    const device = fakeTranslator('available', async () => Promise.reject(new Error('model crashed')));
    expect((await translateWithBestEngine(request(device))).engine).toBe('server');
  });

  it('makes one translator per pair and reuses it', async () => {
    const device = fakeTranslator('available');
    await translateWithBestEngine(request(device));
    await translateWithBestEngine(request(device));
    expect(device.create).toHaveBeenCalledOnce();
  });

  it('asks for Chinese by script, as the Translator API names it', async () => {
    const device = fakeTranslator('available');
    await translateWithBestEngine({ ...request(device), targetLanguage: 'zh-TW' });
    expect(device.availability).toHaveBeenCalledWith({ sourceLanguage: 'en', targetLanguage: 'zh-Hant' });
  });
});

describe('when no translator can (translation_unavailable shown as raw JSON)', () => {
  it('says in one line how to get one, naming the languages', async () => {
    const failing = vi.fn(async () => Promise.reject(unavailable));
    const error = await translateWithBestEngine(request(undefined, failing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoTranslatorError);
    const message = (error as Error).message;
    expect(message).toBe(noTranslatorMessage({ sourceLanguage: 'en', targetLanguage: 'es' }, 'none'));
    expect(message).toContain('English → Spanish');
    expect(message).toContain('Chrome');
    expect(message).not.toMatch(/[{}\n]/);
  });

  it("counts a vendor's refusal of the pair (translation_unsupported) as no translator too", async () => {
    const refused = Object.assign(new Error('422'), { code: 'translation_unsupported' });
    const failing = vi.fn(async () => Promise.reject(refused));
    await expect(translateWithBestEngine(request(undefined, failing))).rejects.toBeInstanceOf(
      NoTranslatorError,
    );
  });

  it('does not suggest Chrome to a browser that already said no', () => {
    expect(noTranslatorMessage({ sourceLanguage: 'en', targetLanguage: 'ja' }, 'unavailable')).not.toContain(
      'Chrome',
    );
  });

  it('says to try again soon while the browser downloads the pair and the server has none', async () => {
    const device = fakeTranslator('downloadable');
    const failing = vi.fn(async () => Promise.reject(unavailable));
    await expect(translateWithBestEngine(request(device, failing))).rejects.toThrow(
      'this browser is still downloading its English → Spanish translator and the server has none; try again in a minute.',
    );
  });

  it('passes any other server error on as it is', async () => {
    const other = new Error('"xyz" is not in the offline en→es dictionary.');
    await expect(
      translateWithBestEngine(
        request(
          undefined,
          vi.fn(async () => Promise.reject(other)),
        ),
      ),
    ).rejects.toBe(other);
  });
});

describe('browserTranslator', () => {
  it('finds a global that speaks the API and ignores anything else', () => {
    const device = fakeTranslator('available');
    expect(browserTranslator({ Translator: device })).toBe(device);
    expect(browserTranslator({})).toBeUndefined();
    expect(browserTranslator({ Translator: { availability: 1 } })).toBeUndefined();
  });
});
