// The notes of an open collection as ImportRecords, a page at a time, in the order stored. Our own note
// type is read by field name; any other takes its first field as the word and its second as the
// translation, with the first picture and sound of the note (a first field of media only gets its
// word from the sound's file name or the other fields, media-only-word.ts). The history and schedule are those
// of the note's first card (card 1 asks the word, as our reviews do).

import { ANKI_DECK_ROOT, APKG_SCORE_TAG, uuidFromAnkiGuid } from '../../../../../shared/export/anki-package';
import { findSpeechLocale } from '../../../../../shared/languages/speech';
import type { ImportedFile, ImportRecord } from '../import-record';
import { splitEncounters } from '../text/encounters-html';
import { reviewsOf, scheduleOf } from './card-state';
import type { OpenCollection } from './collection';
import { cardsOfNotes, type NoteRow, notePages } from './collection-rows';
import { mediaOnlyWord } from './media-only-word';
import { htmlToText, imagesIn, soundsIn, sourceOf } from './note-html';

const FIRST_PLAUSIBLE_MS = Date.UTC(2000, 0, 1);

export type MediaLookup = (name: string | undefined) => ImportedFile | undefined;

function fromTags(tags: string): Pick<ImportRecord, 'language' | 'score'> {
  const out: Pick<ImportRecord, 'language' | 'score'> = {};
  for (const tag of tags.split(/\s+/).filter(Boolean)) {
    if (tag.startsWith(APKG_SCORE_TAG)) {
      const score = Number(tag.slice(APKG_SCORE_TAG.length));
      if ([1, 2, 3].includes(score)) out.score = score;
    } else if (!out.language && findSpeechLocale(tag)) out.language = tag;
  }
  return out;
}

/**
 * Our subdecks give their category and our root deck none (''); another deck its last level;
 * Anki's "Default" says nothing.
 */
function categoryOf(deck: string | undefined): string | undefined {
  if (!deck || deck === 'Default') return undefined;
  if (deck === ANKI_DECK_ROOT) return '';
  if (deck.startsWith(`${ANKI_DECK_ROOT}::`)) return deck.slice(ANKI_DECK_ROOT.length + 2);
  return deck.split('::').pop();
}

/** The Encounters field's list, each sentence with its audio from the package; undefined for none. */
function encountersOf(html: string, media: MediaLookup): ImportRecord['encounters'] {
  const { encounters } = splitEncounters(html);
  if (encounters.length === 0) return undefined;
  return encounters.map(({ sound, ...encounter }) => ({ ...encounter, speechSentence: media(sound) }));
}

function fieldsOf(note: NoteRow, names: string[], media: MediaLookup): Omit<ImportRecord, 'line'> {
  const fields = note.flds.split('\x1f');
  if (names.includes('Word') && names.includes('Translation')) {
    const get = (name: string) => fields[names.indexOf(name)] ?? '';
    return {
      // A Word field emptied in Anki: its audio's file name may still say it.
      word: htmlToText(get('Word')) || mediaOnlyWord(soundsIn(get('WordAudio'))[0], []).word,
      wordTranslation: htmlToText(get('Translation')),
      sentence: htmlToText(get('Sentence')),
      sentenceTranslation: htmlToText(get('SentenceTranslation')),
      picture: media(imagesIn(get('Picture'))[0]),
      speechWord: media(soundsIn(get('WordAudio'))[0]),
      speechSentence: media(soundsIn(get('SentenceAudio'))[0]),
      ...sourceOf(get('Source')),
      // The ninth field, from decision 0032 on; a package made before has none.
      encounters: encountersOf(get('Encounters'), media),
    };
  }
  const [front = '', ...rest] = fields;
  const word = htmlToText(front);
  const texts = word
    ? { word, wordTranslation: htmlToText(rest[0] ?? '') }
    : mediaOnlyWord(soundsIn(front)[0], rest.map(htmlToText));
  return {
    ...texts,
    picture: media(fields.flatMap(imagesIn)[0]),
    speechWord: media(fields.flatMap(soundsIn)[0]),
  };
}

export async function* noteRecords(col: OpenCollection, media: MediaLookup): AsyncGenerator<ImportRecord> {
  const { first, history } = await cardsOfNotes(col);
  let line = 0;
  for await (const notes of notePages(col)) {
    for (const note of notes) {
      line += 1;
      const card = first.get(note.id);
      const reviews = reviewsOf(card ? (history.get(card.id) ?? []) : []);
      const lastReview = reviews.length > 0 ? (reviews[reviews.length - 1]?.reviewedAt ?? null) : null;
      const record: ImportRecord = {
        line,
        ...fieldsOf(note, col.fieldNames.get(note.mid) ?? [], media),
        ...fromTags(note.tags),
        uuid: uuidFromAnkiGuid(note.guid),
        deck: card ? col.deckNames.get(card.did) : undefined,
        category: categoryOf(card ? col.deckNames.get(card.did) : undefined),
        date: note.id >= FIRST_PLAUSIBLE_MS ? new Date(note.id).toISOString().slice(0, 10) : undefined,
        reviews: reviews.length > 0 ? reviews : undefined,
        schedule: card ? scheduleOf(card, col.crtMs, lastReview) : undefined,
      };
      // Keys left undefined say "the package has nothing for this", not "empty".
      for (const key of Object.keys(record) as (keyof ImportRecord)[])
        if (record[key] === undefined) delete record[key];
      yield record;
    }
  }
}
