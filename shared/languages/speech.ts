// The speech catalogue (SPEC §3): the locales a word can be spoken in, each with its voices and
// the eSpeak NG voice that the default, offline engine (TTS_PROVIDER=espeak) uses for it.
//
// espeakVoice is a voice file name of @echogarden/espeak-ng-emscripten in lower case, as its
// set_voice accepts it ('en-us', 'en' for British English, 'es-419', 'pt-br', 'cmn', 'yue'). Plain
// language codes such as 'en-gb' or 'fr-fr' are rejected by that build, so none appear here.
// Regional varieties eSpeak lacks borrow the nearest voice (en-AU → 'en', de-AT → 'de').
// null means eSpeak has no voice for the language: cloudOnly locales need a cloud provider.
//
// What eSpeak reads poorly, whatever the voice: Japanese kanji (read as "Chinese letter"; pass kana),
// and Hebrew or Arabic written without vowel marks (the vowels are guessed or dropped). Those
// learners are better served by highQuality (cloud) audio.

export type VoiceName = 'Female' | 'Male';

export interface SpeechVoice {
  name: VoiceName;
  /** The locale followed by the voice name, e.g. 'en-US-Female': shares the locale's first 5 characters. */
  value: string;
}

export interface SpeechLocale {
  name: string;
  value: string;
  voices: readonly [SpeechVoice] | readonly [SpeechVoice, SpeechVoice];
  espeakVoice: string | null;
  cloudOnly: boolean;
}

export const DEFAULT_SPEECH_LOCALE = 'en-US';

type LocaleRow = readonly [value: string, name: string, espeakVoice: string | null];

// Sorted by name, the order a learner scans the language menu in.
const ROWS: readonly LocaleRow[] = [
  ['af-ZA', 'Afrikaans (South Africa)', 'af'],
  ['sq-AL', 'Albanian (Albania)', 'sq'],
  ['am-ET', 'Amharic (Ethiopia)', 'am'],
  ['ar-DZ', 'Arabic (Algeria)', 'ar'],
  ['ar-BH', 'Arabic (Bahrain)', 'ar'],
  ['ar-EG', 'Arabic (Egypt)', 'ar'],
  ['ar-IQ', 'Arabic (Iraq)', 'ar'],
  ['ar-JO', 'Arabic (Jordan)', 'ar'],
  ['ar-KW', 'Arabic (Kuwait)', 'ar'],
  ['ar-LB', 'Arabic (Lebanon)', 'ar'],
  ['ar-LY', 'Arabic (Libya)', 'ar'],
  ['ar-MA', 'Arabic (Morocco)', 'ar'],
  ['ar-OM', 'Arabic (Oman)', 'ar'],
  ['ar-QA', 'Arabic (Qatar)', 'ar'],
  ['ar-SA', 'Arabic (Saudi Arabia)', 'ar'],
  ['ar-SY', 'Arabic (Syria)', 'ar'],
  ['ar-TN', 'Arabic (Tunisia)', 'ar'],
  ['ar-AE', 'Arabic (United Arab Emirates)', 'ar'],
  ['ar-YE', 'Arabic (Yemen)', 'ar'],
  ['hy-AM', 'Armenian (Armenia)', 'hy'],
  ['as-IN', 'Assamese (India)', 'as'],
  ['az-AZ', 'Azerbaijani (Azerbaijan)', 'az'],
  ['eu-ES', 'Basque (Spain)', 'eu'],
  ['be-BY', 'Belarusian (Belarus)', 'be'],
  ['bn-BD', 'Bengali (Bangladesh)', 'bn'],
  ['bn-IN', 'Bengali (India)', 'bn'],
  ['bs-BA', 'Bosnian (Bosnia and Herzegovina)', 'bs'],
  ['bg-BG', 'Bulgarian (Bulgaria)', 'bg'],
  ['my-MM', 'Burmese (Myanmar)', 'my'],
  ['ca-ES', 'Catalan (Spain)', 'ca'],
  ['yue-CN', 'Chinese (Cantonese, China)', 'yue'],
  ['yue-HK', 'Chinese (Cantonese, Hong Kong)', 'yue'],
  ['zh-CN', 'Chinese (Mandarin, China)', 'cmn'],
  ['zh-TW', 'Chinese (Mandarin, Taiwan)', 'cmn'],
  ['wuu-CN', 'Chinese (Wu, China)', null],
  ['hr-HR', 'Croatian (Croatia)', 'hr'],
  ['cs-CZ', 'Czech (Czechia)', 'cs'],
  ['da-DK', 'Danish (Denmark)', 'da'],
  ['nl-BE', 'Dutch (Belgium)', 'nl'],
  ['nl-NL', 'Dutch (Netherlands)', 'nl'],
  ['en-AU', 'English (Australia)', 'en'],
  ['en-CA', 'English (Canada)', 'en-us'],
  ['en-HK', 'English (Hong Kong)', 'en'],
  ['en-IN', 'English (India)', 'en'],
  ['en-IE', 'English (Ireland)', 'en'],
  ['en-KE', 'English (Kenya)', 'en'],
  ['en-NZ', 'English (New Zealand)', 'en'],
  ['en-NG', 'English (Nigeria)', 'en'],
  ['en-PH', 'English (Philippines)', 'en-us'],
  ['en-SG', 'English (Singapore)', 'en'],
  ['en-ZA', 'English (South Africa)', 'en'],
  ['en-TZ', 'English (Tanzania)', 'en'],
  ['en-GB', 'English (United Kingdom)', 'en'],
  ['en-US', 'English (United States)', 'en-us'],
  ['et-EE', 'Estonian (Estonia)', 'et'],
  ['fil-PH', 'Filipino (Philippines)', null],
  ['fi-FI', 'Finnish (Finland)', 'fi'],
  ['fr-BE', 'French (Belgium)', 'fr-be'],
  ['fr-CA', 'French (Canada)', 'fr'],
  ['fr-FR', 'French (France)', 'fr'],
  ['fr-CH', 'French (Switzerland)', 'fr-ch'],
  ['gl-ES', 'Galician (Spain)', null],
  ['ka-GE', 'Georgian (Georgia)', 'ka'],
  ['de-AT', 'German (Austria)', 'de'],
  ['de-DE', 'German (Germany)', 'de'],
  ['de-CH', 'German (Switzerland)', 'de'],
  ['el-GR', 'Greek (Greece)', 'el'],
  ['gu-IN', 'Gujarati (India)', 'gu'],
  ['ht-HT', 'Haitian Creole (Haiti)', 'ht'],
  ['he-IL', 'Hebrew (Israel)', 'he'],
  ['hi-IN', 'Hindi (India)', 'hi'],
  ['hu-HU', 'Hungarian (Hungary)', 'hu'],
  ['is-IS', 'Icelandic (Iceland)', 'is'],
  ['id-ID', 'Indonesian (Indonesia)', 'id'],
  ['ga-IE', 'Irish (Ireland)', 'ga'],
  ['it-IT', 'Italian (Italy)', 'it'],
  ['ja-JP', 'Japanese (Japan)', 'ja'],
  ['jv-ID', 'Javanese (Indonesia)', null],
  ['kn-IN', 'Kannada (India)', 'kn'],
  ['kk-KZ', 'Kazakh (Kazakhstan)', 'kk'],
  ['km-KH', 'Khmer (Cambodia)', null],
  ['ko-KR', 'Korean (Korea)', 'ko'],
  ['ky-KG', 'Kyrgyz (Kyrgyzstan)', 'ky'],
  ['lo-LA', 'Lao (Laos)', null],
  ['lv-LV', 'Latvian (Latvia)', 'lv'],
  ['lt-LT', 'Lithuanian (Lithuania)', 'lt'],
  ['lb-LU', 'Luxembourgish (Luxembourg)', 'lb'],
  ['mk-MK', 'Macedonian (North Macedonia)', 'mk'],
  ['ms-MY', 'Malay (Malaysia)', 'ms'],
  ['ml-IN', 'Malayalam (India)', 'ml'],
  ['mt-MT', 'Maltese (Malta)', 'mt'],
  ['mr-IN', 'Marathi (India)', 'mr'],
  ['mn-MN', 'Mongolian (Mongolia)', null],
  ['ne-NP', 'Nepali (Nepal)', 'ne'],
  ['nb-NO', 'Norwegian Bokmål (Norway)', 'nb'],
  ['or-IN', 'Odia (India)', 'or'],
  ['ps-AF', 'Pashto (Afghanistan)', null],
  ['fa-IR', 'Persian (Iran)', 'fa'],
  ['pl-PL', 'Polish (Poland)', 'pl'],
  ['pt-BR', 'Portuguese (Brazil)', 'pt-br'],
  ['pt-PT', 'Portuguese (Portugal)', 'pt'],
  ['pa-IN', 'Punjabi (India)', 'pa'],
  ['ro-RO', 'Romanian (Romania)', 'ro'],
  ['ru-RU', 'Russian (Russia)', 'ru'],
  ['sr-RS', 'Serbian (Serbia)', 'sr'],
  ['si-LK', 'Sinhala (Sri Lanka)', 'si'],
  ['sk-SK', 'Slovak (Slovakia)', 'sk'],
  ['sl-SI', 'Slovenian (Slovenia)', 'sl'],
  ['so-SO', 'Somali (Somalia)', null],
  ['es-AR', 'Spanish (Argentina)', 'es-419'],
  ['es-BO', 'Spanish (Bolivia)', 'es-419'],
  ['es-CL', 'Spanish (Chile)', 'es-419'],
  ['es-CO', 'Spanish (Colombia)', 'es-419'],
  ['es-CR', 'Spanish (Costa Rica)', 'es-419'],
  ['es-CU', 'Spanish (Cuba)', 'es-419'],
  ['es-DO', 'Spanish (Dominican Republic)', 'es-419'],
  ['es-EC', 'Spanish (Ecuador)', 'es-419'],
  ['es-SV', 'Spanish (El Salvador)', 'es-419'],
  ['es-GQ', 'Spanish (Equatorial Guinea)', 'es'],
  ['es-GT', 'Spanish (Guatemala)', 'es-419'],
  ['es-HN', 'Spanish (Honduras)', 'es-419'],
  ['es-MX', 'Spanish (Mexico)', 'es-419'],
  ['es-NI', 'Spanish (Nicaragua)', 'es-419'],
  ['es-PA', 'Spanish (Panama)', 'es-419'],
  ['es-PY', 'Spanish (Paraguay)', 'es-419'],
  ['es-PE', 'Spanish (Peru)', 'es-419'],
  ['es-PR', 'Spanish (Puerto Rico)', 'es-419'],
  ['es-ES', 'Spanish (Spain)', 'es'],
  ['es-US', 'Spanish (United States)', 'es-419'],
  ['es-UY', 'Spanish (Uruguay)', 'es-419'],
  ['es-VE', 'Spanish (Venezuela)', 'es-419'],
  ['su-ID', 'Sundanese (Indonesia)', null],
  ['sw-KE', 'Swahili (Kenya)', 'sw'],
  ['sw-TZ', 'Swahili (Tanzania)', 'sw'],
  ['sv-SE', 'Swedish (Sweden)', 'sv'],
  ['ta-IN', 'Tamil (India)', 'ta'],
  ['ta-MY', 'Tamil (Malaysia)', 'ta'],
  ['ta-SG', 'Tamil (Singapore)', 'ta'],
  ['ta-LK', 'Tamil (Sri Lanka)', 'ta'],
  ['te-IN', 'Telugu (India)', 'te'],
  ['th-TH', 'Thai (Thailand)', 'th'],
  ['tr-TR', 'Turkish (Türkiye)', 'tr'],
  ['uk-UA', 'Ukrainian (Ukraine)', 'uk'],
  ['ur-IN', 'Urdu (India)', 'ur'],
  ['ur-PK', 'Urdu (Pakistan)', 'ur'],
  ['uz-UZ', 'Uzbek (Uzbekistan)', 'uz'],
  ['vi-VN', 'Vietnamese (Vietnam)', 'vi'],
  ['cy-GB', 'Welsh (United Kingdom)', 'cy'],
  ['zu-ZA', 'Zulu (South Africa)', null],
];

const voice = (locale: string, name: VoiceName): SpeechVoice => ({ name, value: `${locale}-${name}` });

export const SPEECH_LOCALES: readonly SpeechLocale[] = ROWS.map(([value, name, espeakVoice]) => ({
  name,
  value,
  voices: [voice(value, 'Female'), voice(value, 'Male')],
  espeakVoice,
  cloudOnly: espeakVoice === null,
}));

/** The spec's "audio in 149 languages". */
export const SPEECH_LOCALE_COUNT = SPEECH_LOCALES.length;

const BY_VALUE = new Map(SPEECH_LOCALES.map((locale) => [locale.value, locale]));

export const findSpeechLocale = (value: string): SpeechLocale | undefined => BY_VALUE.get(value);

export const voicesOf = (value: string): readonly SpeechVoice[] => findSpeechLocale(value)?.voices ?? [];

/** The voice chosen when a learner picks a locale: its first voice. */
export const defaultVoice = (value: string): string | undefined => voicesOf(value)[0]?.value;

export const isKnownVoice = (language: string, voiceValue: string): boolean =>
  voicesOf(language).some((candidate) => candidate.value === voiceValue);
