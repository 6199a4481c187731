// Marks of inflected forms beyond English (docs/decisions/0044-word-forms.md), with the built
// extension in Chromium against the real server: German plurals (Schiff → Schiffe, Haus →
// Häusern), Spanish plurals (faro → faros, casa → casas) and a Russian case (книга → книгу).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { markedWords } from './page-marking-setup';

let world: MarkingWorld;

const MORE_WORDS = [
  { word: 'Schiff', wordTranslation: 'ship', language: 'de-DE', score: 1 },
  { word: 'Haus', wordTranslation: 'house', language: 'de-DE', score: 1 },
  { word: 'faro', wordTranslation: 'lighthouse', language: 'es-ES', score: 2 },
  { word: 'casa', wordTranslation: 'house', language: 'es-ES', score: 2 },
  { word: 'книга', wordTranslation: 'book', language: 'ru-RU', score: 3 },
];

beforeAll(async () => {
  world = await openMarkingWorld([], MORE_WORDS);
}, 120_000);

afterAll(async () => {
  await world?.close();
});

describe('marking the forms of saved German, Spanish and Russian words', () => {
  it('marks each form met by its saved word’s score, and leaves the other words alone', async () => {
    const { page } = world.browser;
    await page.goto(`${world.origin}/forms-languages.html`);
    const all = async () => Object.values(await markedWords(page)).flat();
    await expect.poll(async () => (await all()).length, { timeout: 30_000 }).toBe(5);
    const marked = await markedWords(page);
    expect(new Set(marked[1])).toEqual(new Set(['Schiffe', 'Häusern']));
    expect(new Set(marked[2])).toEqual(new Set(['faros', 'casas']));
    expect(marked[3]).toEqual(['книгу']);
  });
});
