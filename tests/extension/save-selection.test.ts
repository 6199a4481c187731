// "Save to Wordhoard" on a selection: the word rules after trimming, the sentence read from the
// page, the learner's choices (category, automatic translation), and the notice on the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readQueue } from '../../extension/lib/save-queue';
import { saveSelection } from '../../extension/lib/save-selection';
import { settingsItem, tokenItem, userItem } from '../../extension/lib/storage';
import { SOURCE_TITLE_MAX, SOURCE_URL_MAX } from '../../shared/words/rules';
import { ADA, type FakeApi, startFakeApi, tokenFor } from './fake-api';
import { openPage, PAGE, type ScriptedPage, scriptPage } from './fake-page';

let api: FakeApi;
let page: ScriptedPage;

const select = (text: string) =>
  saveSelection({ text, pageUrl: PAGE.url, pageTitle: PAGE.title, tabId: PAGE.id, frameId: 0 });

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  page = scriptPage();
  const token = await tokenFor();
  api.tokens.add(token);
  await tokenItem.setValue(token);
  await userItem.setValue(ADA);
  openPage(
    '<p>It rained all night. The petrichor rose from the garden at dawn. Birds sang.</p>',
    'petrichor',
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveSelection', () => {
  it('adds the word with its sentence, its page and its translations, and says so on the page', async () => {
    const outcome = await select('  petrichor ');

    expect(outcome).toMatchObject({ kind: 'added', message: '"petrichor" added!' });
    expect(api.words[0]).toMatchObject({
      word: 'petrichor',
      sentence: 'The petrichor rose from the garden at dawn.',
      wordTranslation: '[es] petrichor',
      sentenceTranslation: '[es] The petrichor rose from the garden at dawn.',
      language: 'en-US',
      voice: 'en-US-Female',
      category: 'No',
      sourceUrl: PAGE.url,
      sourceTitle: PAGE.title,
    });
    expect(page.toasts).toEqual([['"petrichor" added!', 'success']]);
  });

  it("translates and speaks a word in the language its page names, not the learner's", async () => {
    openPage('<p lang="de">Der Regen fiel. Die Erde roch nach Regen.</p>', 'Erde');

    await select('Erde');

    expect(
      api.translations.map(({ sourceLanguage, targetLanguage }) => [sourceLanguage, targetLanguage]),
    ).toEqual([
      ['de', 'es'],
      ['de', 'es'],
    ]);
    expect(api.words[0]).toMatchObject({ word: 'Erde', language: 'de-DE', voice: 'de-DE-Female' });
  });

  it("keeps the learner's languages when the page names none, or names the language translated into", async () => {
    await select('petrichor');
    openPage('<p lang="es">La lluvia cayó. El petricor subió.</p>', 'petricor');
    await select('petricor');

    expect(new Set(api.translations.map(({ sourceLanguage }) => sourceLanguage))).toEqual(new Set(['en']));
    expect(api.words.map(({ language }) => language)).toEqual(['en-US', 'en-US']);
  });

  it('saves without translations when the server has no translator (503)', async () => {
    api.translation = 503;

    expect(await select('petrichor')).toMatchObject({ kind: 'added' });
    expect(api.words[0]).toMatchObject({ wordTranslation: '', sentenceTranslation: '' });
  });

  it('tells once, and only once, how to get a translator when neither the browser nor the server has one', async () => {
    api.translation = 503;

    await select('petrichor');
    await select('garden');

    const told = page.toasts.filter(([message]) => message.includes('TRANSLATE_PROVIDER'));
    expect(told).toEqual([[expect.stringContaining('Chrome 138'), 'info']]);
  });

  it('does not translate when the options say so, and uses the default category', async () => {
    await settingsItem.setValue({ defaultCategory: 'Weather', translateAutomatically: false });

    await select('petrichor');

    expect(api.words[0]).toMatchObject({ wordTranslation: '', category: 'Weather' });
    expect(api.requests.map((request) => request.path)).not.toContain('/translation');
  });

  it('refuses 101 characters with "Up to 100 chars. " on the page, reading and saving nothing', async () => {
    const outcome = await select('a'.repeat(101));

    expect(outcome).toMatchObject({ kind: 'invalid', message: 'Up to 100 chars.' });
    expect(page.toasts).toEqual([['Up to 100 chars.', 'error']]);
    expect(page.reads()).toBe(0);
    expect(api.requests.filter((request) => request.path === '/words/add')).toEqual([]);
  });

  it('takes exactly 100 characters once trimmed', async () => {
    expect(await select(`\n  ${'b'.repeat(100)}  \t`)).toMatchObject({ kind: 'added' });
    expect(api.words[0]?.word).toBe('b'.repeat(100));
  });

  it('says "The word already exists." on the page for a word saved before, in any case', async () => {
    await select('petrichor');

    expect(await select('PETRICHOR')).toEqual({ kind: 'exists', message: 'The word already exists.' });
    expect(page.toasts.at(-1)).toEqual(['The word already exists.', 'error']);
    expect(api.words).toHaveLength(1);
  });

  it('keeps the word with its sentence while the server is unreachable, and says it will follow', async () => {
    api.down = true;

    expect(await select('petrichor')).toMatchObject({ kind: 'queued' });
    expect(await readQueue()).toMatchObject([
      { word: 'petrichor', sentence: 'The petrichor rose from the garden at dawn.', sourceUrl: PAGE.url },
    ]);
    expect(page.toasts).toEqual([['"petrichor" will be added as soon as Wordhoard can be reached.', 'info']]);
  });

  it('keeps no address for pages that are not http(s)', async () => {
    await saveSelection({
      text: 'petrichor',
      pageUrl: 'file:///home/ada/notes.html',
      pageTitle: 'Notes',
      tabId: 4,
    });
    expect(api.words[0]).toMatchObject({ sourceUrl: '', sourceTitle: 'Notes' });
  });

  it('saves a word from a page with an over-long address, without its query, and cuts a long title', async () => {
    const pageUrl = `${PAGE.url}?utm_source=${'x'.repeat(SOURCE_URL_MAX)}#top`;
    const pageTitle = 'A very long story. '.repeat(30);

    const outcome = await saveSelection({ text: 'petrichor', pageUrl, pageTitle, tabId: PAGE.id });

    expect(outcome).toMatchObject({ kind: 'added' });
    expect(api.words[0]?.sourceUrl).toBe(PAGE.url);
    expect(api.words[0]?.sourceTitle.length).toBeLessThanOrEqual(SOURCE_TITLE_MAX);
    expect(api.words[0]?.sourceTitle.startsWith('A very long story. A very')).toBe(true);
  });

  it('saves the word without an address when even the path is too long', async () => {
    const pageUrl = `${PAGE.url}/${'p'.repeat(SOURCE_URL_MAX)}`;

    expect(
      await saveSelection({ text: 'petrichor', pageUrl, pageTitle: 'Long', tabId: PAGE.id }),
    ).toMatchObject({ kind: 'added' });
    expect(api.words[0]).toMatchObject({ word: 'petrichor', sourceUrl: '', sourceTitle: 'Long' });
  });

  it('keeps a word the server refuses in the queue with the reason, and says where to find it', async () => {
    api.refused.set('petrichor', 'Please select a Voice.');

    const outcome = await select('petrichor');

    const message =
      '"petrichor" was not added: Please select a Voice. It waits in the Wordhoard popup (toolbar button) for you to edit it.';
    expect(outcome).toMatchObject({ kind: 'invalid', message });
    expect(page.toasts).toEqual([[message, 'error']]);
    expect(await readQueue()).toMatchObject([
      {
        word: 'petrichor',
        sentence: 'The petrichor rose from the garden at dawn.',
        problem: 'Please select a Voice.',
      },
    ]);
  });
});
