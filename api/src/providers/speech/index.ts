// Chooses the engine for each request. eSpeak (offline) speaks by default; the cloud voice
// (TTS_PROVIDER=google or azure) speaks when the learner asks for high quality or when eSpeak has
// no voice for the locale, provided one is configured. Otherwise eSpeak answers and says why with
// `fellBack`; a locale eSpeak lacks, with no cloud voice to speak it, is refused with
// 'speech_cloud_only'.
import { findSpeechLocale, type SpeechLocale } from '../../../../shared/languages/speech';
import { WORD_MESSAGES } from '../../../../shared/words/rules';
import { AppError, invalid, unavailable } from '../../errors';
import { type AzureSpeechOptions, createAzureSpeaker } from './azure';
import { createEspeakSpeaker, type EspeakOptions } from './espeak';
import { createGoogleSpeaker, type GoogleSpeechOptions } from './google';
import {
  type CloudEngine,
  type CloudSpeaker,
  genderOfVoice,
  type SpeechAudio,
  type SpeechProvider,
  type SpeechRequest,
} from './port';

export type { SpeechAudio, SpeechProvider, SpeechRequest } from './port';

export interface SpeechProviderOptions {
  provider: 'espeak' | CloudEngine;
  /** Required when provider is 'google'. */
  google?: GoogleSpeechOptions;
  /** Required when provider is 'azure'. */
  azure?: AzureSpeechOptions;
  /** eSpeak worker threads, 1 (default) or 2. */
  workers?: number;
  /** Per-request time-outs of every engine, 5 s by default. */
  timeoutMs?: number;
  /** Test hook: a substitute eSpeak worker script. */
  espeakWorkerUrl?: EspeakOptions['workerUrl'];
  /** The speech catalogue; the shared one unless a test narrows it. */
  findLocale?: (value: string) => SpeechLocale | undefined;
}

/** The configured cloud voice, if any. */
function cloudVoice(options: SpeechProviderOptions): { engine: CloudEngine; speaker: CloudSpeaker } | null {
  const { provider, google, azure, timeoutMs } = options;
  if (provider === 'espeak') return null;
  if (provider === 'google' && google) {
    return { engine: provider, speaker: createGoogleSpeaker({ timeoutMs, ...google }) };
  }
  if (provider === 'azure' && azure) {
    return { engine: provider, speaker: createAzureSpeaker({ timeoutMs, ...azure }) };
  }
  throw new Error(`The '${provider}' speech provider needs its options (base URL and key).`);
}

export function createSpeechProvider(options: SpeechProviderOptions): SpeechProvider {
  const cloud = cloudVoice(options);
  const findLocale = options.findLocale ?? findSpeechLocale;
  const espeak = createEspeakSpeaker({
    workers: options.workers,
    timeoutMs: options.timeoutMs,
    workerUrl: options.espeakWorkerUrl,
  });

  return {
    async speak({ text, language, voice, highQuality }: SpeechRequest): Promise<SpeechAudio> {
      const locale = findLocale(language);
      if (!locale) throw invalid(WORD_MESSAGES.selectVoice, 'unknown_speech_language');
      const gender = genderOfVoice(voice);
      const wantsCloud = highQuality || locale.cloudOnly;

      if (wantsCloud && cloud) {
        try {
          const audio = await cloud.speaker.speak({ text, languageCode: locale.value, gender });
          return { audio, mime: 'audio/mpeg', engine: cloud.engine };
        } catch (error) {
          // A cloud outage should not cost the learner the word's audio when eSpeak can say it.
          if (!locale.espeakVoice || !(error instanceof AppError)) throw error;
        }
      }
      if (!locale.espeakVoice) {
        throw unavailable(
          `${locale.name} can only be spoken by a cloud voice; set TTS_PROVIDER=google or TTS_PROVIDER=azure to enable it.`,
          'speech_cloud_only',
        );
      }
      const audio = await espeak.speak(text, locale.espeakVoice, gender);
      if (!wantsCloud) return { audio, mime: 'audio/mpeg', engine: 'espeak' };
      return {
        audio,
        mime: 'audio/mpeg',
        engine: 'espeak',
        fellBack: cloud ? 'cloud_failed' : 'not_configured',
      };
    },
    canSpeak(language) {
      const locale = findLocale(language);
      return locale !== undefined && (locale.espeakVoice !== null || cloud !== null);
    },
    warm: () => espeak.warm(),
    close: () => espeak.close(),
  };
}
