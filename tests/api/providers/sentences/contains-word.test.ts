import { describe, expect, it } from 'vitest';
import { containsWord } from '../../../../api/src/providers/sentences/contains-word';

describe('containsWord', () => {
  it('matches the whole word in any case', () => {
    expect(containsWord('The House was quiet.', 'house')).toBe(true);
    expect(containsWord('We built a greenhouse.', 'house')).toBe(false);
    expect(containsWord('Houses were cheap.', 'house')).toBe(false);
    expect(containsWord('¿Dónde está la ESTACIÓN?', 'estación')).toBe(true);
  });

  it('treats regular-expression characters literally and allows any inner spacing in phrases', () => {
    expect(containsWord('I write C++ daily.', 'C++')).toBe(true);
    expect(containsWord('I write C daily.', 'C++')).toBe(false);
    expect(containsWord('Pay 3.50 now', '3.50')).toBe(true);
    expect(containsWord('Pay 3550 now', '3.50')).toBe(false);
    expect(containsWord('An ice  cream, please.', 'ice cream')).toBe(true);
  });

  it('accepts any occurrence in scripts written without spaces', () => {
    expect(containsWord('我有一只猫。', '猫')).toBe(true);
    expect(containsWord('我有一只狗。', '猫')).toBe(false);
  });

  it('never matches an empty word', () => {
    expect(containsWord('Anything.', '  ')).toBe(false);
  });
});
