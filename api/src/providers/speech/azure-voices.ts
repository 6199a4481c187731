// Azure AI Speech voices: which voice speaks a locale in a gender. Read once from
// GET {base}/cognitiveservices/voices/list and kept for a day, so a word costs one request to Azure.
// https://learn.microsoft.com/azure/ai-services/speech-service/rest-text-to-speech#get-a-list-of-voices
import { unavailable } from '../../errors';
import { answerShape, Type } from '../answer-shape';
import type { VoiceGender } from './port';

/** The fields of a voices/list entry we use, e.g. {ShortName: 'en-US-JennyNeural', Gender: 'Female', Locale: 'en-US'}. */
export interface AzureVoice {
  shortName: string;
  gender: VoiceGender;
  locale: string;
}

/** A day: Azure adds voices now and then, never within the hour. */
const VOICES_TTL_MS = 24 * 60 * 60 * 1000;

/** Catalogue locales Azure files under another code (Cantonese of Hong Kong is zh-HK there). */
const AZURE_LOCALE: Readonly<Record<string, string>> = { 'yue-HK': 'zh-HK' };

/** The fields of a voices/list entry we use; Azure sends many more. */
const isVoiceEntry = answerShape(
  Type.Object({
    ShortName: Type.String(),
    Locale: Type.String(),
    Gender: Type.Union([Type.Literal('Female'), Type.Literal('Male')]),
  }),
);

/** Reads voices/list's answer; entries that lack a field we need are left out. */
export function readVoiceList(body: unknown): AzureVoice[] {
  if (!Array.isArray(body)) return [];
  return body.filter(isVoiceEntry).map(({ ShortName, Gender, Locale }) => ({
    shortName: ShortName,
    gender: Gender === 'Female' ? 'female' : 'male',
    locale: Locale,
  }));
}

/**
 * The voice for a locale and gender: the first of that gender Azure lists, else any voice of the
 * locale (a learner who picked 'Male' where Azure has only a female voice still hears the word).
 */
export function pickVoice(voices: readonly AzureVoice[], locale: string, gender: VoiceGender): AzureVoice {
  const wanted = AZURE_LOCALE[locale] ?? locale;
  const ofLocale = voices.filter((voice) => voice.locale.toLowerCase() === wanted.toLowerCase());
  const voice = ofLocale.find((candidate) => candidate.gender === gender) ?? ofLocale[0];
  if (!voice) throw unavailable(`The cloud speech service has no voice for ${locale}.`, 'speech_no_voice');
  return voice;
}

/**
 * Keeps the list once it was read. Callers at the same moment share one request; a failed read is
 * not kept, so the next word asks again.
 */
export function cachedVoices(load: () => Promise<AzureVoice[]>, now: () => number = Date.now) {
  let cached: { voices: AzureVoice[]; at: number } | null = null;
  let loading: Promise<AzureVoice[]> | null = null;
  return (): Promise<AzureVoice[]> => {
    if (cached && now() - cached.at < VOICES_TTL_MS) return Promise.resolve(cached.voices);
    loading ??= load()
      .then((voices) => {
        cached = { voices, at: now() };
        return voices;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
}
