// Anki's text export (https://docs.ankiweb.net/importing/text-files.html), and ours
// (shared/export/anki-text.ts): "#key:value" headers, then one note a line. Fields are HTML when
// "#html:true"; the GUID column of a note we exported carries the word's uuid ("wh-" + hex).
import Papa from 'papaparse';
import { ANKI_DECK_ROOT } from '../../../../../shared/export/anki-text';
import { IMPORT_MESSAGES, IMPORT_ROWS_MAX } from '../../../../../shared/import/texts';
import { findSpeechLocale } from '../../../../../shared/languages/speech';
import { ImportFileError, type ImportRecord } from '../import-record';
import { htmlToText } from '../text/cells';
import { decodeText } from '../text/decode';
import { splitEncounters } from '../text/encounters-html';

const SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
};

interface Headers {
  separator: string;
  html: boolean;
  /** 0-based columns; undefined when the file has none. */
  guid?: number;
  deck?: number;
  tags?: number;
  notetype?: number;
}

function readHeaders(lines: string[]): { headers: Headers; bodyStart: number } {
  const headers: Headers = { separator: '\t', html: false };
  let index = 0;
  const column = (value: string) => (/^\d+$/.test(value) ? Number(value) - 1 : undefined);
  for (; index < lines.length && lines[index]?.startsWith('#'); index += 1) {
    const match = /^#([a-z ]+):(.*)$/i.exec(lines[index]?.trim() ?? '');
    if (!match) continue;
    const [, key = '', value = ''] = match;
    if (key === 'separator') headers.separator = SEPARATORS[value.toLowerCase()] ?? value.slice(0, 1);
    else if (key === 'html') headers.html = value === 'true';
    else if (key === 'guid column') headers.guid = column(value);
    else if (key === 'deck column') headers.deck = column(value);
    else if (key === 'tags column') headers.tags = column(value);
    else if (key === 'notetype column') headers.notetype = column(value);
  }
  return { headers, bodyStart: index };
}

const GUID_OF_OURS = /^wh-([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/;

/** Our GUID back to the uuid it was made from; any other GUID names no word of ours. */
export function uuidOfGuid(guid: string): string | undefined {
  const match = GUID_OF_OURS.exec(guid.trim().toLowerCase());
  return match ? match.slice(1).join('-') : undefined;
}

/**
 * "Wordhoard::Sky" → "Sky"; our root deck itself holds the words without a category (''); another
 * deck's last part is its category.
 */
function categoryOfDeck(deck: string): string | undefined {
  const parts = deck.split('::').filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length === 1 && parts[0] === ANKI_DECK_ROOT) return '';
  return parts.at(-1);
}

/** Our export writes "word<br><br><i>sentence</i>": the first paragraph and the rest. */
function splitSide(text: string): [string, string] {
  const [first = '', ...rest] = text.split('\n\n');
  return [first.trim(), rest.join('\n\n').trim()];
}

export function readAnkiText(bytes: Uint8Array): ImportRecord[] {
  const lines = decodeText(bytes).split(/\r?\n/);
  const { headers, bodyStart } = readHeaders(lines);
  const parsed = Papa.parse<string[]>(lines.slice(bodyStart).join('\n'), {
    delimiter: headers.separator,
    skipEmptyLines: 'greedy',
    preview: IMPORT_ROWS_MAX + 1,
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new ImportFileError(IMPORT_MESSAGES.brokenQuotes(bodyStart + (broken.row ?? 0) + 1));
  if (parsed.data.length > IMPORT_ROWS_MAX) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
  const special = new Set([headers.guid, headers.deck, headers.tags, headers.notetype]);
  return parsed.data.map((row, index) => {
    const text = (value: string) => (headers.html ? htmlToText(value) : value.trim());
    const raw = row.filter((_, column) => !special.has(column));
    // Our export's back ends with the word's further sentences (decision 0032), HTML only.
    const back = headers.html ? splitEncounters(raw[1] ?? '') : { rest: raw[1] ?? '', encounters: [] };
    const [word, sentence] = splitSide(text(raw[0] ?? ''));
    const [wordTranslation, sentenceTranslation] = splitSide(text(back.rest));
    const tags = headers.tags === undefined ? [] : (row[headers.tags] ?? '').split(/\s+/);
    const language = tags.map((tag) => tag.replaceAll('_', ' ')).find((tag) => findSpeechLocale(tag));
    const deck = headers.deck === undefined ? undefined : row[headers.deck];
    return {
      line: bodyStart + index + 1,
      word,
      uuid: headers.guid === undefined ? undefined : uuidOfGuid(row[headers.guid] ?? ''),
      wordTranslation,
      sentence,
      sentenceTranslation,
      language,
      deck: deck?.trim() || undefined,
      category: deck ? categoryOfDeck(deck) : undefined,
      // The file has no audio; the sentences are spoken after the import, as a word's are.
      encounters: back.encounters.length
        ? back.encounters.map(({ sound: _none, ...encounter }) => encounter)
        : undefined,
    };
  });
}
