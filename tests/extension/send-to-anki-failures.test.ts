// What the learner reads when Send to Anki cannot work: Anki closed, the browser's permission
// refused, Anki refusing access, an API key needed, an add-on too old, an unusable note type.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ankiStatus, sendToAnki } from '../../extension/lib/send-to-anki';
import {
  ANKI_MESSAGES,
  ankiNoWordFieldMessage,
  ankiVersionTooOldMessage,
} from '../../shared/export/send-to-anki-texts';
import type { AnkiConnectStub } from '../stubs/anki-connect';
import { EXTENSION_ORIGIN, grantAnkiPermission, startAnki, switchAnkiOn } from './anki-support';
import { type FakeApi, startFakeApi, wordFrom } from './fake-api';
import { signInLearner } from './learner';

let api: FakeApi;
let anki: AnkiConnectStub;
let stopped = false;

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  await signInLearner(api);
  anki = await startAnki();
  stopped = false;
  grantAnkiPermission();
  await switchAnkiOn();
});

afterEach(async () => {
  if (!stopped) await anki.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const word = wordFrom({ word: 'petrichor', wordTranslation: 'petricor' });

describe('Send to Anki when it cannot work', () => {
  it('says Anki is not running (or lacks AnkiConnect) when nothing answers on its port', async () => {
    await anki.stop();
    stopped = true;

    await expect(sendToAnki(word)).rejects.toMatchObject({
      code: 'anki_unreachable',
      message: ANKI_MESSAGES.notRunning,
    });
    await expect(ankiStatus()).rejects.toThrow(ANKI_MESSAGES.notRunning);
  });

  it('says AnkiConnect is missing when another program answers on its port', async () => {
    anki.impostor = true;

    await expect(ankiStatus()).rejects.toMatchObject({
      code: 'anki_not_ankiconnect',
      message: ANKI_MESSAGES.notAnkiConnect,
    });
  });

  it('says the permission was refused, and never reaches Anki, while the browser withholds it', async () => {
    vi.restoreAllMocks();
    grantAnkiPermission(false);

    await expect(sendToAnki(word)).rejects.toThrow(ANKI_MESSAGES.permissionRefused);
    expect(anki.actions).toEqual([]);
  });

  it('says Anki refused when the learner answers No to AnkiConnect’s question', async () => {
    anki.trustedOrigins = [];
    anki.grantOnRequest = false;

    await expect(sendToAnki(word)).rejects.toThrow(ANKI_MESSAGES.accessDenied);
    expect(anki.actions).toEqual(['requestPermission']);
    expect(anki.notes.size).toBe(0);
  });

  it('works once the learner answers Yes, and AnkiConnect trusts the extension from then on', async () => {
    anki.trustedOrigins = [];

    await sendToAnki(word);

    expect(anki.trustedOrigins).toEqual([EXTENSION_ORIGIN]);
    expect(anki.notes.size).toBe(1);
  });

  it('asks for the API key when AnkiConnect has one, and works with it', async () => {
    anki.apiKey = 'secret';

    await expect(sendToAnki(word)).rejects.toThrow(ANKI_MESSAGES.keyRequired);
    await switchAnkiOn({ apiKey: 'wrong' });
    await expect(sendToAnki(word)).rejects.toThrow(ANKI_MESSAGES.keyRequired);
    await switchAnkiOn({ apiKey: 'secret' });
    expect(await sendToAnki(word)).toMatchObject({ updated: false });
  });

  it('says the add-on is too old when it speaks an API version before 6', async () => {
    anki.version = 5;

    await expect(sendToAnki(word)).rejects.toThrow(ankiVersionTooOldMessage(5));
    expect(anki.notes.size).toBe(0);
  });

  it('says the add-on is too old when it does not even know requestPermission', async () => {
    anki.version = 4;
    anki.unknownActions.add('requestPermission');

    await expect(ankiStatus()).rejects.toMatchObject({
      code: 'anki_old_version',
      message: ankiVersionTooOldMessage(4),
    });
  });

  it('refuses a chosen note type that Anki does not have, or that has no Word field', async () => {
    await switchAnkiOn({ noteType: 'Vocab' });
    await expect(sendToAnki(word)).rejects.toThrow(ankiNoWordFieldMessage('Vocab'));

    anki.models.set('Vocab', { fields: ['Front', 'Back'], templates: [], css: '' });
    await expect(sendToAnki(word)).rejects.toThrow(ankiNoWordFieldMessage('Vocab'));
    expect(anki.notes.size).toBe(0);
  });

  it('passes on Anki’s own refusal, such as a duplicate the learner reformatted in Anki', async () => {
    await sendToAnki(word);
    const [note] = [...anki.notes.values()];
    if (note) note.fields.Word = '<b>petrichor</b>';

    await expect(sendToAnki(word)).rejects.toMatchObject({
      code: 'anki_refused',
      message: 'Anki said: cannot create note because it is a duplicate',
    });
    expect(anki.notes.size).toBe(1);
  });

  it('says Send to Anki is off when it is', async () => {
    await switchAnkiOn({ enabled: false });

    await expect(sendToAnki(word)).rejects.toThrow(ANKI_MESSAGES.notEnabled);
    expect(anki.actions).toEqual([]);
  });

  it('lists Anki’s decks and note types for the options page', async () => {
    anki.decks.add('Spanish');

    expect(await ankiStatus()).toEqual({
      decks: ['Default', 'Spanish'],
      noteTypes: ['Basic'],
      message: 'Connected to Anki: 2 decks, 1 note type.',
    });
    expect(api.requests).toEqual([]);
  });
});
