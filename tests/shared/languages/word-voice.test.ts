// A word met on a page that names its language is spoken in that language: the learner's own voice
// when it speaks it, else the locale the page names, the language's own country, or its first.
import { describe, expect, it } from 'vitest';
import { languageOfPageText, pageLanguageTag } from '../../../shared/languages/translation';
import { voiceForLanguage } from '../../../shared/languages/word-voice';

const GERMAN_LEARNER = { speechLanguage: 'de-CH', speechVoice: 'de-CH-Male' };

describe('voiceForLanguage', () => {
  it("keeps the learner's own voice for the language it speaks", () => {
    expect(voiceForLanguage('de', GERMAN_LEARNER, 'de-AT')).toEqual({
      language: 'de-CH',
      voice: 'de-CH-Male',
    });
  });

  it('takes the locale the page names, else the language’s own country, else its main locale', () => {
    const english = { speechLanguage: 'en-GB', speechVoice: 'en-GB-Female' };
    expect(voiceForLanguage('de', english, 'de-AT')).toEqual({ language: 'de-AT', voice: 'de-AT-Female' });
    expect(voiceForLanguage('de', english, 'de')).toEqual({ language: 'de-DE', voice: 'de-DE-Female' });
    expect(voiceForLanguage('ja', english)).toEqual({ language: 'ja-JP', voice: 'ja-JP-Female' });
    expect(voiceForLanguage('en', GERMAN_LEARNER)).toEqual({ language: 'en-US', voice: 'en-US-Female' });
    expect(voiceForLanguage('ar', GERMAN_LEARNER, 'ar')).toEqual({
      language: 'ar-SA',
      voice: 'ar-SA-Female',
    });
    expect(voiceForLanguage('zh-TW', GERMAN_LEARNER, 'zh-Hant')).toEqual({
      language: 'zh-TW',
      voice: 'zh-TW-Female',
    });
  });

  it("falls back to the learner's voice for a language no locale speaks", () => {
    expect(voiceForLanguage('la', GERMAN_LEARNER)).toEqual({ language: 'de-CH', voice: 'de-CH-Male' });
  });
});

describe('the language of a text met on a page', () => {
  const pair = { sourceLanguage: 'de', targetLanguage: 'en' };

  it("is the page's, unless it names none or the language translated into", () => {
    expect(languageOfPageText('ja', pair)).toBe('ja');
    expect(languageOfPageText(null, pair)).toBe('de');
    expect(languageOfPageText('en', pair)).toBe('de');
  });

  it('keeps only a tag translators know, of a sensible length', () => {
    expect(pageLanguageTag(' de-AT ')).toBe('de-AT');
    expect(pageLanguageTag('xx-unknown')).toBeNull();
    expect(pageLanguageTag(`de-${'x'.repeat(40)}`)).toBeNull();
  });
});
