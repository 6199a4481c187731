// Text as Anki field HTML: the one escaping of every Anki export (the text export's #html:true
// fields, the .apkg's notes, Send to Anki's notes and the encounters' lists).

// "[" too: Anki plays "[sound:name]" written anywhere in a field, so a learner's sentence must never
// name a file of their collection to play.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '[': '&#91;',
};

// Made once: a regular expression literal inside the function would be a new object per call,
// thousands per export of a long list (decision 0027's memory).
const ESCAPED = /[&<>"[]/g;
const TAB = /\t/g;
const LINE_END = /\r\n|\r|\n/g;

/**
 * Fields are HTML: text is escaped (markup, and "[" so that no "[sound:…]" plays); a tab or line
 * end would break the text export's row, so they become a space and <br>.
 */
export function ankiField(text: string): string {
  return text
    .replace(ESCAPED, (c) => HTML_ESCAPES[c] ?? c)
    .replace(TAB, ' ')
    .replace(LINE_END, '<br>');
}
