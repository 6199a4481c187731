// Reading in Japanese (no spaces: Intl.Segmenter finds the words) and in right-to-left Arabic and
// Hebrew, with the built extension in Chromium against the real server: the lookup card opens on a
// word by Shift+hover and Alt+click, beside the word where the line starts; Save keeps the sentence
// cut at 。, ？, ؟ (not at ،); the saved word is marked at once wherever it is written; a save
// from the context menu is translated by the (stand-in) on-device Translator from the page's language.
// These languages have no deinflector: a word is marked as written, diacritics aside
// (docs/decisions/0044-word-forms.md). READING_SHOTS=<folder> also writes the card in light and dark.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { openReadingPage, type ReadingPage } from './reading-page';
import {
  ARABIC_SAVED,
  ARABIC_VOWELLED,
  count,
  HEBREW_SAVED,
  JAPANESE_MARKS,
  JAPANESE_NEW,
  JAPANESE_PAGE,
  JAPANESE_SAVED,
  RTL_MARKS,
  RTL_PAGE,
} from './reading-scripts';

let world: MarkingWorld;
let japanese: ReadingPage;
let rtl: ReadingPage;

beforeAll(async () => {
  world = await openMarkingWorld();
  japanese = await openReadingPage(world, JAPANESE_PAGE);
  rtl = await openReadingPage(world, RTL_PAGE);
}, 120_000);

afterAll(() => world?.close());

/** Writes the card as the page shows it, in light and dark, when READING_SHOTS names a folder. */
async function shots(reading: ReadingPage, name: string): Promise<void> {
  const folder = process.env.READING_SHOTS;
  if (!folder) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await reading.page.emulateMedia({ colorScheme });
    await reading.page.screenshot({ path: join(folder, `${name}-${colorScheme}.png`) });
  }
  await reading.page.emulateMedia({ colorScheme: 'light' });
}

describe('reading Japanese', () => {
  it('opens the card on Shift+hover over a saved word written without spaces', async () => {
    await japanese.page.bringToFront();
    await japanese.shiftHover(JAPANESE_SAVED.selector, JAPANESE_SAVED.word);
    await expect.poll(japanese.card, { timeout: 15_000 }).toContain(JAPANESE_SAVED.translation);
    expect(await japanese.card()).toContain(JAPANESE_SAVED.score);
    // The word the segmenter found, not the whole run of characters around it.
    expect(await japanese.card()).not.toContain(JAPANESE_SAVED.run);
    await japanese.page.keyboard.press('Escape');
    await expect.poll(japanese.card).toBe('');
  });

  it('saves a word from the card with its sentence, cut at 。, and the device translation', async () => {
    await japanese.altClick(JAPANESE_NEW.selector, JAPANESE_NEW.word);
    await expect.poll(japanese.card, { timeout: 15_000 }).toContain('図書館 [ja→es]');
    expect(await japanese.card()).toContain('Not saved yet');
    await shots(japanese, 'lookup-japanese');
    await japanese.page.keyboard.press('s');
    await expect.poll(japanese.card, { timeout: 15_000 }).toContain('Score');
    const saved = (await japanese.words()).find((word) => word.word === '図書館');
    expect(saved).toMatchObject({
      sentence: JAPANESE_NEW.sentence,
      wordTranslation: '図書館 [ja→es]',
      translatedBy: 'device',
      // Spoken in the page's language, not the learner's (en-US).
      language: 'ja-JP',
    });
    // Met as written: no form to keep.
    expect(saved?.formMet).toBeUndefined();
    await japanese.page.keyboard.press('Escape');
  });

  it('marks the saved word at once, wherever the page writes it', async () => {
    await expect
      .poll(async () => count(await japanese.marks(), '図書館'), { timeout: 15_000 })
      .toBe(JAPANESE_MARKS.図書館);
    const marks = await japanese.marks();
    expect(count(marks, '経済')).toBe(JAPANESE_MARKS.経済);
    expect(count(marks, '東京')).toBe(JAPANESE_MARKS.東京);
  });

  it('adds the sentence met, cut at ？, to the saved word', async () => {
    await japanese.altClick('#question', '図書館');
    await expect.poll(japanese.card, { timeout: 15_000 }).toContain('Score');
    await japanese.page.keyboard.press('s');
    await expect.poll(japanese.card, { timeout: 15_000 }).toMatch(/sentence|Sentence/);
    const saved = (await japanese.words()).find((word) => word.word === '図書館');
    expect(await japanese.encounters(saved?.uuid ?? '')).toContain('あなたは図書館へ行きますか？');
    await japanese.page.keyboard.press('Escape');
  });

  it('translates a save from the context menu on the device, from Japanese', async () => {
    await japanese.saveFromMenu('#news', '大阪');
    await expect
      .poll(async () => (await japanese.words()).find((word) => word.word === '大阪'), { timeout: 20_000 })
      .toMatchObject({
        wordTranslation: '大阪 [ja→es]',
        sentence: '大阪の図書館も人気です。',
        translatedBy: 'device',
        language: 'ja-JP',
      });
  });
});

describe('reading right to left', () => {
  it('opens the card on Shift+hover, its right edge at the word’s, inside the window', async () => {
    await rtl.page.bringToFront();
    await rtl.shiftHover(ARABIC_SAVED.selector, ARABIC_SAVED.word);
    await expect.poll(rtl.card, { timeout: 15_000 }).toContain(ARABIC_SAVED.translation);
    expect(await rtl.card()).toContain(ARABIC_SAVED.score);
    const word = await rtl.wordBox(ARABIC_SAVED.selector, ARABIC_SAVED.word);
    // Placed again as its answers widen it: the right edge stays at the word's.
    await expect
      .poll(async () => Math.abs(((await rtl.cardBox())?.right ?? 0) - word.right))
      .toBeLessThanOrEqual(1);
    const card = await rtl.cardBox();
    expect(card?.left).toBeGreaterThanOrEqual(0);
    expect(card?.top).toBeGreaterThanOrEqual(word.bottom);
    await shots(rtl, 'lookup-arabic');
  });

  it('adds the sentence met, cut at ؟, to the saved word', async () => {
    await rtl.page.keyboard.press('s');
    await expect.poll(rtl.card, { timeout: 15_000 }).toMatch(/sentence|Sentence/);
    const saved = (await rtl.words()).find((word) => word.word === ARABIC_SAVED.word);
    expect(await rtl.encounters(saved?.uuid ?? '')).toContain(ARABIC_SAVED.sentence);
    await rtl.page.keyboard.press('Escape');
  });

  it('saves a word from the card with its sentence, which goes on past ،', async () => {
    await rtl.altClick('#ar', 'المكتبة');
    await expect.poll(rtl.card, { timeout: 15_000 }).toContain('المكتبة [ar→es]');
    await rtl.page.keyboard.press('s');
    await expect.poll(rtl.card, { timeout: 15_000 }).toContain('Score');
    const saved = (await rtl.words()).find((word) => word.word === 'المكتبة');
    expect(saved).toMatchObject({
      sentence: 'قرأت الكِتَاب في المكتبة، وكان الكتاب جميلا.',
      wordTranslation: 'المكتبة [ar→es]',
      translatedBy: 'device',
      language: 'ar-SA',
    });
    expect(saved?.formMet).toBeUndefined();
    await rtl.page.keyboard.press('Escape');
  });

  it('marks the saved words as written, with or without their vowel marks, and no other form', async () => {
    await expect.poll(async () => count(await rtl.marks(), 'المكتبة'), { timeout: 15_000 }).toBe(2);
    const marks = await rtl.marks();
    expect(count(marks, ARABIC_SAVED.word)).toBe(RTL_MARKS.الكتاب);
    expect(count(marks, ARABIC_VOWELLED)).toBe(RTL_MARKS.الكِتَاب);
    // Hebrew "the book" is another word to an exact match: no Hebrew deinflector.
    expect(count(marks, HEBREW_SAVED.word)).toBe(RTL_MARKS.ספר);
    expect(marks).not.toContain(HEBREW_SAVED.form);
  });

  it('opens on Alt+click in Hebrew, beside the word', async () => {
    await rtl.altClick(HEBREW_SAVED.selector, HEBREW_SAVED.word);
    await expect.poll(rtl.card, { timeout: 15_000 }).toContain(HEBREW_SAVED.score);
    expect(await rtl.card()).toContain(HEBREW_SAVED.translation);
    const word = await rtl.wordBox(HEBREW_SAVED.selector, HEBREW_SAVED.word);
    await expect
      .poll(async () => Math.abs(((await rtl.cardBox())?.right ?? 0) - word.right))
      .toBeLessThanOrEqual(1);
    await shots(rtl, 'lookup-hebrew');
    await rtl.page.keyboard.press('Escape');
  });

  it('translates a save from the context menu on the device, from Arabic', async () => {
    await rtl.saveFromMenu('#ar', 'المدرسة');
    await expect
      .poll(async () => (await rtl.words()).find((word) => word.word === 'المدرسة'), { timeout: 20_000 })
      .toMatchObject({
        wordTranslation: 'المدرسة [ar→es]',
        sentence: 'ذهبت بعد ذلك إلى المدرسة.',
        translatedBy: 'device',
        language: 'ar-SA',
      });
  });
});
