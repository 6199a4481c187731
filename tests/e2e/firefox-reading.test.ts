// The reading journeys in Firefox: Debian's Firefox ESR with the built Firefox extension, signed in
// as the learner, marking switched on for the fixture pages' origin as the popup does it
// (firefox/reading-world.ts). What the extension drew is asked of its own content-script world,
// never of anything the page shares; the page's pointer and keys are real (WebDriver BiDi).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirefoxReading, openFirefoxReading } from './firefox/reading-world';

let reading: FirefoxReading;

beforeAll(async () => {
  reading = await openFirefoxReading('firefox-reader@example.org');
}, 120_000);

afterAll(() => reading?.close());

describe('reading in Firefox', () => {
  it('marks the saved words of a page by score, leaving its DOM as served', async () => {
    const url = await reading.open('inline-words.html');
    const { page } = reading.firefox;
    await expect
      .poll(async () => (await reading.probe(url)).painted.map((mark) => mark.text).sort(), {
        timeout: 30_000,
      })
      .toEqual(expect.arrayContaining(['harbour', 'ice cream', 'la bibliothèque']));
    const scores = Object.fromEntries(
      (await reading.probe(url)).painted.map((mark) => [mark.text, mark.score]),
    );
    expect(scores).toMatchObject({ harbour: 1, 'ice cream': 2, 'la bibliothèque': 3 });
    const served = await (await fetch(url)).text();
    const counts = await page.evaluate((html) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return [parsed.body.querySelectorAll('*').length, document.body.querySelectorAll('*').length];
    }, served);
    expect(counts[1]).toBe(counts[0]);
  });

  it('shows the card of a marked word when the pointer rests on it', async () => {
    const url = `${reading.origin}/inline-words.html`;
    const { page } = reading.firefox;
    const box = await page.evaluate(() => {
      const link = document.getElementById('harbour-link') as HTMLElement;
      const rect = link.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x, box.y, { steps: 4 });
    await expect.poll(async () => (await reading.probe(url)).card, { timeout: 10_000 }).toBe('harbour');
    await page.screenshot({ path: 'dist/firefox-marks.png' });
  });

  it('looks up a word not saved by Alt+click and saves it with its sentence, translated by the server', async () => {
    const url = await reading.open('lookup-languages.html');
    const { page } = reading.firefox;
    const lookup = async () => (await reading.probe(url)).lookup;
    await reading.altClick('#en', 'lighthouse');
    await expect.poll(lookup, { timeout: 15_000 }).toContain('a tower with a light');
    expect(await lookup()).toContain('Not saved yet');
    expect(await page.evaluate(() => location.hash)).toBe('');
    await page.keyboard.press('s');
    await expect.poll(lookup, { timeout: 15_000 }).toContain('Score');
    const saved = (await reading.words()).find((word) => word.word === 'lighthouse');
    expect(saved).toMatchObject({
      sentence: 'The old harbour had a lighthouse on the rocks.',
      sourceUrl: url,
    });
    // Firefox has no on-device Translator: nothing may claim the device translated it.
    expect(saved?.translatedBy).not.toBe('device');
    await page.keyboard.press('Escape');
    await expect.poll(lookup).toBe('');

    await reading.altClick('#forms', 'lanterns');
    await expect.poll(lookup, { timeout: 15_000 }).toContain('lanterns → lantern');
    expect((await reading.probe(url)).painted.map((mark) => mark.text)).toContain('lanterns');
    // Kept for a person to look at (dist/ is not committed).
    await page.screenshot({ path: 'dist/firefox-lookup.png' });
    await page.keyboard.press('Escape');
  });
});
