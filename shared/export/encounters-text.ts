// A word's further sentences (its encounters, docs/decisions/0029-encounters.md) as the word
// exports carry them (docs/decisions/0032-encounters-in-exports.md): in a CSV cell as plain lines,
// in Anki (text export and .apkg) as an escaped HTML list.
import { ENCOUNTERS_MAX } from '../words/encounters';
import { ankiField } from './anki-html';
import { safeMedia, sourceLink } from './anki-note';

/** One encounter as an export reads it. */
export interface ExportedEncounter {
  sentence: string;
  sentenceTranslation: string;
  sourceUrl: string;
  sourceTitle: string;
}

/** The CSV column's title, beside the spec's columns (it comes last, so their order stays). */
export const ENCOUNTERS_COLUMN = 'Encounters';
/** Between a sentence, its translation and its page address on an encounter's line. */
export const ENCOUNTER_PART_SEPARATOR = ' — ';

/** How the Anki list of encounters opens and closes: the import finds it by these exact words. */
export const ENCOUNTERS_LIST_OPEN = '<ul class="encounters">';
export const ENCOUNTERS_LIST_CLOSE = '</ul>';

const LINE_BREAKS = /\s*[\r\n]+\s*/g;
const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ').trim();

/**
 * One line per encounter, `sentence — translation — address`, parts left out when empty (the
 * address only when there is one, the page's title being on the page). A line break inside a
 * sentence becomes a space, so that each line is one encounter.
 */
export function encountersPlainText(encounters: readonly ExportedEncounter[]): string {
  return encounters
    .map((e) =>
      [e.sentence, e.sentenceTranslation, e.sourceUrl]
        .map(oneLine)
        .filter(Boolean)
        .join(ENCOUNTER_PART_SEPARATOR),
    )
    .join('\n');
}

/** What a line of the CSV cell gives back: the page's title is not on it. */
export type PlainTextEncounter = Omit<ExportedEncounter, 'sourceTitle'>;

const WEB_PAGE = /^https?:\/\/\S+$/i;

/**
 * The CSV cell read back (the import of our own CSV): a line per encounter, its last part the
 * page's address when it is one. The format cannot tell a sentence holding " — " from a sentence
 * and its translation: the first part is the sentence, the rest its translation. Only the newest
 * ENCOUNTERS_MAX lines count, as a word keeps no more.
 */
export function encountersFromPlainText(cell: string): PlainTextEncounter[] {
  return cell
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-ENCOUNTERS_MAX)
    .map((line) => {
      const parts = line.split(ENCOUNTER_PART_SEPARATOR).map((part) => part.trim());
      const last = parts[parts.length - 1] ?? '';
      const sourceUrl = parts.length > 1 && WEB_PAGE.test(last) ? last : '';
      if (sourceUrl) parts.pop();
      const [sentence = '', ...translation] = parts;
      return { sentence, sentenceTranslation: translation.join(ENCOUNTER_PART_SEPARATOR), sourceUrl };
    });
}

/**
 * An HTML list for an Anki field: each sentence escaped (no learner's text becomes markup, nor a
 * `[sound:]` Anki would play), its audio when the package carries it (`audio`, a media name of
 * ours, else ''), its translation in italics and a link to its page. '' for a word without any.
 */
export function encountersHtml<E extends ExportedEncounter>(
  encounters: readonly E[],
  audio: (e: E, index: number) => string = () => '',
): string {
  if (encounters.length === 0) return '';
  const items = encounters.map((e, i) => {
    const sound = safeMedia(audio(e, i));
    const page = sourceLink(e.sourceUrl, e.sourceTitle);
    const translation = e.sentenceTranslation ? `<br><i>${ankiField(e.sentenceTranslation)}</i>` : '';
    return `<li>${ankiField(e.sentence)}${sound ? ` [sound:${sound}]` : ''}${translation}${page ? ` ${page}` : ''}</li>`;
  });
  return `${ENCOUNTERS_LIST_OPEN}${items.join('')}${ENCOUNTERS_LIST_CLOSE}`;
}
