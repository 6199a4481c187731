// The translation languages (SPEC §3): the source and target languages a learner can choose.
// Codes are the ones translation services share: ISO 639-1 where one exists ('en', 'he', 'no'),
// ISO 639-2/3 otherwise ('haw', 'ceb'), and a script or region where the written form differs
// ('zh-CN' simplified, 'zh-TW' traditional). Provider adapters translate these to their own codes.

export interface TranslationLanguage {
  code: string;
  name: string;
}

// Sorted by name, the order a learner scans the menu in.
export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = [
  { code: 'af', name: 'Afrikaans' },
  { code: 'sq', name: 'Albanian' },
  { code: 'am', name: 'Amharic' },
  { code: 'ar', name: 'Arabic' },
  { code: 'hy', name: 'Armenian' },
  { code: 'as', name: 'Assamese' },
  { code: 'ay', name: 'Aymara' },
  { code: 'az', name: 'Azerbaijani' },
  { code: 'bm', name: 'Bambara' },
  { code: 'eu', name: 'Basque' },
  { code: 'be', name: 'Belarusian' },
  { code: 'bn', name: 'Bengali' },
  { code: 'bho', name: 'Bhojpuri' },
  { code: 'bs', name: 'Bosnian' },
  { code: 'bg', name: 'Bulgarian' },
  { code: 'ca', name: 'Catalan' },
  { code: 'ceb', name: 'Cebuano' },
  { code: 'ny', name: 'Chichewa' },
  { code: 'zh-CN', name: 'Chinese (Simplified)' },
  { code: 'zh-TW', name: 'Chinese (Traditional)' },
  { code: 'co', name: 'Corsican' },
  { code: 'hr', name: 'Croatian' },
  { code: 'cs', name: 'Czech' },
  { code: 'da', name: 'Danish' },
  { code: 'dv', name: 'Dhivehi' },
  { code: 'doi', name: 'Dogri' },
  { code: 'nl', name: 'Dutch' },
  { code: 'en', name: 'English' },
  { code: 'eo', name: 'Esperanto' },
  { code: 'et', name: 'Estonian' },
  { code: 'ee', name: 'Ewe' },
  { code: 'tl', name: 'Filipino' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'fy', name: 'Frisian' },
  { code: 'gl', name: 'Galician' },
  { code: 'ka', name: 'Georgian' },
  { code: 'de', name: 'German' },
  { code: 'el', name: 'Greek' },
  { code: 'gn', name: 'Guarani' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'ht', name: 'Haitian Creole' },
  { code: 'ha', name: 'Hausa' },
  { code: 'haw', name: 'Hawaiian' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'hmn', name: 'Hmong' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'is', name: 'Icelandic' },
  { code: 'ig', name: 'Igbo' },
  { code: 'ilo', name: 'Ilocano' },
  { code: 'id', name: 'Indonesian' },
  { code: 'ga', name: 'Irish' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'jv', name: 'Javanese' },
  { code: 'kn', name: 'Kannada' },
  { code: 'kk', name: 'Kazakh' },
  { code: 'km', name: 'Khmer' },
  { code: 'rw', name: 'Kinyarwanda' },
  { code: 'gom', name: 'Konkani' },
  { code: 'ko', name: 'Korean' },
  { code: 'kri', name: 'Krio' },
  { code: 'ku', name: 'Kurdish (Kurmanji)' },
  { code: 'ckb', name: 'Kurdish (Sorani)' },
  { code: 'ky', name: 'Kyrgyz' },
  { code: 'lo', name: 'Lao' },
  { code: 'la', name: 'Latin' },
  { code: 'lv', name: 'Latvian' },
  { code: 'ln', name: 'Lingala' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'lg', name: 'Luganda' },
  { code: 'lb', name: 'Luxembourgish' },
  { code: 'mk', name: 'Macedonian' },
  { code: 'mai', name: 'Maithili' },
  { code: 'mg', name: 'Malagasy' },
  { code: 'ms', name: 'Malay' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'mt', name: 'Maltese' },
  { code: 'mi', name: 'Maori' },
  { code: 'mr', name: 'Marathi' },
  { code: 'mni-Mtei', name: 'Meiteilon (Manipuri)' },
  { code: 'lus', name: 'Mizo' },
  { code: 'mn', name: 'Mongolian' },
  { code: 'my', name: 'Myanmar (Burmese)' },
  { code: 'ne', name: 'Nepali' },
  { code: 'no', name: 'Norwegian' },
  { code: 'or', name: 'Odia (Oriya)' },
  { code: 'om', name: 'Oromo' },
  { code: 'ps', name: 'Pashto' },
  { code: 'fa', name: 'Persian' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'qu', name: 'Quechua' },
  { code: 'ro', name: 'Romanian' },
  { code: 'ru', name: 'Russian' },
  { code: 'sm', name: 'Samoan' },
  { code: 'sa', name: 'Sanskrit' },
  { code: 'gd', name: 'Scots Gaelic' },
  { code: 'nso', name: 'Sepedi' },
  { code: 'sr', name: 'Serbian' },
  { code: 'st', name: 'Sesotho' },
  { code: 'sn', name: 'Shona' },
  { code: 'sd', name: 'Sindhi' },
  { code: 'si', name: 'Sinhala' },
  { code: 'sk', name: 'Slovak' },
  { code: 'sl', name: 'Slovenian' },
  { code: 'so', name: 'Somali' },
  { code: 'es', name: 'Spanish' },
  { code: 'su', name: 'Sundanese' },
  { code: 'sw', name: 'Swahili' },
  { code: 'sv', name: 'Swedish' },
  { code: 'tg', name: 'Tajik' },
  { code: 'ta', name: 'Tamil' },
  { code: 'tt', name: 'Tatar' },
  { code: 'te', name: 'Telugu' },
  { code: 'th', name: 'Thai' },
  { code: 'ti', name: 'Tigrinya' },
  { code: 'ts', name: 'Tsonga' },
  { code: 'tr', name: 'Turkish' },
  { code: 'tk', name: 'Turkmen' },
  { code: 'ak', name: 'Twi' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ur', name: 'Urdu' },
  { code: 'ug', name: 'Uyghur' },
  { code: 'uz', name: 'Uzbek' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'cy', name: 'Welsh' },
  { code: 'xh', name: 'Xhosa' },
  { code: 'yi', name: 'Yiddish' },
  { code: 'yo', name: 'Yoruba' },
  { code: 'zu', name: 'Zulu' },
];

export const TRANSLATION_LANGUAGE_COUNT = TRANSLATION_LANGUAGES.length;

const BY_CODE = new Map(TRANSLATION_LANGUAGES.map((language) => [language.code, language]));

export const findTranslationLanguage = (code: string): TranslationLanguage | undefined => BY_CODE.get(code);

/** A page's `lang` ("de-AT") as the translators' code ("de"); null when they know neither. */
export function translationCodeOfPageLanguage(lang: string): string | null {
  const primary = lang.trim().toLowerCase();
  for (const code of [primary, primary.split('-')[0] ?? '']) if (findTranslationLanguage(code)) return code;
  return null;
}

/** The longest language tag a word keeps from its page (BCP 47's own tags are far shorter). */
export const PAGE_LANGUAGE_TAG_MAX = 35;

/** A page's language tag as a word keeps it, or null when translators know no language by it. */
export function pageLanguageTag(lang: string): string | null {
  const tag = lang.trim();
  return tag.length <= PAGE_LANGUAGE_TAG_MAX && translationCodeOfPageLanguage(tag) ? tag : null;
}

/**
 * The language a word met on a page is in, for translating it: the page's own (already a
 * translation code, translationCodeOfPageLanguage) unless the page names none or names the language
 * translated into, where the learner's source language stands. One rule for the browser's
 * translator, the server's and the word's voice, so they never disagree on a save.
 */
export function languageOfPageText(
  pageCode: string | null | undefined,
  pair: { sourceLanguage: string; targetLanguage: string },
): string {
  return pageCode && pageCode !== pair.targetLanguage ? pageCode : pair.sourceLanguage;
}

// Speech locales whose written language is not simply the part before the region: Cantonese is
// written in traditional characters in Hong Kong and simplified ones on the mainland, Wu in
// simplified ones; Bokmål is translated as Norwegian and Filipino under its Tagalog code.
const SPEECH_EXCEPTIONS: Readonly<Record<string, string>> = {
  'yue-HK': 'zh-TW',
  'yue-CN': 'zh-CN',
  'wuu-CN': 'zh-CN',
  nb: 'no',
  fil: 'tl',
};

/**
 * The translation language of a speech locale: en-US → 'en', zh-TW → 'zh-TW', nb-NO → 'no'.
 * undefined when no translation language matches.
 */
export function translationCodeOfSpeechLocale(locale: string): string | undefined {
  const language = locale.split('-')[0] ?? locale;
  const code = SPEECH_EXCEPTIONS[locale] ?? SPEECH_EXCEPTIONS[language];
  if (code) return code;
  if (BY_CODE.has(locale)) return locale;
  return BY_CODE.has(language) ? language : undefined;
}
