// Characters that no text field keeps. Control characters (C0 and DEL) are invisible or break a
// line where none should be, and bidirectional overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) reorder what is shown: either lets two different texts look the same ("dup" and
// "dup" + NUL + "one" were two words that passed the duplicate check) or a text look like another.
// They are stripped, not refused: a sentence copied from a web page may carry one by accident, and
// nothing a learner means is lost. Single-line fields turn tab and line breaks into a space;
// multi-line fields (the sentence and its translation, which the forms edit in a text area) keep
// tab and line feed, with CR LF and CR read as a line feed. The same rule runs in the forms and
// in the API (words/rules.ts and accounts/rules.ts use it).

const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isControl = (code: number) => code < 0x20 || code === 0x7f;
const isLineBreakOrTab = (char: string) => char === '\t' || char === '\n' || char === '\r';

/** The text without control and bidirectional override characters (see above). */
export function cleanText(text: string, multiline = false): string {
  const source = multiline ? text.replace(/\r\n?/g, '\n') : text;
  let clean = '';
  for (const char of source) {
    const code = char.codePointAt(0) as number;
    if (isBidiControl(code)) continue;
    if (!isControl(code)) clean += char;
    else if (multiline && (char === '\n' || char === '\t')) clean += char;
    else if (isLineBreakOrTab(char)) clean += ' ';
  }
  return clean;
}

/** A name taken from a file, fit to show in a message: cleaned as above, and cut when long. */
export function shownName(name: string): string {
  const clean = cleanText(name);
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}
