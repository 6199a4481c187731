// Anki's text import format (https://docs.ankiweb.net/importing/text-files.html): file headers
// say the separator, that fields hold HTML, which column is the note's GUID, the note type and
// which column names the deck. The GUID comes from the word's uuid, so exporting again updates
// the notes Anki already has instead of adding them twice.
import { ankiField } from './anki-html';
import { ankiDeckFor } from './anki-note';
import type { ExportedWord } from './columns';
import { encountersHtml } from './encounters-text';

export { ankiField } from './anki-html';

export const ANKI_NOTETYPE = 'Basic (and reversed card)';
export const ANKI_DECK_ROOT = 'Wordhoard';

/** Columns: 1 GUID, 2 deck, then the note's fields, then the tags. */
export const ANKI_HEADER = [
  '#separator:tab',
  '#html:true',
  '#guid column:1',
  `#notetype:${ANKI_NOTETYPE}`,
  '#deck column:2',
  '#tags column:5',
].join('\n');

/** Anki's own GUIDs are 10 characters; the uuid's hex digits (stable per word) serve as well. */
export const ankiGuid = (uuid: string): string => `wh-${uuid.replaceAll('-', '').toLowerCase()}`;

/** Deck and tag columns are names, not HTML: only what would break the row or the name goes. */
const plainName = (text: string) => text.replace(/[\t\r\n]/g, ' ');

/** Front: the word and its sentence. Back: the translations and further sentences. Tag: the language. */
function ankiRow(w: ExportedWord): string {
  const front = w.sentence
    ? `${ankiField(w.word)}<br><br><i>${ankiField(w.sentence)}</i>`
    : ankiField(w.word);
  const translations = w.sentenceTranslation
    ? `${ankiField(w.wordTranslation)}<br><br><i>${ankiField(w.sentenceTranslation)}</i>`
    : ankiField(w.wordTranslation);
  // The further sentences go on the back: the note type has two fields (decision 0032).
  const back = translations + encountersHtml(w.encounters ?? []);
  // Tags are separated by spaces.
  const tag = plainName(w.language).replace(/\s+/g, '_');
  return [ankiGuid(w.uuid), ankiDeckFor(ANKI_DECK_ROOT, w.category), front, back, tag].join('\t');
}

export const ankiHeader = (): string => `${ANKI_HEADER}\n`;

export const ankiRows = (words: readonly ExportedWord[]): string =>
  words.map((w) => `${ankiRow(w)}\n`).join('');
