// Irregular forms in Firefox (decision 0065): the Firefox build's background fetches the Spanish
// table from its own files (moz-extension://) when the page is first marked, and "fue" and
// "fuimos" are marked as the saved "ir". What was painted is asked of the content script's world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirefoxReading, openFirefoxReading } from './firefox/reading-world';

let reading: FirefoxReading;

beforeAll(async () => {
  reading = await openFirefoxReading('firefox-irregular@example.org', [
    { word: 'ir', wordTranslation: 'to go', language: 'es-ES', score: 2 },
  ]);
}, 120_000);

afterAll(() => reading?.close());

describe('irregular forms in Firefox', () => {
  it('marks “fue” and “fuimos” as the saved “ir”', async () => {
    const url = await reading.open('irregular-forms.html');
    const painted = async () =>
      (await reading.probe(url)).painted.map(({ text, score }) => `${text} ${score}`);
    await expect.poll(painted, { timeout: 30_000 }).toEqual(['fue 2', 'fuimos 2']);
  });
});
