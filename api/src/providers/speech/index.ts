// Chooses the engine for each request. eSpeak (offline) speaks by default; the cloud voice speaks
// when the learner asks for high quality or when eSpeak has no voice for the locale, provided one
// is configured. Otherwise eSpeak answers and says so with `fellBack`.
import { findSpeechLocale, type SpeechLocale } from '../../../../shared/languages/speech';
import { WORD_MESSAGES } from '../../../../shared/words/rules';
import { AppError, invalid, unavailable } from '../../errors';
import { createEspeakSpeaker, type EspeakOptions } from './espeak';
import { createGoogleSpeaker, type GoogleSpeechOptions } from './google';
import { genderOfVoice, type SpeechAudio, type SpeechProvider, type SpeechRequest } from './port';

export type { SpeechAudio, SpeechProvider, SpeechRequest } from './port';

export interface SpeechProviderOptions {
  provider: 'espeak' | 'google';
  /** Required when provider is 'google'. */
  google?: GoogleSpeechOptions;
  /** eSpeak worker threads, 1 (default) or 2. */
  workers?: number;
  /** Per-request time-outs of both engines, 5 s by default. */
  timeoutMs?: number;
  /** Test hook: a substitute eSpeak worker script. */
  espeakWorkerUrl?: EspeakOptions['workerUrl'];
  /** The speech catalogue; the shared one unless a test narrows it. */
  findLocale?: (value: string) => SpeechLocale | undefined;
}

export function createSpeechProvider(options: SpeechProviderOptions): SpeechProvider {
  if (options.provider === 'google' && !options.google) {
    throw new Error("The 'google' speech provider needs its options (base URL and API key).");
  }
  const findLocale = options.findLocale ?? findSpeechLocale;
  const espeak = createEspeakSpeaker({
    workers: options.workers,
    timeoutMs: options.timeoutMs,
    workerUrl: options.espeakWorkerUrl,
  });
  const google =
    options.provider === 'google' && options.google
      ? createGoogleSpeaker({ timeoutMs: options.timeoutMs, ...options.google })
      : null;

  return {
    async speak({ text, language, voice, highQuality }: SpeechRequest): Promise<SpeechAudio> {
      const locale = findLocale(language);
      if (!locale) throw invalid(WORD_MESSAGES.selectVoice, 'unknown_speech_language');
      const gender = genderOfVoice(voice);
      const wantsCloud = highQuality || locale.cloudOnly;

      if (wantsCloud && google) {
        try {
          const audio = await google.speak({ text, languageCode: locale.value, gender });
          return { audio, mime: 'audio/mpeg', engine: 'google' };
        } catch (error) {
          // A cloud outage should not cost the learner the word's audio when eSpeak can say it.
          if (!locale.espeakVoice || !(error instanceof AppError)) throw error;
        }
      }
      if (!locale.espeakVoice) {
        throw unavailable(
          `${locale.name} can only be spoken by a cloud voice; set TTS_PROVIDER=google to enable it.`,
          'speech_cloud_only',
        );
      }
      const audio = await espeak.speak(text, locale.espeakVoice, gender);
      return { audio, mime: 'audio/mpeg', engine: 'espeak', ...(wantsCloud ? { fellBack: true } : {}) };
    },
    close: () => espeak.close(),
  };
}
