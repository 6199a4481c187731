// The browser's on-device Translator API (Chrome 138+, https://developer.chrome.com/docs/ai/translator-api):
// its documented surface, and one translation through it that never keeps the learner waiting on
// a language model still to be downloaded.

export type TranslatorAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';
export interface TranslatorPair {
  sourceLanguage: string;
  targetLanguage: string;
}
export interface OnDeviceTranslator {
  translate(text: string): Promise<string>;
}
export interface OnDeviceTranslatorApi {
  availability(pair: TranslatorPair): Promise<TranslatorAvailability>;
  create(pair: TranslatorPair): Promise<OnDeviceTranslator>;
}

/** A model that is there answers in well under this; past it the server is asked instead. */
export const ON_DEVICE_TIMEOUT_MS = 10_000;

/** The browser's Translator global where it has one (Chrome 138+ windows; not workers). */
export function browserTranslator(scope: object = globalThis): OnDeviceTranslatorApi | undefined {
  const candidate = (scope as { Translator?: Partial<OnDeviceTranslatorApi> }).Translator;
  return typeof candidate?.availability === 'function' && typeof candidate.create === 'function'
    ? (candidate as OnDeviceTranslatorApi)
    : undefined;
}

/** The app's codes as BCP 47 tags the Translator API knows: Chinese by script, not by country. */
const ON_DEVICE_CODES: Record<string, string> = { 'zh-CN': 'zh', 'zh-TW': 'zh-Hant' };
const onDeviceCode = (code: string) => ON_DEVICE_CODES[code] ?? code;

// A translator holds its language model: made once per pair and kept for the page's life.
const made = new WeakMap<OnDeviceTranslatorApi, Map<string, Promise<OnDeviceTranslator>>>();

function translatorFor(api: OnDeviceTranslatorApi, pair: TranslatorPair): Promise<OnDeviceTranslator> {
  const byPair = made.get(api) ?? new Map<string, Promise<OnDeviceTranslator>>();
  made.set(api, byPair);
  const key = `${pair.sourceLanguage}>${pair.targetLanguage}`;
  let translator = byPair.get(key);
  if (!translator) {
    translator = api.create(pair);
    byPair.set(key, translator);
    // A failed create (a download refused, no connection, no disk space) is tried again next time.
    translator.catch(() => byPair.delete(key));
  }
  return translator;
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('on-device translation timed out')),
      ON_DEVICE_TIMEOUT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The text translated; 'unavailable' when the browser cannot do the pair; 'preparing' while its model downloads. */
export type OnDeviceOutcome = { text: string } | 'unavailable' | 'preparing';

/**
 * Translates when the model is on the device. A model still to download is asked for (the
 * learner's click allows the download) but not waited for: a download of tens of megabytes, or one
 * that never ends offline, must not hold the learner's translation; the server answers meanwhile.
 */
export async function translateOnDevice(
  api: OnDeviceTranslatorApi,
  pair: TranslatorPair,
  text: string,
): Promise<OnDeviceOutcome> {
  const options = {
    sourceLanguage: onDeviceCode(pair.sourceLanguage),
    targetLanguage: onDeviceCode(pair.targetLanguage),
  };
  const availability = await withinTimeout(api.availability(options));
  if (availability === 'unavailable') return 'unavailable';
  const translator = translatorFor(api, options);
  if (availability !== 'available') {
    translator.catch(() => undefined);
    return 'preparing';
  }
  return { text: (await withinTimeout(translator.then((made) => made.translate(text)))).trim() };
}
