import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../../shared/accounts/rules';
import { cleanText } from '../../shared/text';
import { normaliseCategory, trimWordForm } from '../../shared/words/rules';

describe('cleanText', () => {
  it('drops C0 controls, DEL and bidirectional overrides and isolates', () => {
    expect(cleanText('d\u0000u\u001Fp\u007F')).toBe('dup');
    expect(cleanText('\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069')).toBe('abcdefgh');
  });

  it('keeps letters of every script, and the left-to-right and right-to-left marks', () => {
    expect(cleanText('שָׁלוֹם مرحبا 你好 \u200Eé')).toBe('שָׁלוֹם مرحبا 你好 \u200Eé');
  });

  it('turns tab and line breaks into spaces in a one-line field', () => {
    expect(cleanText('a\tb\nc\r\nd')).toBe('a b c  d');
  });

  it('keeps tab and line feed in a multi-line field, reading CR LF and CR as a line feed', () => {
    expect(cleanText('a\tb\r\nc\rd\n\u0000e', true)).toBe('a\tb\nc\nd\ne');
  });
});

describe('the forms and the API clean with it', () => {
  it('in the word form, the category and the e-mail', () => {
    const form = trimWordForm({
      word: ' dup\u0000 ',
      wordTranslation: 'x\u202E',
      sentence: 'One.\r\nTwo.',
      sentenceTranslation: '\u2066Un.\u2069',
    });
    expect(form).toEqual({
      word: 'dup',
      wordTranslation: 'x',
      sentence: 'One.\nTwo.',
      sentenceTranslation: 'Un.',
    });
    expect(normaliseCategory('Home\u0000')).toBe('Home');
    expect(normalizeEmail(' Ada\u202E@Example.com')).toBe('ada@example.com');
  });
});
