import createESpeakNG from '@echogarden/espeak-ng-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SPEECH_LOCALE,
  defaultVoice,
  findSpeechLocale,
  isKnownVoice,
  SPEECH_LOCALE_COUNT,
  SPEECH_LOCALES,
  voicesOf,
} from '../../../shared/languages/speech';

describe('speech catalogue', () => {
  it('offers the 149 audio languages of the spec', () => {
    expect(SPEECH_LOCALE_COUNT).toBe(149);
    expect(SPEECH_LOCALES).toHaveLength(149);
  });

  it('has unique values and names', () => {
    expect(new Set(SPEECH_LOCALES.map((locale) => locale.value)).size).toBe(SPEECH_LOCALE_COUNT);
    expect(new Set(SPEECH_LOCALES.map((locale) => locale.name)).size).toBe(SPEECH_LOCALE_COUNT);
  });

  it('tells locales apart by their first 5 characters, the part a voice must share', () => {
    expect(new Set(SPEECH_LOCALES.map((locale) => locale.value.slice(0, 5))).size).toBe(SPEECH_LOCALE_COUNT);
  });

  it('gives every locale one or two distinct voices that start with its first 5 characters', () => {
    for (const locale of SPEECH_LOCALES) {
      expect(locale.voices.length).toBeGreaterThanOrEqual(1);
      expect(locale.voices.length).toBeLessThanOrEqual(2);
      expect(new Set(locale.voices.map((voice) => voice.name)).size).toBe(locale.voices.length);
      for (const voice of locale.voices) {
        expect(['Female', 'Male']).toContain(voice.name);
        expect(voice.value.startsWith(locale.value.slice(0, 5))).toBe(true);
      }
    }
  });

  it('marks exactly the locales without an eSpeak voice as cloud-only', () => {
    for (const locale of SPEECH_LOCALES) expect(locale.cloudOnly).toBe(locale.espeakVoice === null);
    const cloudOnly = SPEECH_LOCALES.filter((locale) => locale.cloudOnly).map((locale) => locale.value);
    expect(cloudOnly).toContain('fil-PH');
    expect(cloudOnly.length).toBeLessThan(SPEECH_LOCALE_COUNT / 5);
  });

  it('includes the locales cloud voices offer, with the expected eSpeak voice', () => {
    const expected: Record<string, string | null> = {
      'en-US': 'en-us',
      'en-GB': 'en',
      'es-ES': 'es',
      'es-MX': 'es-419',
      'pt-BR': 'pt-br',
      'zh-CN': 'cmn',
      'zh-TW': 'cmn',
      'yue-HK': 'yue',
      'ja-JP': 'ja',
      'he-IL': 'he',
      'ar-EG': 'ar',
      'nb-NO': 'nb',
      'fil-PH': null,
    };
    for (const [value, espeakVoice] of Object.entries(expected)) {
      expect(findSpeechLocale(value)?.espeakVoice).toBe(espeakVoice);
    }
    expect(findSpeechLocale('en-US')?.name).toBe('English (United States)');
  });
});

describe('voice helpers', () => {
  it('find a locale and its voices', () => {
    expect(voicesOf('en-US')).toEqual([
      { name: 'Female', value: 'en-US-Female' },
      { name: 'Male', value: 'en-US-Male' },
    ]);
    expect(defaultVoice(DEFAULT_SPEECH_LOCALE)).toBe('en-US-Female');
    expect(findSpeechLocale('xx-XX')).toBeUndefined();
    expect(voicesOf('xx-XX')).toEqual([]);
    expect(defaultVoice('xx-XX')).toBeUndefined();
  });

  it('know a voice only within its own locale', () => {
    expect(isKnownVoice('fr-CA', 'fr-CA-Male')).toBe(true);
    expect(isKnownVoice('fr-CA', 'fr-FR-Male')).toBe(false);
    expect(isKnownVoice('fr-CA', 'fr-CA-Robot')).toBe(false);
    expect(isKnownVoice('xx-XX', 'xx-XX-Female')).toBe(false);
  });
});

describe('eSpeak voices of the installed engine', () => {
  let engine: Awaited<ReturnType<typeof createESpeakNG>>;
  let voiceIds: Set<string>;

  beforeAll(async () => {
    engine = await createESpeakNG();
    const voices = new engine.eSpeakNGWorker().list_voices();
    // A voice is selected by its file name, case-insensitively: 'gmw/en-US' answers to 'en-us'.
    voiceIds = new Set(voices.map((voice) => (voice.identifier.split('/').pop() ?? '').toLowerCase()));
  });

  it('lists the voices the engine is known to ship', () => {
    expect(voiceIds.size).toBeGreaterThanOrEqual(100);
    expect(voiceIds).toContain('en-us');
  });

  it('has every eSpeak voice the catalogue names, and the engine accepts each', () => {
    const worker = new engine.eSpeakNGWorker();
    for (const locale of SPEECH_LOCALES.filter((candidate) => !candidate.cloudOnly)) {
      const voice = locale.espeakVoice ?? '';
      expect(voiceIds, locale.value).toContain(voice);
      expect(worker.set_voice(voice), locale.value).toBe(0);
    }
  });
});
