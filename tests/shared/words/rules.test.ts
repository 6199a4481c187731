import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MAX,
  categoryLabel,
  DEFAULT_CATEGORY,
  isDuplicateWord,
  isWordFormValid,
  NO_CATEGORY_LABEL,
  normaliseCategory,
  SENTENCE_MAX,
  translationErrorMessage,
  trimWordForm,
  validateNewCategory,
  validateWordForm,
  voiceMatchesLanguage,
  WORD_MAX,
  WORD_MESSAGES,
  wordAddedMessage,
  wordUpdatedMessage,
} from '../../../shared/words/rules';

const validForm = {
  word: 'cat',
  wordTranslation: 'chat',
  sentence: 'The cat sleeps.',
  sentenceTranslation: 'Le chat dort.',
  language: 'en-US',
  voice: 'en-US-Female',
  category: '',
};
const existing = [{ word: 'Dog' }, { word: 'house' }];

describe('limits and message texts', () => {
  it('are the exact texts of the spec', () => {
    expect([WORD_MAX, SENTENCE_MAX, CATEGORY_MAX, DEFAULT_CATEGORY, NO_CATEGORY_LABEL]).toEqual([
      100,
      1000,
      20,
      'No',
      'No Category',
    ]);
    expect(WORD_MESSAGES).toEqual({
      missingWord: 'Missing Word. ',
      wordTooLong: 'Up to 100 chars. ',
      sentenceTooLong: 'Up to 1000 chars. ',
      categoryTooLong: 'Up to 20 chars. ',
      wordExistsField: 'The word already exists. ',
      wordExists: 'The word already exists.',
      selectVoice: 'Please select a Voice.',
      wordDeleted: 'Word deleted!',
      wordTranslationError: 'Error in word translation: ',
      sentenceTranslationError: 'Error in sentence translation: ',
      sentenceServerOverloaded:
        'The sentence generation server is currently overloaded; please try again later.',
    });
  });

  it('builds the added and updated notices around the word', () => {
    expect(wordAddedMessage('cat')).toBe('"cat" added!');
    expect(wordUpdatedMessage('cat')).toBe('"cat" updated!');
  });

  it('appends the error text to the translation error prefixes', () => {
    expect(translationErrorMessage('word', new Error('timeout'))).toBe('Error in word translation: timeout');
    expect(translationErrorMessage('sentence', 'offline')).toBe('Error in sentence translation: offline');
  });
});

describe('validateWordForm', () => {
  it('returns an empty object for a valid form', () => {
    const errors = validateWordForm(validForm, existing);
    expect(errors).toEqual({});
    expect(isWordFormValid(errors)).toBe(true);
  });

  it('requires the word, after trimming', () => {
    expect(validateWordForm({ ...validForm, word: '   ' }, existing)).toEqual({ word: 'Missing Word. ' });
  });

  it('allows 100 characters in the word and its translation, not 101', () => {
    const at = 'a'.repeat(100);
    const over = 'a'.repeat(101);
    expect(validateWordForm({ ...validForm, word: at, wordTranslation: at }, [])).toEqual({});
    expect(validateWordForm({ ...validForm, word: over, wordTranslation: over }, [])).toEqual({
      word: 'Up to 100 chars. ',
      wordTranslation: 'Up to 100 chars. ',
    });
  });

  it('measures length after trimming', () => {
    expect(validateWordForm({ ...validForm, word: ` ${'a'.repeat(100)} ` }, [])).toEqual({});
  });

  it('allows 1000 characters in the sentence and its translation, not 1001', () => {
    const at = 's'.repeat(1000);
    const over = 's'.repeat(1001);
    expect(validateWordForm({ ...validForm, sentence: at, sentenceTranslation: at }, [])).toEqual({});
    expect(validateWordForm({ ...validForm, sentence: over, sentenceTranslation: over }, [])).toEqual({
      sentence: 'Up to 1000 chars. ',
      sentenceTranslation: 'Up to 1000 chars. ',
    });
  });

  it('allows a 20-character category, not 21', () => {
    expect(validateWordForm({ ...validForm, category: 'c'.repeat(20) }, [])).toEqual({});
    expect(validateWordForm({ ...validForm, category: 'c'.repeat(21) }, [])).toEqual({
      category: 'Up to 20 chars. ',
    });
  });

  it('flags a duplicate word under the word field', () => {
    expect(validateWordForm({ ...validForm, word: ' dog ' }, existing)).toEqual({
      word: 'The word already exists. ',
    });
  });

  it('concatenates the messages of one field', () => {
    const long = 'x'.repeat(101);
    expect(validateWordForm({ ...validForm, word: long }, [{ word: long }])).toEqual({
      word: 'Up to 100 chars. The word already exists. ',
    });
  });

  it('skips the duplicate check when editing a word without changing it', () => {
    expect(validateWordForm({ ...validForm, word: 'Dog' }, existing, 'Dog')).toEqual({});
    expect(validateWordForm({ ...validForm, word: 'house' }, existing, 'Dog')).toEqual({
      word: 'The word already exists. ',
    });
  });

  it('asks for a voice of the chosen language', () => {
    expect(validateWordForm({ ...validForm, voice: 'fr-FR-Male' }, [])).toEqual({
      voice: 'Please select a Voice.',
    });
  });
});

describe('trimWordForm', () => {
  it('trims the four text fields and leaves the others', () => {
    const form = {
      ...validForm,
      word: ' a ',
      wordTranslation: ' b',
      sentence: 'c ',
      sentenceTranslation: '\td\n',
    };
    expect(trimWordForm({ ...form, category: ' Food ' })).toEqual({
      ...form,
      word: 'a',
      wordTranslation: 'b',
      sentence: 'c',
      sentenceTranslation: 'd',
      category: ' Food ',
    });
  });
});

describe('isDuplicateWord', () => {
  it('compares case-insensitively after trimming', () => {
    expect(isDuplicateWord('  DOG ', existing)).toBe(true);
    expect(isDuplicateWord('dogs', existing)).toBe(false);
  });

  it('when editing, applies only if the text differs from the original', () => {
    expect(isDuplicateWord('dog', existing, 'Dog')).toBe(false);
    expect(isDuplicateWord('House', existing, 'Dog')).toBe(true);
  });
});

describe('categories', () => {
  it('defaults an empty category to No, and maps the No Category label back to it', () => {
    expect(normaliseCategory('')).toBe('No');
    expect(normaliseCategory('   ')).toBe('No');
    expect(normaliseCategory('No Category')).toBe('No');
    expect(normaliseCategory(' Food ')).toBe('Food');
  });

  it('shows the default and empty categories as No Category', () => {
    expect(categoryLabel('No')).toBe('No Category');
    expect(categoryLabel('')).toBe('No Category');
    expect(categoryLabel('Food')).toBe('Food');
  });

  it('accepts a new category of 20 characters, not 21', () => {
    expect(validateNewCategory('c'.repeat(20))).toBeNull();
    expect(validateNewCategory('c'.repeat(21))).toBe('Up to 20 chars. ');
  });
});

describe('voiceMatchesLanguage', () => {
  it('compares the first 5 characters', () => {
    expect(voiceMatchesLanguage('en-US', 'en-US-Female')).toBe(true);
    expect(voiceMatchesLanguage('en-GB', 'en-US-Female')).toBe(false);
  });

  it('never matches when no voice is chosen', () => {
    expect(voiceMatchesLanguage('', '')).toBe(false);
  });
});
