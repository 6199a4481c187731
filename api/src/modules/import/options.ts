// The `options` field of POST /import, checked: a known format (or the one the bytes show), what an
// existing word gets, for CSV and TSV the column mapping, and the language chosen for each deck.
import type { ImportOptions } from '../../../../shared/api';
import { detectFormat } from '../../../../shared/import/detect';
import { parseMapping } from '../../../../shared/import/mapping';
import { IMPORT_FORMATS, IMPORT_MESSAGES, ON_EXISTING } from '../../../../shared/import/texts';
import { findSpeechLocale } from '../../../../shared/languages/speech';
import { badRequest, invalid, unsupportedMedia } from '../../errors';

const bad = () => badRequest(IMPORT_MESSAGES.badOptions, 'bad_import_options');

function parseJson(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const value = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {
    // the message below
  }
  throw bad();
}

/** Deck → speech locale, each a language Wordhoard speaks (shared/languages), else a 422. */
function languagesOf(value: unknown): Pick<ImportOptions, 'languages'> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad();
  const languages: Record<string, string> = {};
  for (const [deck, language] of Object.entries(value)) {
    if (typeof language !== 'string' || !findSpeechLocale(language))
      throw invalid(IMPORT_MESSAGES.badLanguage, 'import_language');
    languages[deck] = language;
  }
  return { languages };
}

export function importOptions(text: unknown, file: File, head: Uint8Array): ImportOptions {
  const raw = parseJson(text);
  const format = raw.format ?? detectFormat(file.name, head);
  if (format === null) throw unsupportedMedia(IMPORT_MESSAGES.unknownFormat, 'import_format');
  if (!(IMPORT_FORMATS as readonly unknown[]).includes(format)) throw bad();
  const onExisting = raw.onExisting ?? 'skip';
  if (!(ON_EXISTING as readonly unknown[]).includes(onExisting)) throw bad();
  const options = { format, onExisting, ...languagesOf(raw.languages) } as ImportOptions;
  if (raw.table === undefined) return options;
  const table = raw.table as { mapping?: unknown; header?: unknown } | null;
  const mapping = parseMapping(table?.mapping);
  if (!mapping || typeof table?.header !== 'boolean') throw bad();
  return { ...options, table: { mapping, header: table.header } };
}
