// Text as Anki field HTML, for the Anki text export (#html:true) and every Anki note we write.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Fields are HTML (#html:true): text is escaped; a tab or line end would break the row, so they become spaces and <br>. */
export function ankiField(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c)
    .replace(/\t/g, ' ')
    .replace(/\r\n|\r|\n/g, '<br>');
}
