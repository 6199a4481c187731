// The forms of saved words on a page (issue 33, docs/decisions/0044-word-forms.md), with the built
// extension in Chromium against the real server: plurals of saved words are marked by the saved
// word's score, a derived word is not, and the card says "harbours → harbour".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { cardTexts, markedWords } from './page-marking-setup';

let world: MarkingWorld;

beforeAll(async () => {
  world = await openMarkingWorld();
});

afterAll(async () => {
  await world?.close();
});

describe('marking the forms of saved words', () => {
  it('marks plurals as the saved words, by their scores, and shows the form met on the card', async () => {
    const { page } = world.browser;
    await page.goto(`${world.origin}/word-forms.html`);
    const all = async () => Object.values(await markedWords(page)).flat();
    await expect.poll(async () => (await all()).length, { timeout: 30_000 }).toBe(6);
    const marked = await markedWords(page);
    expect(new Set(marked[1])).toEqual(new Set(['harbours', 'harbour']));
    expect(new Set(marked[2])).toEqual(new Set(['lanterns', 'lantern']));
    expect(new Set(marked[3])).toEqual(new Set(['rivers', 'river']));
    // "riverbank" is another word, not a form of "river".
    expect(await all()).not.toContain('riverbank');

    const box = await page.evaluate(() => {
      const word = document.getElementById('harbours') as HTMLElement;
      const rect = word.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x, box.y, { steps: 4 });
    await expect
      .poll(async () => (await cardTexts(page)).texts, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['harbours → harbour', 'puerto', 'Score 1 of 3']));
  });
});
