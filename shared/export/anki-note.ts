// A word as the fields of Anki's Wordhoard note type (anki-note-type.ts): every text HTML-escaped
// (Anki shows fields as HTML), the picture as <img>, the audio as [sound:…], the page it came from
// as a link. Used by Send to Anki; the .apkg export fills the same fields.
import { exportedCategory } from '../words/rules';
import type { Word } from '../words/types';
import { ankiField } from './anki-html';
import type { AnkiNoteFields } from './anki-note-type';

/** The media file names a note refers to, as stored in Anki's media folder; '' for none. */
export interface AnkiNoteMedia {
  picture: string;
  wordAudio: string;
  sentenceAudio: string;
}

/** Media names are ours (a content id and an extension); anything else never reaches a field. */
const MEDIA_NAME = /^[\w.-]{1,128}$/;
export const safeMedia = (name: string) => (MEDIA_NAME.test(name) ? name : '');

/** What an http(s) address starts with: the URL parser drops leading spaces and controls, so those
 *  are trimmed before the test (a quick refusal; the parser still decides). */
const WEB_ADDRESS = /^https?:/i;
const startsAsWebAddress = (url: string) => {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return WEB_ADDRESS.test(url.slice(start, start + 8));
};

/** Only http(s) pages become links: a javascript: or data: address would run in Anki. */
export function sourceLink(url: string, title: string): string {
  // Most words have no address, or one that is no web page: no URL to parse, so no exception
  // thrown and caught (with its stack) per word of an export.
  if (!startsAsWebAddress(url)) return title ? ankiField(title) : '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return title ? ankiField(title) : '';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return title ? ankiField(title) : '';
  return `<a href="${ankiField(parsed.href)}">${ankiField(title || parsed.href)}</a>`;
}

/** What of a word its note's fields show besides its media. */
export type AnkiNoteText = Pick<
  Word,
  'word' | 'wordTranslation' | 'sentence' | 'sentenceTranslation' | 'sourceUrl' | 'sourceTitle'
>;

/**
 * `encounters` is the Encounters field's HTML, made by `encountersHtml` (encounters-text.ts): the
 * .apkg export fills it; Send to Anki has no encounters to send and leaves it out.
 */
export function ankiNoteFields(word: AnkiNoteText, media: AnkiNoteMedia, encounters = ''): AnkiNoteFields {
  const picture = safeMedia(media.picture);
  const wordAudio = safeMedia(media.wordAudio);
  const sentenceAudio = safeMedia(media.sentenceAudio);
  return {
    Word: ankiField(word.word),
    Translation: ankiField(word.wordTranslation),
    Sentence: ankiField(word.sentence),
    SentenceTranslation: ankiField(word.sentenceTranslation),
    Picture: picture ? `<img src="${picture}">` : '',
    WordAudio: wordAudio ? `[sound:${wordAudio}]` : '',
    SentenceAudio: sentenceAudio ? `[sound:${sentenceAudio}]` : '',
    Source: sourceLink(word.sourceUrl, word.sourceTitle),
    Encounters: encounters,
  };
}

/**
 * A category becomes a subdeck of the chosen deck ("::" in it would nest deeper, so it is
 * softened); a word without one goes to the deck itself, never to a subdeck named "No".
 */
export function ankiDeckFor(deck: string, category: string): string {
  const name = exportedCategory(category)
    .replace(/[\t\r\n]/g, ' ')
    .trim();
  return name ? `${deck}::${name.replaceAll('::', ':')}` : deck;
}

/**
 * A value inside a quoted Anki search term ("Word:…"): a backslash and a double quote end or
 * change the term, "*" and "_" are wildcards; each is escaped with a backslash as Anki's search
 * syntax documents.
 */
export const ankiSearchValue = (text: string): string => text.replace(/[\\"*_]/g, (c) => `\\${c}`);
