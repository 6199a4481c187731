// The translation port: the words module asks for a translation and never learns who made it.

export interface TranslationRequest {
  /** ISO 639-1 code, optionally with a region: 'en', 'es', 'fr', 'zh-CN', 'pt-BR'. */
  sourceLanguage: string;
  targetLanguage: string;
  text: string;
}

export interface TranslationProvider {
  /** Resolves with the translated text; throws AppError 503 when the service fails, 422 for a language it lacks. */
  translate(request: TranslationRequest): Promise<string>;
}

/** Every vendor call gives up after this long, so a stalled service never holds a learner's request. */
export const VENDOR_TIMEOUT_MS = 5_000;
