import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalTranslationProvider, joinSenses } from '../../../../api/src/providers/translation/local';

// The Debian packages apertium-eng-spa and dict-freedict-eng-fra, used for real. The folders below
// expose exactly those two pairs, so other installed pairs cannot change the outcome.
const root = mkdtempSync(join(tmpdir(), 'wordhoard-local-translation-'));
const dictDir = join(root, 'dictd');
const apertiumModesDir = join(root, 'apertium', 'modes');
mkdirSync(dictDir);
mkdirSync(apertiumModesDir, { recursive: true });
for (const suffix of ['index', 'dict.dz']) {
  symlinkSync(`/usr/share/dictd/freedict-eng-fra.${suffix}`, join(dictDir, `freedict-eng-fra.${suffix}`));
}
symlinkSync('/usr/share/apertium/modes/eng-spa.mode', join(apertiumModesDir, 'eng-spa.mode'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// What these tests check is the words, not the deadline (apertium.test.ts has that): a cold
// Apertium on a machine busy with other work can take longer than the product's 5 s.
const provider = createLocalTranslationProvider({ dictDir, apertiumModesDir, timeoutMs: 60_000 });
const timed = async (label: string, run: () => Promise<string>) => {
  const started = performance.now();
  const result = await run();
  console.info(`${label}: ${(performance.now() - started).toFixed(1)} ms`);
  return result;
};

describe('offline translation', () => {
  it('lists what it found', () => {
    expect(provider.installed).toEqual({ dictionaries: ['eng-fra'], apertium: ['eng-spa'] });
  });

  it('translates a word through FreeDict', async () => {
    const translate = () => provider.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'house' });
    expect(await timed('FreeDict house en→fr, first call', translate)).toBe('maison');
    expect(await timed('FreeDict house en→fr, warm', translate)).toBe('maison');
    expect(await provider.translate({ sourceLanguage: 'en-US', targetLanguage: 'fr', text: ' House ' })).toBe(
      'maison',
    );
    expect(await provider.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'book' })).toBe(
      'livre; commander, demander, retenir',
    );
  });

  it('translates a sentence through Apertium', async () => {
    const translate = () =>
      provider.translate({ sourceLanguage: 'en', targetLanguage: 'es', text: 'The house is big.' });
    expect(await timed('Apertium sentence en→es', translate)).toBe('La casa es grande.');
  });

  it('translates a word through Apertium when there is no dictionary, keeping its lower case', async () => {
    expect(await provider.translate({ sourceLanguage: 'en', targetLanguage: 'es', text: 'house' })).toBe(
      'casa',
    );
  });

  it('drops the marks Apertium puts on words it does not know', async () => {
    const result = await provider.translate({
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'I like the blorptastic house',
    });
    expect(result).toBe('Me gusta el blorptastic casa');
  });

  it('says 404 for a word missing from a dictionary when no sentence translator exists', async () => {
    await expect(
      provider.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'blorptastic' }),
    ).rejects.toMatchObject({
      status: 404,
      message: '"blorptastic" is not in the offline en→fr dictionary.',
    });
  });

  it('says 503 naming TRANSLATE_PROVIDER for a sentence when only a dictionary exists', async () => {
    await expect(
      provider.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'The house is big.' }),
    ).rejects.toMatchObject({
      status: 503,
      message:
        'No offline translation of sentences for en→fr; set TRANSLATE_PROVIDER to libretranslate, deepl or google.',
    });
  });

  it('says 503 naming TRANSLATE_PROVIDER for a pair that is not installed', async () => {
    await expect(
      provider.translate({ sourceLanguage: 'en', targetLanguage: 'de', text: 'house' }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'translation_unavailable',
      message: 'No offline translation for en→de; set TRANSLATE_PROVIDER to libretranslate, deepl or google.',
    });
  });

  it('returns the text itself when both languages are the same', async () => {
    expect(
      await provider.translate({ sourceLanguage: 'en-US', targetLanguage: 'en-GB', text: 'colour' }),
    ).toBe('colour');
  });

  it('works from the default Debian folders', async () => {
    const defaults = createLocalTranslationProvider();
    expect(defaults.installed.dictionaries).toContain('eng-fra');
    expect(defaults.installed.apertium).toContain('eng-spa');
    expect(await defaults.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'dog' })).toBe(
      'chien, clébard',
    );
    expect(
      await defaults.translate({ sourceLanguage: 'en', targetLanguage: 'es', text: 'I have a cat.' }),
    ).toBe('Tengo un gato.');
  });
});

describe('joining dictionary senses', () => {
  it('keeps whole senses within the 100-character limit of a word translation', () => {
    const long = 'x'.repeat(60);
    expect(joinSenses([long, long])).toBe(long);
    expect(joinSenses(['y'.repeat(150)])).toHaveLength(100);
  });
});
