import { describe, expect, it } from 'vitest';
import { AUDIO_LANGUAGE_COUNT, isDisplayMode } from '../../shared/app';
import { SPEECH_LOCALE_COUNT } from '../../shared/languages/speech';

describe('app constants', () => {
  it('announce as many audio languages as the speech catalogue holds', () => {
    expect(AUDIO_LANGUAGE_COUNT).toBe(SPEECH_LOCALE_COUNT);
  });

  it('know the three display modes and no others', () => {
    expect(['list', 'media-player', 'test'].every(isDisplayMode)).toBe(true);
    expect(isDisplayMode('flashcards')).toBe(false);
    expect(isDisplayMode(undefined)).toBe(false);
  });
});
