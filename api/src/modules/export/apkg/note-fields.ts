// A word as an Anki note's fields: every text HTML-escaped (a field is HTML in Anki, and no
// learner's text may become markup or script there), media as Anki references them, and the sort
// field and checksum Anki computes (rslib/src/notes/mod.rs: prepare_for_update, field_checksum).
import { createHash } from 'node:crypto';
import { APKG_SCORE_TAG } from '../../../../../shared/export/anki-package';
import { ankiField } from '../../../../../shared/export/anki-text';

export interface NoteText {
  word: string;
  wordTranslation: string;
  sentence: string;
  sentenceTranslation: string;
  sourceUrl: string;
  sourceTitle: string;
}

/** The Anki media names of the word's picture and audio (empty when it has none). */
export interface NoteMedia {
  picture: string;
  speechWord: string;
  speechSentence: string;
}

const WEB_ADDRESS = /^https?:\/\//i;

/** A link only for a web address: another scheme (javascript:, data:) stays plain text. */
function sourceField(url: string, title: string): string {
  const text = ankiField(title || url);
  if (!url) return text;
  return WEB_ADDRESS.test(url) ? `<a href="${ankiField(url)}">${text}</a>` : text;
}

/** Media names are ours (wordhoard-<hex id>.<ext>) and need no escaping. */
const sound = (name: string) => (name ? `[sound:${name}]` : '');

export function noteFields(w: NoteText, media: NoteMedia): string[] {
  return [
    ankiField(w.word),
    ankiField(w.wordTranslation),
    ankiField(w.sentence),
    ankiField(w.sentenceTranslation),
    media.picture ? `<img src="${media.picture}">` : '',
    sound(media.speechWord),
    sound(media.speechSentence),
    sourceField(w.sourceUrl, w.sourceTitle),
  ];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&nbsp;': ' ',
};

/** Anki's strip_html for our own fields: tags out, our few entities decoded. */
export const stripOurHtml = (html: string): string =>
  html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|nbsp);/g, (e) => ENTITIES[e] ?? e);

/** The first field without HTML; the column's integer affinity stores a number as a number, as Anki's does. */
export const sortField = (fields: readonly string[]): string => stripOurHtml(fields[0] ?? '');

/** The first 8 hex digits of the SHA-1 of the stripped first field, as an integer. */
export function fieldChecksum(fields: readonly string[]): number {
  return createHash('sha1').update(sortField(fields)).digest().readUInt32BE(0);
}

/** Anki keeps tags space-separated with a space on either side. */
export function noteTags(language: string, score: number): string {
  const tags = [language.replace(/\s+/g, '_'), `${APKG_SCORE_TAG}${score}`].filter(Boolean);
  return ` ${tags.join(' ')} `;
}
