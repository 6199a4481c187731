// The declared shapes the browser checks outside data with: a damaged value is refused, never thrown on.
import { describe, expect, it } from 'vitest';
import {
  arrayOf,
  fieldOf,
  nullable,
  number,
  object,
  oneOf,
  optional,
  orDefault,
  refined,
  string,
} from '../../shared/shape';

const word = object({ word: string, score: oneOf([0, 1, 2, 3]), note: optional(string) });

describe('object shapes', () => {
  it('accept an object with every field of its shape, extra fields included', () => {
    expect(word({ word: 'sea', score: 2 })).toBe(true);
    expect(word({ word: 'sea', score: 2, note: 'salt', extra: true })).toBe(true);
  });

  it('refuse a missing or mistyped field, arrays, null and text', () => {
    for (const bad of [{ score: 2 }, { word: 'sea', score: 4 }, { word: 'sea', score: 2, note: 1 }]) {
      expect(word(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const bad of [null, undefined, 'sea', 3, [], ['sea']]) expect(word(bad)).toBe(false);
  });

  it('check every item of a list, and null only where allowed', () => {
    expect(
      arrayOf(word)([
        { word: 'a', score: 0 },
        { word: 'b', score: 1 },
      ]),
    ).toBe(true);
    expect(arrayOf(word)([{ word: 'a', score: 0 }, { word: 'b' }])).toBe(false);
    expect(nullable(word)(null)).toBe(true);
    expect(word(null)).toBe(false);
  });
});

describe('numbers and rules', () => {
  it('a number is finite', () => {
    expect(number(3.5)).toBe(true);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '3']) expect(number(bad)).toBe(false);
  });

  it('a refined shape holds to its rule', () => {
    const day = refined(string, (text) => /^\d{4}-\d{2}-\d{2}$/.test(text));
    expect(day('2026-11-25')).toBe(true);
    expect(day('yesterday')).toBe(false);
    expect(day(20261125)).toBe(false);
  });
});

describe('reading field by field', () => {
  it('falls back to the default where a field is absent or damaged', () => {
    const stored: unknown = JSON.parse('{"sort":{"by":"nonsense"},"search":"ha"}');
    expect(orDefault(fieldOf(stored, 'search'), string, '')).toBe('ha');
    expect(orDefault(fieldOf(fieldOf(stored, 'sort'), 'by'), number, 2)).toBe(2);
    expect(orDefault(fieldOf(fieldOf('text', 'sort'), 'by'), number, 2)).toBe(2);
  });
});
