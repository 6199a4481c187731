// Text as Anki field HTML, for the Anki text export (#html:true) and every Anki note we write.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// Made once: a regular expression literal inside the function would be a new object per call,
// thousands per export of a long list (decision 0027's memory).
const ESCAPED = /[&<>"]/g;
const TAB = /\t/g;
const LINE_END = /\r\n|\r|\n/g;

/** Fields are HTML (#html:true): text is escaped; a tab or line end would break the row, so they become spaces and <br>. */
export function ankiField(text: string): string {
  return text
    .replace(ESCAPED, (c) => HTML_ESCAPES[c] ?? c)
    .replace(TAB, ' ')
    .replace(LINE_END, '<br>');
}
