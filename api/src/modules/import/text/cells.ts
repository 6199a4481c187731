// Cleaning what a file's cell holds before it becomes a field: our CSV export puts an apostrophe
// before a cell that a spreadsheet would run as a formula (shared/export/csv.ts), so it is taken
// off again; Anki's fields are HTML and become plain text.
import { FORMULA_START } from '../../../../../shared/export/csv';

/** "'=1+2" back to "=1+2": only where the apostrophe guards a formula-looking start. */
export const unguardFormula = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function entity(match: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X'))
    return safeChar(Number.parseInt(name.slice(2), 16), match);
  if (name.startsWith('#')) return safeChar(Number.parseInt(name.slice(1), 10), match);
  return ENTITIES[name.toLowerCase()] ?? match;
}

function safeChar(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/**
 * HTML to text: line breaks and block ends become line breaks, every tag goes (a script's or
 * style's content with it), entities are decoded last, so "&lt;b&gt;" stays the text "<b>". Our
 * pages show fields as text, never as HTML, so nothing here can run; this only makes them readable.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li)\s*>/gi, '\n')
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
