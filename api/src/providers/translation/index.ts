// Picks the translation provider once, from options the lead's config.ts parsed from the environment.
import { createDeepLProvider } from './deepl';
import { createGoogleTranslateProvider } from './google';
import { createLibreTranslateProvider } from './libretranslate';
import { createLocalTranslationProvider } from './local';
import type { TranslationProvider } from './port';

export type { TranslationProvider, TranslationRequest } from './port';

export type TranslationProviderName = 'local' | 'libretranslate' | 'deepl' | 'google';

export interface TranslationProviderOptions {
  provider: TranslationProviderName;
  /** Vendor endpoint; each vendor has a default (LibreTranslate: http://localhost:5000). */
  baseUrl?: string;
  /** Required by deepl and google, optional for libretranslate. */
  apiKey?: string;
  /** local: where FreeDict dictionaries live (default /usr/share/dictd). */
  dictDir?: string;
  /** local: where Apertium modes live (default /usr/share/apertium/modes). */
  apertiumModesDir?: string;
  /** Per call; 5 s unless a test shortens it. */
  timeoutMs?: number;
}

/** Throws a plain Error when a vendor that needs a key has none: config.ts reports it at start-up. */
export function createTranslationProvider(options: TranslationProviderOptions): TranslationProvider {
  const { baseUrl, timeoutMs } = options;
  switch (options.provider) {
    case 'local':
      return createLocalTranslationProvider(options);
    case 'libretranslate':
      return createLibreTranslateProvider({ baseUrl, apiKey: options.apiKey, timeoutMs });
    case 'deepl':
      return createDeepLProvider({ baseUrl, apiKey: options.apiKey ?? '', timeoutMs });
    case 'google':
      return createGoogleTranslateProvider({ baseUrl, apiKey: options.apiKey ?? '', timeoutMs });
  }
}
