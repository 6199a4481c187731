// Picks the sentence provider once, from options the lead's config.ts parsed from the environment.
import { createOpenAiSentenceProvider } from './openai';
import type { SentenceProvider } from './port';
import { createWordnetSentenceProvider } from './wordnet';

export type { SentenceProvider } from './port';

export type SentenceProviderName = 'wordnet' | 'openai';

export interface SentenceProviderOptions {
  provider: SentenceProviderName;
  /** openai: up to the API version, default https://api.openai.com/v1 (Ollama: http://localhost:11434/v1). */
  baseUrl?: string;
  apiKey?: string;
  /** openai: default gpt-4o-mini. */
  model?: string;
  /** openai: per call; 5 s unless a test shortens it. */
  timeoutMs?: number;
}

export function createSentenceProvider(options: SentenceProviderOptions): SentenceProvider {
  switch (options.provider) {
    case 'wordnet':
      return createWordnetSentenceProvider();
    case 'openai':
      return createOpenAiSentenceProvider(options);
  }
}
