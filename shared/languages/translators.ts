// Which translator answers a learner's "Translate" (web app and extension alike): the browser's
// on-device Translator API where it has the pair (Chrome 138+; nothing to install on the server,
// nothing leaves the machine), otherwise the server's (FreeDict, Apertium or a configured vendor).
// When neither can, the learner reads in one line how to get one.
import {
  type OnDeviceOutcome,
  type OnDeviceTranslatorApi,
  type TranslatorPair,
  translateOnDevice,
} from './on-device-translator';
import { findTranslationLanguage } from './translation';

export {
  browserTranslator,
  type OnDeviceTranslatorApi,
  type TranslatorAvailability,
} from './on-device-translator';

export type TranslationEngine = 'device' | 'server';
export interface Translated {
  text: string;
  engine: TranslationEngine;
}

/** The small note under a translated field: who answered. */
export const TRANSLATION_ENGINE_NOTES: Record<TranslationEngine, string> = {
  device: 'Translated on this device',
  server: 'Translated by the server',
};

/**
 * The server's answers for "I have no translator for this pair": the offline default lacks the
 * dictionary or Apertium pair (503), or the configured vendor does not offer it (422).
 */
const NO_TRANSLATOR_CODES: readonly string[] = ['translation_unavailable', 'translation_unsupported'];
export const isNoTranslatorCode = (code: string | undefined): boolean =>
  NO_TRANSLATOR_CODES.includes(code ?? '');

/** Thrown when no translator can do the pair; its message is the one line the learner reads. */
export class NoTranslatorError extends Error {
  override name = 'NoTranslatorError';
}

const nameOf = (code: string) => findTranslationLanguage(code)?.name ?? code;

/** What the browser said about the pair: it has no Translator, cannot do the pair, or is getting it. */
export type BrowserState = 'none' | 'unavailable' | 'preparing';

/** How to get a translator for the pair, in one line (SPEC §8 shows it after 'Error in word translation: '). */
export function noTranslatorMessage(pair: TranslatorPair, browser: BrowserState): string {
  const names = `${nameOf(pair.sourceLanguage)} → ${nameOf(pair.targetLanguage)}`;
  if (browser === 'preparing')
    return `this browser is still downloading its ${names} translator and the server has none; try again in a minute.`;
  if (browser === 'unavailable')
    return `neither this browser nor the server translates ${names}; ask the server's administrator to set up a translator (TRANSLATE_PROVIDER).`;
  return `no translator for ${names} here; open Wordhoard in Chrome 138 or later to translate on this device, or ask the server's administrator to set up one (TRANSLATE_PROVIDER).`;
}

export interface TranslateRequest extends TranslatorPair {
  text: string;
  /** The browser's Translator API, if any (browserTranslator()). */
  device: OnDeviceTranslatorApi | undefined;
  /** Asks the server; rejects with its error. */
  server: () => Promise<string>;
  /** The error code of the server's refusal, if it answered with one (see isNoTranslatorCode). */
  serverErrorCode: (error: unknown) => string | undefined;
}

/** Translates on the device when it can, on the server otherwise; says which one answered. */
export async function translateWithBestEngine(request: TranslateRequest): Promise<Translated> {
  const { device, text } = request;
  let browser: BrowserState = device ? 'unavailable' : 'none';
  if (device) {
    let outcome: OnDeviceOutcome = 'unavailable';
    try {
      outcome = await translateOnDevice(device, request, text);
    } catch {
      // The model failed or took too long on this text: the server may still have the pair.
    }
    if (typeof outcome === 'object') return { text: outcome.text, engine: 'device' };
    browser = outcome;
  }
  try {
    return { text: (await request.server()).trim(), engine: 'server' };
  } catch (error) {
    if (isNoTranslatorCode(request.serverErrorCode(error)))
      throw new NoTranslatorError(noTranslatorMessage(request, browser));
    throw error;
  }
}
