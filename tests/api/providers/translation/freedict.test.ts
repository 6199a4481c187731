import { describe, expect, it } from 'vitest';
import {
  decodeDictdNumber,
  dictionaryKey,
  discoverFreedictPairs,
  openFreedictDictionary,
  sensesOfEntry,
} from '../../../../api/src/providers/translation/freedict';

describe('FreeDict index and entries', () => {
  it('decodes dictd base64 numbers', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('vXI')).toBe(47 * 4096 + 23 * 64 + 8);
    expect(() => decodeDictdNumber('A*')).toThrow();
  });

  it('matches headwords without regard to case, spacing or surrounding punctuation', () => {
    expect(dictionaryKey('  House! ')).toBe('house');
    expect(dictionaryKey('A   few')).toBe('a few');
    expect(dictionaryKey("don't")).toBe("don't");
  });

  it('reads senses from old and new FreeDict entry layouts', () => {
    expect(sensesOfEntry('house /haus/\nmaison\n')).toEqual(['maison']);
    expect(sensesOfEntry('cat /kæt/\n1. mégère, peau de vache, rosse\n2. chat\n')).toEqual([
      'mégère, peau de vache, rosse',
      'chat',
    ]);
    expect(
      sensesOfEntry('house /haʊs/ <n>\n1. Haus <n, neut>\n   "a big house" - ein großes Haus\n2. Gebäude\n'),
    ).toEqual(['Haus', 'Gebäude']);
  });
});

describe('installed FreeDict dictionaries (Debian dict-freedict-eng-fra)', () => {
  it('are discovered by file name', () => {
    expect(discoverFreedictPairs('/usr/share/dictd').get('eng-fra')).toBe(
      '/usr/share/dictd/freedict-eng-fra',
    );
    expect(discoverFreedictPairs('/nonexistent').size).toBe(0);
  });

  it('look words up, including phrases and words with several entries', async () => {
    const dictionary = openFreedictDictionary('/usr/share/dictd/freedict-eng-fra');
    const started = performance.now();
    expect(await dictionary.lookup('house')).toEqual(['maison']);
    const firstLookup = performance.now() - started;
    expect(await dictionary.lookup('a few')).toEqual(['quelques uns', 'quelques']);
    expect(await dictionary.lookup('water')).toContain('eau, onde');
    expect(await dictionary.lookup('blorptastic')).toBeUndefined();
    const missing = openFreedictDictionary('/nonexistent/freedict-eng-fra');
    await expect(missing.lookup('house')).rejects.toMatchObject({ status: 503, code: 'translation_failed' });
    console.info(`FreeDict eng-fra: first lookup (loads the dictionary) ${firstLookup.toFixed(1)} ms`);
  });
});
