// A word as an Anki note's fields: every text HTML-escaped (a field is HTML in Anki, and no
// learner's text may become markup or script there), media as Anki references them, and the sort
// field and checksum Anki computes (rslib/src/notes/mod.rs: prepare_for_update, field_checksum).
import { createHash } from 'node:crypto';
import {
  type AnkiNoteMedia,
  type AnkiNoteText,
  ankiNoteFields,
} from '../../../../../shared/export/anki-note';
import { ANKI_NOTE_FIELDS } from '../../../../../shared/export/anki-note-type';
import { APKG_SCORE_TAG } from '../../../../../shared/export/anki-package';

/** The word's fields in the note type's order (Send to Anki fills the same, anki-note.ts);
 *  `encounters` is the Encounters field's HTML (encountersHtml). */
export function noteFields(word: AnkiNoteText, media: AnkiNoteMedia, encounters = ''): string[] {
  const fields = ankiNoteFields(word, media, encounters);
  return ANKI_NOTE_FIELDS.map((name) => fields[name]);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&nbsp;': ' ',
  '&#91;': '[',
};

// Made once, not per note (a literal in the function is a new object per call).
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:amp|lt|gt|quot|nbsp|#91);/g;
const SPACES = /\s+/g;

/** Anki's strip_html for our own fields: tags out, the few entities ankiField writes decoded. */
export const stripOurHtml = (html: string): string =>
  html.replace(TAG, '').replace(ENTITY, (e) => ENTITIES[e] ?? e);

/** The first field without HTML; the column's integer affinity stores a number as a number, as Anki's does. */
export const sortField = (fields: readonly string[]): string => stripOurHtml(fields[0] ?? '');

/** The first 8 hex digits of the SHA-1 of the stripped first field, as an integer. */
export function fieldChecksum(fields: readonly string[]): number {
  return createHash('sha1').update(sortField(fields)).digest().readUInt32BE(0);
}

/** Anki keeps tags space-separated with a space on either side. */
export function noteTags(language: string, score: number): string {
  const tags = [language.replace(SPACES, '_'), `${APKG_SCORE_TAG}${score}`].filter(Boolean);
  return ` ${tags.join(' ')} `;
}
