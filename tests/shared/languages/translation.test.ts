import { describe, expect, it } from 'vitest';
import { SPEECH_LOCALES } from '../../../shared/languages/speech';
import {
  findTranslationLanguage,
  TRANSLATION_LANGUAGE_COUNT,
  TRANSLATION_LANGUAGES,
  translationCodeOfSpeechLocale,
} from '../../../shared/languages/translation';

describe('translation languages', () => {
  it('offer about 130 languages with unique codes and names', () => {
    expect(TRANSLATION_LANGUAGE_COUNT).toBeGreaterThanOrEqual(125);
    expect(TRANSLATION_LANGUAGE_COUNT).toBeLessThanOrEqual(140);
    expect(new Set(TRANSLATION_LANGUAGES.map((language) => language.code)).size).toBe(
      TRANSLATION_LANGUAGE_COUNT,
    );
    expect(new Set(TRANSLATION_LANGUAGES.map((language) => language.name)).size).toBe(
      TRANSLATION_LANGUAGE_COUNT,
    );
  });

  it('are listed by name', () => {
    const names = TRANSLATION_LANGUAGES.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('are found by code', () => {
    expect(findTranslationLanguage('en')?.name).toBe('English');
    expect(findTranslationLanguage('he')?.name).toBe('Hebrew');
    expect(findTranslationLanguage('zh-CN')?.name).toBe('Chinese (Simplified)');
    expect(findTranslationLanguage('zh-TW')?.name).toBe('Chinese (Traditional)');
    expect(findTranslationLanguage('zh')).toBeUndefined();
  });
});

describe('translationCodeOfSpeechLocale', () => {
  it.each([
    ['en-US', 'en'],
    ['es-MX', 'es'],
    ['he-IL', 'he'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['yue-HK', 'zh-TW'],
    ['wuu-CN', 'zh-CN'],
    ['nb-NO', 'no'],
    ['fil-PH', 'tl'],
  ])('%s translates as %s', (locale, code) => expect(translationCodeOfSpeechLocale(locale)).toBe(code));

  it('knows no language for an unknown locale', () => {
    expect(translationCodeOfSpeechLocale('xx-XX')).toBeUndefined();
  });

  it('finds a translation language for every speech locale', () => {
    const missing = SPEECH_LOCALES.map((locale) => locale.value).filter(
      (value) => translationCodeOfSpeechLocale(value) === undefined,
    );
    expect(missing).toEqual([]);
  });
});
