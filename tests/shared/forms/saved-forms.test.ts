// The duplicate check's and the lookup's question: which saved word is this word a form of?
import { describe, expect, it } from 'vitest';
import { loadForms, loadSavedForms } from '../../../shared/forms/index';
import { LONGEST_STEMMED } from '../../../shared/forms/word-forms';

const saved = (word: string, language: string) => ({ word, language, uuid: `id-${word}` });

describe('SavedForms', () => {
  it('finds the saved word a form belongs to, in its language, with the form met', async () => {
    const forms = await loadSavedForms([
      saved('anchor', 'en-GB'),
      saved('go', 'en'),
      saved('Haus', 'de'),
      saved('hablar', 'es'),
    ]);
    expect(forms.match(' anchors ')).toMatchObject({ word: { word: 'anchor' }, form: 'anchors' });
    expect(forms.match('went')?.word.word).toBe('go');
    expect(forms.match('Häuser')?.word.word).toBe('Haus');
    expect(forms.match('hablamos', 'es')?.word.word).toBe('hablar');
    expect(forms.match('hablamos', 'en')).toBeNull();
  });

  it('finds irregular forms in every language with a table, and the fixed misses', async () => {
    const forms = await loadSavedForms(
      [
        ['gehen', 'de'],
        ['sein', 'de'],
        ['tener', 'es'],
        ['ser', 'es'],
        ['avoir', 'fr'],
        ['être', 'fr'],
        ['essere', 'it'],
        ['mouse', 'en'],
        ['окно', 'ru'],
      ].map(([word, language]) => saved(word ?? '', language ?? '')),
    );
    const of = (met: string, language: string) => forms.match(met, language)?.word.word;
    expect([of('ging', 'de'), of('gegangen', 'de'), of('war', 'de'), of('wäre', 'de')]).toEqual([
      'gehen',
      'gehen',
      'sein',
      'sein',
    ]);
    expect([of('tengo', 'es'), of('fue', 'es'), of('eu', 'fr'), of('suis', 'fr'), of('sono', 'it')]).toEqual([
      'tener',
      'ser',
      'avoir',
      'être',
      'essere',
    ]);
    expect([of('mice', 'en'), of('окон', 'ru')]).toEqual(['mouse', 'окно']);
    expect(forms.match('ging', 'es')).toBeNull();
    // Short forms keep their accent: Italian "è" (is) is "essere"'s, "e" (and) is not; French "à" (to) is not "a".
    expect([of('è', 'it'), of('e', 'it'), of('a', 'fr'), of('à', 'fr')]).toEqual([
      'essere',
      undefined,
      'avoir',
      undefined,
    ]);
    expect((await loadForms('es'))?.dictionaryForms('fue')).toEqual(['fue', 'ir', 'ser']);
  });

  it('leaves exact duplicates, other words and phrases to the other rules', async () => {
    const forms = await loadSavedForms([saved('anchor', 'en'), saved('organ', 'en'), saved('casa', 'xx')]);
    expect(forms.match('Anchor')).toBeNull();
    expect(forms.match('organization')).toBeNull();
    expect(forms.match('anchors away')).toBeNull();
    expect(forms.match('casas')).toBeNull();
    expect(forms.match('')).toBeNull();
  });

  it('gives dictionary forms, the word first, and says nothing of a language without forms', async () => {
    const english = await loadForms('en-US');
    expect(english?.dictionaryForms('Lighthouses')).toEqual(['lighthouses', 'lighthouse']);
    expect(english?.dictionaryForms('went')).toContain('go');
    // A German noun met with its capital finds its dictionary form, as the lookup card needs.
    expect((await loadForms('de'))?.dictionaryForms('Schiffe')).toContain('schiff');
    expect(await loadForms('ja')).toBeNull();
  });
});

describe('bad input', () => {
  it('matches a word longer than any inflected word as written, without stemming it', async () => {
    const english = await loadForms('en');
    const long = 'ab'.repeat(5000);
    expect(english?.stemOfKey(long)).toBeNull();
    expect(english?.stemOfKey(`${'a'.repeat(LONGEST_STEMMED - 3)}ing`)).not.toBeNull();
    expect(english?.dictionaryForms(`${long}s`)).toEqual([`${long}s`]);
    // Still answered, as written: the saved word itself is the duplicate rule's.
    const forms = await loadSavedForms([saved(long, 'en')]);
    expect(forms.match(long)).toBeNull();
  });
});
