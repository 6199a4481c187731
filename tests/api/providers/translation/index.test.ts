import { describe, expect, it } from 'vitest';
import { createTranslationProvider } from '../../../../api/src/providers/translation';

describe('createTranslationProvider', () => {
  it('builds the offline provider by default name', async () => {
    const provider = createTranslationProvider({ provider: 'local' });
    expect(await provider.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'house' })).toBe(
      'maison',
    );
  });

  it('passes the offline folders through', async () => {
    const provider = createTranslationProvider({
      provider: 'local',
      dictDir: '/nonexistent',
      apertiumModesDir: '/nonexistent',
    });
    await expect(
      provider.translate({ sourceLanguage: 'en', targetLanguage: 'fr', text: 'house' }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'No offline translation for en→fr; set TRANSLATE_PROVIDER to libretranslate, deepl or google.',
    });
  });

  it('refuses deepl and google without a key, and accepts libretranslate without one', () => {
    expect(() => createTranslationProvider({ provider: 'deepl' })).toThrow('needs an API key');
    expect(() => createTranslationProvider({ provider: 'google' })).toThrow('needs an API key');
    expect(createTranslationProvider({ provider: 'libretranslate' })).toHaveProperty('translate');
  });
});
