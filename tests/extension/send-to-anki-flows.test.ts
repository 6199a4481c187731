// Where Send to Anki meets the learner: after "Save to Wordhoard" on a page, after the popup's quick
// add, from the context menu for a word saved before, and switching it on in the options.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendSelectionToAnki } from '../../extension/lib/anki-after-save';
import { changeAnkiSettings, readAnkiSettings } from '../../extension/lib/anki-settings';
import { flushQueue } from '../../extension/lib/flush-queue';
import { saveSelection } from '../../extension/lib/save-selection';
import { addFromPopup } from '../../extension/lib/save-word';
import { writeWordsCache } from '../../extension/lib/storage';
import { ANKI_MESSAGES } from '../../shared/export/send-to-anki-texts';
import type { AnkiConnectStub } from '../stubs/anki-connect';
import { grantAnkiPermission, startAnki, switchAnkiOn } from './anki-support';
import { type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { openPage, PAGE, type ScriptedPage, scriptPage } from './fake-page';
import { signInLearner } from './learner';

let api: FakeApi;
let anki: AnkiConnectStub;
let page: ScriptedPage;

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  await signInLearner(api);
  anki = await startAnki();
  page = scriptPage();
  openPage('<p>It rained all night. The petrichor rose from the garden at dawn.</p>', 'petrichor');
});

afterEach(async () => {
  await anki.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const select = (text: string) =>
  saveSelection({ text, pageUrl: PAGE.url, pageTitle: PAGE.title, tabId: PAGE.id, frameId: 0 });
const menuClick = (text: string) =>
  sendSelectionToAnki({ menuItemId: 'send-to-anki', editable: false, selectionText: text }, {
    id: PAGE.id,
  } as never);

describe('Send to Anki after a save', () => {
  it('sends a word saved from a page, with its translations, and says so on the page', async () => {
    grantAnkiPermission();
    await switchAnkiOn();

    const outcome = await select('petrichor');

    expect(outcome).toMatchObject({
      kind: 'added',
      anki: { ok: true, message: '"petrichor" sent to Anki.' },
    });
    expect([...anki.notes.values()][0]?.fields).toMatchObject({
      Word: 'petrichor',
      // The fake translator's "[es]" is escaped as every "[" is (no [sound:…] of the learner's runs).
      Translation: '&#91;es] petrichor',
      Sentence: 'The petrichor rose from the garden at dawn.',
    });
    expect(page.toasts).toEqual([
      ['"petrichor" added!', 'success'],
      ['"petrichor" sent to Anki.', 'success'],
    ]);
  });

  it('keeps the word saved in Wordhoard when Anki refuses it, and says why it is not in Anki', async () => {
    grantAnkiPermission();
    await switchAnkiOn();
    anki.trustedOrigins = [];
    anki.grantOnRequest = false;

    const outcome = await select('petrichor');

    expect(api.words.map((word) => word.word)).toEqual(['petrichor']);
    expect(outcome).toMatchObject({ kind: 'added', anki: { ok: false } });
    expect(page.toasts.at(-1)).toEqual([
      `"petrichor" is saved in Wordhoard, but not in Anki. ${ANKI_MESSAGES.accessDenied}`,
      'error',
    ]);
  });

  it('sends a word that waited for the server once it is saved', async () => {
    grantAnkiPermission();
    await switchAnkiOn();
    api.down = true;
    expect(await select('petrichor')).toMatchObject({ kind: 'queued' });
    expect(anki.actions).toEqual([]);

    api.down = false;
    await flushQueue();

    expect([...anki.notes.values()].map((note) => note.fields.Word)).toEqual(['petrichor']);
  });

  it('does nothing with Anki while Send to Anki is off', async () => {
    grantAnkiPermission();

    const outcome = await select('petrichor');

    expect(outcome).toEqual(expect.not.objectContaining({ anki: expect.anything() }));
    expect(page.toasts).toEqual([['"petrichor" added!', 'success']]);
    expect(anki.actions).toEqual([]);
  });

  it('sends a word added in the popup, and tells the popup', async () => {
    grantAnkiPermission();
    await switchAnkiOn();

    const outcome = await addFromPopup({
      word: 'alba',
      wordTranslation: 'dawn',
      sentence: '',
      sentenceTranslation: '',
      category: 'Weather',
    });

    expect(outcome).toMatchObject({ kind: 'added', anki: { ok: true, message: '"alba" sent to Anki.' } });
    expect([...anki.notes.values()][0]).toMatchObject({
      deckName: 'Wordhoard::Weather',
      fields: { Translation: 'dawn' },
    });
  });
});

describe('"Send to Anki" in the context menu', () => {
  it('sends a word saved before, found whatever its case', async () => {
    grantAnkiPermission();
    await switchAnkiOn();
    const saved = wordFrom({ word: 'Petrichor', wordTranslation: 'petricor' });
    api.words.push(saved);
    await writeWordsCache([saved]);

    expect(await menuClick(' petrichor ')).toEqual({ ok: true, message: '"Petrichor" sent to Anki.' });
    expect(anki.notes.size).toBe(1);
    expect(page.toasts).toEqual([['"Petrichor" sent to Anki.', 'success']]);
  });

  it('asks to save a word first when it is not among the learner’s words', async () => {
    grantAnkiPermission();
    await switchAnkiOn();

    expect(await menuClick('unknown')).toEqual({ ok: false, message: ANKI_MESSAGES.notSaved });
    expect(anki.actions).toEqual([]);
  });

  it('leaves other menu items alone', () => {
    expect(sendSelectionToAnki({ menuItemId: 'save-selection', editable: false }, undefined)).toBeUndefined();
  });
});

describe('switching Send to Anki on', () => {
  it('stays off, saying why, while the browser has not granted the permission', async () => {
    grantAnkiPermission(false);

    await expect(changeAnkiSettings({ enabled: true })).rejects.toThrow(ANKI_MESSAGES.permissionRefused);
    expect((await readAnkiSettings()).enabled).toBe(false);
  });

  it('keeps the choices and shows the menu item only while it is on', async () => {
    grantAnkiPermission();
    const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(() => 'send-to-anki');
    const remove = vi.spyOn(fakeBrowser.contextMenus, 'remove').mockResolvedValue(undefined);

    expect(await changeAnkiSettings({ enabled: true, deck: ' Spanish ', noteType: 'Wordhoard' })).toEqual({
      enabled: true,
      deck: 'Spanish',
      noteType: 'Wordhoard',
      apiKey: '',
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'send-to-anki', contexts: ['selection'] }),
    );

    create.mockClear();
    await changeAnkiSettings({ enabled: false });
    expect(remove).toHaveBeenCalledWith('send-to-anki');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a blank deck name and keeps everything as it was', async () => {
    grantAnkiPermission();

    await expect(changeAnkiSettings({ enabled: true, deck: '  ' })).rejects.toThrow(ANKI_MESSAGES.badDeck);
    expect(await readAnkiSettings()).toMatchObject({ enabled: false, deck: 'Wordhoard' });
  });
});
