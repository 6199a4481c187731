// Send to Anki against a stand-in that speaks AnkiConnect's documented API: the first send makes
// the deck and the Wordhoard note type, media arrive as bytes, a word sent again updates its note,
// and nothing a learner typed reaches Anki as markup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendToAnki } from '../../extension/lib/send-to-anki';
import {
  ANKI_CARD_TEMPLATES,
  ANKI_NOTE_FIELDS,
  ANKI_NOTE_TYPE_NAME,
} from '../../shared/export/anki-note-type';
import type { AnkiConnectStub } from '../stubs/anki-connect';
import { decode, grantAnkiPermission, startAnki, switchAnkiOn } from './anki-support';
import { type FakeApi, PNG_BYTES, startFakeApi, wordFrom } from './fake-api';
import { signInLearner } from './learner';

let api: FakeApi;
let anki: AnkiConnectStub;

beforeEach(async () => {
  fakeBrowser.reset();
  api = startFakeApi();
  await signInLearner(api);
  anki = await startAnki();
  grantAnkiPermission();
  await switchAnkiOn();
});

afterEach(async () => {
  await anki.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const petrichor = (fields: Parameters<typeof wordFrom>[0] = { word: 'petrichor' }) =>
  wordFrom({
    wordTranslation: 'petricor',
    sentence: 'The petrichor rose at dawn.',
    sentenceTranslation: 'El petricor subió al alba.',
    picture: 'c0ffee',
    speechWord: 'a1b2',
    speechSentence: 'c3d4',
    sourceUrl: 'https://example.org/story',
    sourceTitle: 'A story',
    ...fields,
  });

const onlyNote = () => {
  expect(anki.notes.size).toBe(1);
  return [...anki.notes.values()][0];
};

describe('sendToAnki', () => {
  it('creates the deck and the Wordhoard note type on first use, and adds the note', async () => {
    const sent = await sendToAnki(petrichor());

    expect(sent).toMatchObject({ updated: false, message: '"petrichor" sent to Anki.' });
    expect(anki.decks.has('Wordhoard')).toBe(true);
    expect(anki.models.get(ANKI_NOTE_TYPE_NAME)).toMatchObject({
      fields: [...ANKI_NOTE_FIELDS],
      templates: ANKI_CARD_TEMPLATES,
    });
    expect(onlyNote()).toMatchObject({
      deckName: 'Wordhoard',
      modelName: 'Wordhoard',
      tags: ['wordhoard'],
      fields: {
        Word: 'petrichor',
        Translation: 'petricor',
        Sentence: 'The petrichor rose at dawn.',
        SentenceTranslation: 'El petricor subió al alba.',
        Picture: '<img src="wordhoard-c0ffee.png">',
        WordAudio: '[sound:wordhoard-a1b2.mp3]',
        SentenceAudio: '[sound:wordhoard-c3d4.mp3]',
        Source: '<a href="https://example.org/story">A story</a>',
      },
    });
  });

  it('fills a Wordhoard note type made before the Encounters field, and never empties that field', async () => {
    const earlier = ANKI_NOTE_FIELDS.filter((field) => field !== 'Encounters');
    anki.models.set(ANKI_NOTE_TYPE_NAME, { fields: earlier, templates: [], css: '' });

    const first = await sendToAnki(petrichor());
    expect(first.updated).toBe(false);
    expect(Object.keys(onlyNote()?.fields ?? {})).toEqual(earlier);
    expect(onlyNote()?.fields.Word).toBe('petrichor');
    expect(anki.actions).not.toContain('createModel');

    // With the field present (a package filled it), sending the word again leaves it as it was.
    anki.models.set(ANKI_NOTE_TYPE_NAME, { fields: [...ANKI_NOTE_FIELDS], templates: [], css: '' });
    const note = onlyNote();
    if (note) note.fields.Encounters = '<ul class="encounters"><li>Met again.</li></ul>';
    expect((await sendToAnki(petrichor({ word: 'petrichor', wordTranslation: 'olor' }))).updated).toBe(true);
    expect(onlyNote()?.fields).toMatchObject({
      Translation: 'olor',
      Encounters: '<ul class="encounters"><li>Met again.</li></ul>',
    });
  });

  it('copies the picture and audio bytes into Anki as data, never as an address of ours', async () => {
    await sendToAnki(petrichor());

    expect(decode(anki.media.get('wordhoard-c0ffee.png') ?? '')).toEqual([...PNG_BYTES]);
    expect(decode(anki.media.get('wordhoard-a1b2.mp3') ?? '')).toEqual([0x49, 0x44, 0x33]);
    expect(decode(anki.media.get('wordhoard-c3d4.mp3') ?? '')).toEqual([0x49, 0x44, 0x33]);
    expect(api.requests.map((request) => request.path)).toContain('/words/get/image/7/c0ffee');
  });

  it('stores nothing for a word without picture or audio, and leaves those fields empty', async () => {
    await sendToAnki(petrichor({ word: 'plain', picture: '', speechWord: '', speechSentence: '' }));

    expect(anki.media.size).toBe(0);
    expect(onlyNote()?.fields).toMatchObject({ Picture: '', WordAudio: '', SentenceAudio: '' });
  });

  it('puts a word with a category in a subdeck named after it', async () => {
    await switchAnkiOn({ deck: 'Languages' });

    await sendToAnki(petrichor({ word: 'petrichor', category: 'Weather::Rain' }));

    expect(onlyNote()?.deckName).toBe('Languages::Weather:Rain');
    expect(anki.decks.has('Languages::Weather:Rain')).toBe(true);
  });

  it('updates the note of a word sent before instead of adding a duplicate', async () => {
    const first = await sendToAnki(petrichor());
    const again = await sendToAnki(petrichor({ word: 'petrichor', wordTranslation: 'olor a lluvia' }));

    expect(again).toEqual({ noteId: first.noteId, updated: true, message: '"petrichor" updated in Anki.' });
    expect(onlyNote()?.fields.Translation).toBe('olor a lluvia');
    // The note type is made once.
    expect(anki.actions.filter((action) => action === 'createModel')).toHaveLength(1);
  });

  it('escapes every field: no markup a learner typed reaches Anki, and no sound it names plays', async () => {
    const word = '<script>alert(1)</script> "say" *it*_ \\ [x]';
    await sendToAnki(
      petrichor({
        word,
        wordTranslation: '<img src=x onerror=alert(1)>',
        sentence: 'Listen [sound:_secret.mp3] & more',
        sourceUrl: 'javascript:alert(1)',
        sourceTitle: '<b>Title</b>',
      }),
    );
    const fields = onlyNote()?.fields ?? {};

    expect(fields.Word).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &quot;say&quot; *it*_ \\ &#91;x]');
    expect(fields.Translation).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(fields.Sentence).toBe('Listen &#91;sound:_secret.mp3] &amp; more');
    expect(fields.Source).toBe('&lt;b&gt;Title&lt;/b&gt;');
    for (const value of Object.values(fields))
      expect(value).not.toMatch(/<(script|b>)|javascript:|onerror=alert\(1\)>/);

    // Quotes, wildcards and backslashes are escaped in the search: the same word is found again.
    expect(await sendToAnki(petrichor({ word }))).toMatchObject({ updated: true });
    expect(anki.notes.size).toBe(1);
  });

  it('keeps words apart that match each other only through Anki search wildcards', async () => {
    await sendToAnki(petrichor({ word: 'cat' }));
    await sendToAnki(petrichor({ word: 'c_t' }));
    await sendToAnki(petrichor({ word: 'c*' }));

    expect([...anki.notes.values()].map((note) => note.fields.Word)).toEqual(['cat', 'c_t', 'c*']);
  });

  it('uses another note type the learner chose, when it has a Word field', async () => {
    anki.models.set('Vocab', { fields: ['Word', 'Meaning'], templates: [], css: '' });
    await switchAnkiOn({ noteType: 'Vocab' });

    await sendToAnki(petrichor());

    expect(onlyNote()).toMatchObject({ modelName: 'Vocab', fields: { Word: 'petrichor', Meaning: '' } });
    expect(anki.models.has(ANKI_NOTE_TYPE_NAME)).toBe(false);
  });
});
