// Marks of inflected forms beyond English (docs/decisions/0044-word-forms.md), with the built
// extension in Chromium against the real server: German plurals (Schiff → Schiffe, Haus →
// Häusern), Spanish plurals (faro → faros, casa → casas) and a Russian case (книга → книгу); the
// lookup card on a German, Spanish or Russian form names its saved word, and Save keeps the
// sentence met on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { fromProbe, markedWords } from './page-marking-setup';
import { wordCentre } from './word-centre';

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

  it.each([
    ['#es', 'faros', 'faro', 'Los faros iluminan las casas del puerto.'],
    ['#ru', 'книгу', 'книга', 'Я читаю книгу каждый вечер.'],
    ['#de', 'Schiffe', 'Schiff', 'Im Hafen lagen viele Schiffe neben den Häusern.'],
  ])(
    'opens the card on %s %s as its saved word and keeps the sentence met',
    async (selector, met, saved, sentence) => {
      const { page } = world.browser;
      const card = (): Promise<string> =>
        fromProbe<{ text: string } | null>(page, 'probe.lookup', null).then((lookup) =>
          (lookup?.text ?? '').toLocaleLowerCase(),
        );
      const { x, y } = await page.evaluate(wordCentre, [selector, met] as const);
      await page.keyboard.down('Alt');
      await page.mouse.click(x, y);
      await page.keyboard.up('Alt');
      await expect.poll(card, { timeout: 15_000 }).toContain(`${met} → ${saved}`.toLocaleLowerCase());
      await page.keyboard.press('s');
      await expect.poll(card, { timeout: 15_000 }).toMatch(/sentence|Sentence/);
      const headers = { authorization: `Bearer ${world.token}` };
      const list = await fetch(`${world.server.url}/api/words/get/words`, { headers }).then((r) => r.json());
      const word = (list as { uuid: string; word: string }[]).find((candidate) => candidate.word === saved);
      const encounters = await fetch(`${world.server.url}/api/encounters/${word?.uuid}`, { headers }).then(
        (r) => r.json(),
      );
      expect(JSON.stringify(encounters)).toContain(sentence);
      expect((list as { word: string }[]).map((candidate) => candidate.word)).not.toContain(met);
      await page.keyboard.press('Escape');
    },
  );
});
