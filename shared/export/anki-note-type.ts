// The Anki note type Wordhoard's words become, one definition for every way a word reaches Anki:
// Send to Anki from the extension (AnkiConnect's createModel, docs/decisions/0028-send-to-anki.md)
// and the .apkg export. Dependency-free on purpose, so any reader of Anki's formats can use it.

export const ANKI_NOTE_TYPE_NAME = 'Wordhoard';

/** The note's fields, in Anki's order: the first one is the note's sort field and its duplicate key. */
export const ANKI_NOTE_FIELDS = [
  'Word',
  'Translation',
  'Sentence',
  'SentenceTranslation',
  'Picture',
  'WordAudio',
  'SentenceAudio',
  'Source',
  // Last, so that the fields before keep their places (docs/decisions/0032-encounters-in-exports.md).
  'Encounters',
] as const;

export type AnkiNoteField = (typeof ANKI_NOTE_FIELDS)[number];
export type AnkiNoteFields = Record<AnkiNoteField, string>;

export interface AnkiCardTemplate {
  Name: string;
  Front: string;
  Back: string;
}

// Sections ({{#Field}}…{{/Field}}) keep empty fields from leaving empty lines on a card.
const SENTENCE =
  '{{#Sentence}}<div class="sentence">{{Sentence}} {{SentenceAudio}}</div>{{/Sentence}}' +
  '{{#SentenceTranslation}}<div class="sentence-translation">{{SentenceTranslation}}</div>{{/SentenceTranslation}}';
const PICTURE = '{{#Picture}}<div class="picture">{{Picture}}</div>{{/Picture}}';
const SOURCE =
  '{{#Source}}<div class="source">{{Source}}</div>{{/Source}}' +
  '{{#Encounters}}<div class="encounters">{{Encounters}}</div>{{/Encounters}}';

/**
 * Card 1 asks the word and answers its translation; card 2 asks the translation and answers the
 * word. Card 2's front is empty without a translation, so Anki makes no card 2 for such a word.
 */
export const ANKI_CARD_TEMPLATES: readonly AnkiCardTemplate[] = [
  {
    Name: 'Word → Translation',
    Front: '<div class="word">{{Word}}</div>{{WordAudio}}',
    Back: `{{FrontSide}}<hr id="answer"><div class="translation">{{Translation}}</div>${PICTURE}${SENTENCE}${SOURCE}`,
  },
  {
    Name: 'Translation → Word',
    Front: `{{#Translation}}<div class="translation">{{Translation}}</div>${PICTURE}{{/Translation}}`,
    Back: `{{FrontSide}}<hr id="answer"><div class="word">{{Word}}</div>{{WordAudio}}${SENTENCE}${SOURCE}`,
  },
];

export const ANKI_NOTE_CSS = `.card { font-family: system-ui, sans-serif; font-size: 22px; text-align: center; color: #1d1d1f; background: #fff; }
.nightMode .card, .card.nightMode { color: #f2f2f2; background: #1e1e1e; }
.word { font-size: 34px; font-weight: 600; }
.translation { font-size: 28px; }
.sentence { margin-top: 16px; font-style: italic; }
.sentence-translation { margin-top: 6px; opacity: 0.75; }
.picture img { max-width: 100%; max-height: 280px; margin-top: 12px; border-radius: 8px; }
.source { margin-top: 16px; font-size: 14px; opacity: 0.7; }
.encounters { margin-top: 16px; font-size: 18px; text-align: left; }`;

/** The deck words go to unless the learner chooses another. */
export const ANKI_DEFAULT_DECK = 'Wordhoard';
