import type { Preferences } from '../../../../shared/words/types';

/** What a new learner starts with: English speech, English to Spanish translation, normal speed. */
export const defaultPreferences: Preferences = {
  speechLanguage: 'en-US',
  speechVoice: 'en-US-Female',
  sourceLanguage: 'en',
  targetLanguage: 'es',
  highQuality: false,
  rateSpeech: 1,
};
