// The export in Chromium against the real server: a learner exports a CSV from the profile screen;
// the file Chromium saves (Playwright's download event) holds the words, parsed back by papaparse.
// While the server makes the file, a progress bar with its stage and a cancel button. Needs `npm run build`.
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { EXPORT_PROGRESS_LABEL, EXPORT_STOP } from '../../shared/export/job-texts';
import { checkPackage } from '../api/export/anki/schema-checker';
import { axeViolations } from './axe';
import { startSignedIn } from './learner';
import { learnerStack } from './learner-stack';
import { downloadedBytes } from './stack';

const learner = learnerStack('export.e2e@example.com', [
  ['harbour', 'The harbour is calm.'],
  ['=cmd', 'A cell that looks like a formula.'],
]);

async function signIn(value: string, width: number) {
  await startSignedIn(learner.page, learner.server, value, { width });
}

describe('the export', () => {
  it('downloads the words as CSV from the profile screen', async () => {
    await learner.open('/auth', { width: 375 });
    const section = learner.page.getByRole('region', { name: 'Export' });
    await section.getByLabel('Format').selectOption('csv');
    const [download] = await Promise.all([
      learner.page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wordhoard-words-\d{4}-\d\d-\d\d\.csv$/);
    const text = (await downloadedBytes(download)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]?.slice(0, 3)).toEqual(['Word', 'Translation', 'Sentence']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(["'=cmd", 'harbour']);
    expect(rows.find((row) => row[0] === 'harbour')?.[2]).toBe('The harbour is calm.');
    await learner.page.getByText('Export downloaded.').waitFor();
  });

  it('downloads an Anki package that a reader of Anki’s documented schema accepts', async () => {
    await learner.open('/auth', { width: 1280 });
    const section = learner.page.getByRole('region', { name: 'Export' });
    await section.getByLabel('Format').selectOption('apkg');
    const [download] = await Promise.all([
      learner.page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wordhoard-words-\d{4}-\d\d-\d\d\.apkg$/);
    const bytes = new Uint8Array(await downloadedBytes(download));
    expect(Object.keys(unzipSync(bytes))).toEqual(expect.arrayContaining(['collection.anki2', 'media']));
    const pkg = await checkPackage(bytes);
    expect(pkg.problems).toEqual([]);
    expect(pkg.notes.map((note) => note.sfld).sort()).toEqual(['=cmd', 'harbour']);
    await learner.page.getByText('Export downloaded.').waitFor();
  });

  it('shows a progress bar with its stage and a cancel button while the file is made, then downloads it', async () => {
    await signIn(learner.token, 375);
    await learner.page.emulateMedia({ colorScheme: 'dark' });
    // The job's polls are held until the bar has been looked at, so it stays on screen as long as
    // the test needs, whatever the machine's speed; the server answers each one when let through.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await learner.page.route(/\/api\/export\/jobs\/[^/]+$/, async (route) => {
      if (!holding || route.request().method() !== 'GET') return route.continue();
      held.push(() => route.continue());
    });
    await learner.page.goto(`${learner.server.url}/auth`);
    const section = learner.page.getByRole('region', { name: 'Export' });
    await section.getByLabel('Format').selectOption('backup');
    await section.getByRole('button', { name: 'Export' }).click();
    const bar = section.getByRole('progressbar', { name: EXPORT_PROGRESS_LABEL });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^(Waiting for a free worker|Writing|Adding)/);
    expect(await section.getByRole('status').textContent()).not.toBe('');
    expect(await axeViolations(learner.page)).toEqual([]);

    expect(await section.getByRole('button', { name: EXPORT_STOP }).isVisible()).toBe(true);

    // Let the polls through: the server's answers end the bar with the file.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const [download] = await Promise.all([
      learner.page.waitForEvent('download'),
      (async () => {
        holding = false;
        for (const release of held) await release();
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wordhoard-backup-\d{4}-\d\d-\d\d\.zip$/);
    expect(Object.keys(unzipSync(new Uint8Array(await downloadedBytes(download))))).toContain('words.json');
    await expect.poll(() => bar.count()).toBe(0);
    await learner.page.unroute(/\/api\/export\/jobs\/[^/]+$/);
    await learner.page.emulateMedia({ colorScheme: 'light' });
  });
});
