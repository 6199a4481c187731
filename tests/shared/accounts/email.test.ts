// The one e-mail rule: internationalised domains in either form, one canonical form, and the
// spec's messages for addresses that are truly invalid.
import { describe, expect, it } from 'vitest';
import { displayEmail } from '../../../shared/accounts/email';
import { normalizeEmail, validateEmail } from '../../../shared/accounts/rules';

describe('internationalised e-mail addresses', () => {
  it.each([
    ['learner@пример.рф', 'learner@xn--e1afmkfd.xn--p1ai'],
    ['learner@xn--e1afmkfd.xn--p1ai', 'learner@xn--e1afmkfd.xn--p1ai'],
    ['Learner@ПРИМЕР.РФ', 'learner@xn--e1afmkfd.xn--p1ai'],
    ['LEARNER@XN--E1AFMKFD.XN--P1AI', 'learner@xn--e1afmkfd.xn--p1ai'],
    ['learner@例子.中国', 'learner@xn--fsqu00a.xn--fiqs8s'],
    ['learner@xn--fsqu00a.xn--fiqs8s', 'learner@xn--fsqu00a.xn--fiqs8s'],
    ['learner@münchen.de', 'learner@xn--mnchen-3ya.de'],
    ['learner@日本語テスト.jp', 'learner@xn--zckzah9945czlbtz6h.jp'],
    ['Learner@Example.COM', 'learner@example.com'],
  ])('accepts %s and stores it as %s', (typed, stored) => {
    expect(validateEmail(typed)).toBe('');
    expect(normalizeEmail(` ${typed} `)).toBe(stored);
  });

  it('shows a stored address in the script it was written in', () => {
    expect(displayEmail('learner@xn--e1afmkfd.xn--p1ai')).toBe('learner@пример.рф');
    expect(displayEmail('learner@xn--fsqu00a.xn--fiqs8s')).toBe('learner@例子.中国');
    expect(displayEmail('learner@example.com')).toBe('learner@example.com');
  });

  it.each([
    'learner@@example.com',
    'learner@exa@mple.com',
    'learner@example..com',
    'learner@.example.com',
    'learner@example.com.',
    'lea rner@example.com',
    'learner@exa mple.com',
    'learner@пример .рф',
    'learner@xn--zz.com',
    'learner@-пример.рф',
    'learner@exa_mple.com',
    'learner@ex%41mple.com',
    'learner@1.2.3.4',
    'learner@example.123',
    'учитель@пример.рф',
    `learner@${'a'.repeat(64)}.com`,
  ])('refuses %s with the spec message', (email) => {
    expect(validateEmail(email)).toBe('Invalid email address. ');
  });

  it('adds the length message to an over-long address, and answers a huge one at once', () => {
    expect(validateEmail(`learner@${'пример.'.repeat(16)}рф`)).toBe('Up to 100 characters. ');
    expect(validateEmail(`${'a'.repeat(10_000)}@example.com`)).toBe('Up to 100 characters. ');
    expect(validateEmail('a@'.repeat(5_000))).toBe('Up to 100 characters. Invalid email address. ');
  });

  it.each([
    ['learner@аpple.com', 'Cyrillic and Latin'],
    ['learner@xn--pple-43d.com', 'Cyrillic and Latin'],
    ['learner@pаypal.рф', 'Latin and Cyrillic'],
    ['learner@αpple.com', 'Greek and Latin'],
  ])('names the alphabets a look-alike domain %s mixes', (email, scripts) => {
    expect(validateEmail(email)).toBe(
      `The email's domain mixes ${scripts} letters in one name: write it in one alphabet. `,
    );
  });

  it('allows the mixes of Japanese, Chinese and Korean writing, and one alphabet per name', () => {
    expect(validateEmail('learner@ソニーabc.jp')).toBe('');
    expect(validateEmail('learner@中文abc.cn')).toBe('');
    expect(validateEmail('learner@한국abc.kr')).toBe('');
    expect(validateEmail('learner@пример.com')).toBe('');
  });
});
