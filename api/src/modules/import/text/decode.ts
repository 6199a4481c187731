// A text file's bytes as a string. UTF-8 (with or without its byte order mark) is what spreadsheets
// and Anki write; UTF-16 comes from Excel's "Unicode text" and is recognised by its byte order mark.
// Anything else (Windows-1252, Shift JIS, …) would be guessed wrong, so it is refused with a message
// that says how to save the file instead.
import { IMPORT_MESSAGES } from '../../../../../shared/import/texts';
import { ImportFileError } from '../import-record';

function decoder(bytes: Uint8Array): { label: string; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', skip: 2 };
  return { label: 'utf-8', skip: 0 };
}

export function decodeText(bytes: Uint8Array): string {
  const { label, skip } = decoder(bytes);
  try {
    // fatal: a byte sequence that is not valid in the encoding throws instead of becoming U+FFFD.
    const text = new TextDecoder(label, { fatal: true }).decode(bytes.subarray(skip));
    // A NUL never appears in a spreadsheet's text; it means UTF-16 without its byte order mark.
    if (text.includes('\u0000')) throw new Error('NUL in text');
    return text;
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.encoding);
  }
}
