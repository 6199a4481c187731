// A word saved again from a page (docs/decisions/0029-encounters.md): the toast still says the
// spec's 'The word already exists.', with "Add this sentence to it"; the button hands the background
// an offer id only, which adds that page's sentence to the saved word, once, from that tab only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { acceptEncounterOffer, addEncounterFromPopup } from '../../extension/lib/encounter-offer';
import type { ToastAction } from '../../extension/lib/page-toast';
import { saveSelection } from '../../extension/lib/save-selection';
import { readWordsCache, tokenItem, userItem, writeWordsCache } from '../../extension/lib/storage';
import { formOfSavedMessage } from '../../shared/forms/index';
import { ENCOUNTER_TEXTS } from '../../shared/words/encounters';
import { WORD_MESSAGES } from '../../shared/words/rules';
import { ADA, type FakeApi, startFakeApi, tokenFor, wordFrom } from './fake-api';
import { openPage, PAGE, type ScriptedPage, scriptPage } from './fake-page';

let api: FakeApi;
let page: ScriptedPage;
const saved = wordFrom({ word: 'petrichor', sentence: 'An older sentence with petrichor.' });

const select = (text: string) =>
  saveSelection({ text, pageUrl: PAGE.url, pageTitle: PAGE.title, tabId: PAGE.id, frameId: 0 });

/** The offer the last toast carried: what its button sends the background. */
function lastOffer(): ToastAction | undefined {
  const calls = vi.mocked(fakeBrowser.scripting.executeScript).mock.calls;
  const withAction = calls
    .map(([injection]) => (injection as { args?: unknown[] }).args?.[3])
    .filter(Boolean);
  return withAction.at(-1) as ToastAction | undefined;
}
const offerIdOf = (action: ToastAction | undefined) =>
  (action?.envelope.request as { offerId: string } | undefined)?.offerId ?? '';
const fromTab = (id: number) => ({ tab: { id } }) as Parameters<typeof acceptEncounterOffer>[1];

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  page = scriptPage();
  const token = await tokenFor();
  api.tokens.add(token);
  await tokenItem.setValue(token);
  await userItem.setValue(ADA);
  api.words.push(saved);
  await writeWordsCache([saved]);
  openPage(
    '<p>It rained all night. The petrichor rose from the garden at dawn. Birds sang.</p>',
    'petrichor',
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a word met again on a page', () => {
  it("says the spec's message and offers the page's sentence", async () => {
    expect(await select('Petrichor')).toEqual({ kind: 'exists', message: WORD_MESSAGES.wordExists });
    expect(page.toasts).toEqual([[WORD_MESSAGES.wordExists, 'error']]);
    expect(lastOffer()?.label).toBe(ENCOUNTER_TEXTS.offer);
    expect(lastOffer()?.envelope).toMatchObject({ name: 'acceptEncounterOffer' });
    expect(api.requests.some((r) => r.path.startsWith('/encounters'))).toBe(false);
  });

  it('adds the sentence with its page and translation when the button is pressed, once', async () => {
    await select('petrichor');
    const offerId = offerIdOf(lastOffer());
    expect(await acceptEncounterOffer(offerId, fromTab(PAGE.id))).toEqual({
      message: 'Sentence added to the word.',
    });
    expect(api.encounters.get(saved.uuid)).toEqual([
      {
        sentence: 'The petrichor rose from the garden at dawn.',
        sentenceTranslation: '[es] The petrichor rose from the garden at dawn.',
        sourceUrl: PAGE.url,
        sourceTitle: PAGE.title,
      },
    ]);
    expect(page.toasts.at(-1)).toEqual(['Sentence added to the word.', 'success']);
    expect((await readWordsCache())[0]?.encounterCount).toBe(1);
    await expect(acceptEncounterOffer(offerId, fromTab(PAGE.id))).rejects.toThrow(
      ENCOUNTER_TEXTS.offerExpired,
    );
    expect(api.encounters.get(saved.uuid)).toHaveLength(1);
  });

  it("translates the sentence from the saved word's language", async () => {
    const tokyo = wordFrom({ word: '東京', language: 'ja-JP', voice: 'ja-JP-Female' });
    api.words.push(tokyo);
    await writeWordsCache([saved, tokyo]);
    openPage('<p>雨が降った。東京は今日も雨でした。</p>', '東京');

    await select('東京');
    await acceptEncounterOffer(offerIdOf(lastOffer()), fromTab(PAGE.id));

    expect(api.translations).toEqual([
      { sourceLanguage: 'ja', targetLanguage: 'es', text: '東京は今日も雨でした。' },
    ]);
    expect(api.encounters.get(tokyo.uuid)).toHaveLength(1);
  });

  it('refuses the offer from another tab, and an unknown offer', async () => {
    await select('petrichor');
    await expect(acceptEncounterOffer(offerIdOf(lastOffer()), fromTab(PAGE.id + 1))).rejects.toThrow(
      ENCOUNTER_TEXTS.offerExpired,
    );
    await expect(acceptEncounterOffer('made-up', fromTab(PAGE.id))).rejects.toThrow(
      ENCOUNTER_TEXTS.offerExpired,
    );
    expect(api.encounters.size).toBe(0);
  });

  it('offers nothing when the page gives no sentence beyond the word', async () => {
    openPage('<p>petrichor</p>', 'petrichor');
    vi.mocked(fakeBrowser.scripting.executeScript).mockClear();
    await select('petrichor');
    expect(page.toasts.at(-1)).toEqual([WORD_MESSAGES.wordExists, 'error']);
    expect(lastOffer()).toBeUndefined();
  });

  it("takes the popup form's sentence for the saved word, found whatever the case", async () => {
    const answer = await addEncounterFromPopup({
      word: ' PETRICHOR ',
      sentence: 'Petrichor again.',
      sentenceTranslation: 'Petricor otra vez.',
    });
    expect(answer.message).toBe('Sentence added to the word.');
    expect(api.encounters.get(saved.uuid)).toEqual([
      { sentence: 'Petrichor again.', sentenceTranslation: 'Petricor otra vez.' },
    ]);
    await expect(
      addEncounterFromPopup({ word: 'unknown', sentence: 'x y', sentenceTranslation: '' }),
    ).rejects.toThrow(ENCOUNTER_TEXTS.notAdded);
  });
});

describe('a form of a saved word met on a page', () => {
  beforeEach(async () => {
    const anchor = wordFrom({ word: 'anchor' });
    api.words.push(anchor);
    await writeWordsCache([saved, anchor]);
    openPage('<p>The ship lay still. Two anchors held her in the bay. Gulls cried.</p>', 'anchors');
  });

  it('offers the sentence to the saved word instead of saving a new word', async () => {
    const message = formOfSavedMessage('anchors', 'anchor');
    expect(await select('anchors')).toEqual({ kind: 'exists', message });
    expect(page.toasts).toEqual([[message, 'error']]);
    expect(api.words.map((word) => word.word)).toEqual(['petrichor', 'anchor']);
    const anchor = api.words[1];
    await acceptEncounterOffer(offerIdOf(lastOffer()), fromTab(PAGE.id));
    expect(api.encounters.get(anchor?.uuid ?? '')?.[0]?.sentence).toBe('Two anchors held her in the bay.');
  });

  it('saves it as a word of its own when the learner saves it again', async () => {
    openPage('<p>The ship lay still. She anchored in the bay. Gulls cried.</p>', 'anchored');
    expect((await select('anchored')).kind).toBe('exists');
    expect((await select('anchored')).kind).toBe('added');
    expect(api.words.map((word) => word.word).sort()).toEqual(['anchor', 'anchored', 'petrichor']);
  });

  it("keeps the spec's message for the saved word as written", async () => {
    openPage('<p>The ship lay still. The anchor held her in the bay. Gulls cried.</p>', 'anchor');
    expect(await select('Anchor')).toEqual({ kind: 'exists', message: WORD_MESSAGES.wordExists });
  });
});
