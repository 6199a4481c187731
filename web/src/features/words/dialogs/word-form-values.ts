// The values the add and edit forms start from and send. The form keeps the category as the
// picker shows it ('No Category' or a name); what is sent is the stored form ('No' or the name).
import {
  categoryLabel,
  NO_CATEGORY_LABEL,
  normaliseCategory,
  trimWordForm,
} from '../../../../../shared/words/rules';
import type { Preferences, Word, WordForm } from '../../../../../shared/words/types';

/** Speech settings a word carries; new words take them from the preferences. */
export type SpeechSettings = Pick<WordForm, 'language' | 'voice' | 'highQuality'>;

export const speechOfPreferences = (preferences: Preferences): SpeechSettings => ({
  language: preferences.speechLanguage,
  voice: preferences.speechVoice,
  highQuality: preferences.highQuality,
});

/** An empty add form; `category` is kept from the previous word when adding several in a row. */
export function emptyWordForm(speech: SpeechSettings, category: string = NO_CATEGORY_LABEL): WordForm {
  return {
    word: '',
    wordTranslation: '',
    sentence: '',
    sentenceTranslation: '',
    // Picked one by one: the speech settings may come from a whole previous form.
    language: speech.language,
    voice: speech.voice,
    highQuality: speech.highQuality,
    category,
  };
}

/** The edit form of an existing word. */
export function wordFormOf(word: Word): WordForm {
  return {
    word: word.word,
    wordTranslation: word.wordTranslation,
    sentence: word.sentence,
    sentenceTranslation: word.sentenceTranslation,
    language: word.language,
    voice: word.voice,
    highQuality: word.highQuality,
    category: categoryLabel(word.category),
  };
}

/** What travels to the server: trimmed texts and the stored category. */
export const wordFormToSend = (form: WordForm): WordForm =>
  trimWordForm({ ...form, category: normaliseCategory(form.category) });
