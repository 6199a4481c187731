// Save on the lookup card: the word keeps the card's translation and the page's language, so the
// server translates its sentence from that language and speaks it in that language's voice.
import { describe, expect, it, vi } from 'vitest';
import { lookupSave } from '../../../extension/lib/lookup/background-lookup';
import type { LookupSave } from '../../../extension/lib/message-types';
import { startEachSignedIn } from '../learner';

const api = startEachSignedIn();

const SENDER = { url: 'https://example.jp/news', tab: { id: 3, title: 'ニュース' } };

const request = (fields: Partial<LookupSave> = {}): LookupSave => ({
  word: '図書館',
  met: '図書館',
  sentence: '図書館で本を読んだ。',
  sourceUrl: SENDER.url,
  sourceTitle: SENDER.tab.title,
  translation: 'biblioteca',
  engine: 'device',
  ...fields,
});

/** The word once its sentence's translation has been filled in (after the card heard of the save). */
async function savedWord() {
  await vi.waitFor(() => expect(api().words[0]?.sentenceTranslation).not.toBe(''), { timeout: 20_000 });
  return api().words[0];
}

describe('lookupSave', () => {
  it("saves a word of a Japanese page in Japanese: its voice, and its sentence's translation", async () => {
    await lookupSave(request({ lang: 'ja' }), SENDER as never);

    expect(await savedWord()).toMatchObject({
      word: '図書館',
      language: 'ja-JP',
      wordTranslation: 'biblioteca',
    });
    expect(api().translations).toEqual([
      { sourceLanguage: 'ja', targetLanguage: 'es', text: '図書館で本を読んだ。' },
    ]);
  });

  it("keeps the learner's languages when the card names no language", async () => {
    await lookupSave(request({ lang: '' }), SENDER as never);

    expect(await savedWord()).toMatchObject({ language: 'en-US', voice: 'en-US-Female' });
    expect(api().translations.map(({ sourceLanguage }) => sourceLanguage)).toEqual(['en']);
  });
});
