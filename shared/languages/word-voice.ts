// The voice a word is spoken in when its language is known apart from the learner's settings (a
// word met on a Japanese page by a learner whose voice is German): the learner's own voice when it
// speaks that language; else the locale the page names ('de-AT'), the language's own country
// ('de-DE'), its main locale ('ar-SA'), or the language's only or first locale, with its first voice;
// else, when no locale speaks the language, the learner's.
import { DEFAULT_SPEECH_LOCALE, defaultVoice, isKnownVoice, SPEECH_LOCALES } from './speech';
import { translationCodeOfSpeechLocale } from './translation';

export interface SpeechChoice {
  language: string;
  voice: string;
}

// The locale spoken for a language written in several countries, none of them called as the
// language is: where the written standard is set (Arabic), or where most of its speakers live.
const MAIN_LOCALES: Readonly<Record<string, string>> = {
  ar: 'ar-SA',
  bn: 'bn-BD',
  en: DEFAULT_SPEECH_LOCALE,
  sw: 'sw-KE',
  ta: 'ta-IN',
  ur: 'ur-PK',
};

function localeFor(language: string, pageTag: string): string | undefined {
  const speaking = SPEECH_LOCALES.filter(
    (locale) => translationCodeOfSpeechLocale(locale.value) === language,
  );
  const [primary = ''] = language.split('-');
  const preferred = [pageTag, language, `${primary}-${primary}`, MAIN_LOCALES[language] ?? ''];
  for (const wanted of preferred) {
    const found = speaking.find((locale) => locale.value.toLowerCase() === wanted.toLowerCase());
    if (found) return found.value;
  }
  return speaking[0]?.value;
}

/**
 * `language` is a translation code ('ja', 'zh-TW'); `preferred` the learner's speech settings;
 * `pageTag` the page's own language tag, when it names a region.
 */
export function voiceForLanguage(
  language: string,
  preferred: { speechLanguage: string; speechVoice: string },
  pageTag = '',
): SpeechChoice {
  const { speechLanguage, speechVoice } = preferred;
  if (translationCodeOfSpeechLocale(speechLanguage) === language && isKnownVoice(speechLanguage, speechVoice))
    return { language: speechLanguage, voice: speechVoice };
  const locale = localeFor(language, pageTag.trim());
  const voice = locale && defaultVoice(locale);
  return locale && voice ? { language: locale, voice } : { language: speechLanguage, voice: speechVoice };
}
