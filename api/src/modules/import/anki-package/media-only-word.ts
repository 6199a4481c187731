// A note whose word field holds only media (a listening card: "[sound:hund.mp3]" on the front)
// still names a word: the audio file's name often is the word ("Hund_01.mp3",
// "pronunciation_de_Hund.mp3"), and the note's other fields hold text. The word comes from the
// file's name when it reads as one, else from the first other field with text; the audio stays
// the word's. A note that gives neither is skipped with its own reason (SKIP_REASONS.onlyMedia).
import { WORD_MAX } from '../../../../../shared/words/rules';

// Names that tools give files, which say nothing of the word: Anki's pasted and recorded media,
// text-to-speech add-ons, and ids.
const GENERATED = /^(paste|rec|hypertts|atts|tts|audio|sound|media|image|img|clip)(\b|[-_\s\d])/i;
const HASH_LIKE = /(?=[a-z]*\d)(?=\d*[a-z])[a-z\d]{8,}/i;
const LETTER = /\p{L}/u;

/** "pronunciation_de_Hund_01.mp3" → "Hund"; '' when the name is no word (an id, a hash, a number). */
export function wordFromMediaName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[a-z\d]{2,5}$/i, '');
  const word = base
    // Forvo's downloads: pronunciation_<language>_<word>
    .replace(/^pronunciation_[a-z]{2,3}_/i, '')
    .replace(/_+/g, ' ')
    // Numbering before or after the word: "01 - ", "12.", "(2)", " 3", "-01".
    .replace(/^\s*\d+\s*[-.)\s]\s*/, '')
    .replace(/\s*\(\d+\)\s*$/, '')
    .replace(/[\s-]+\d+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!LETTER.test(word) || GENERATED.test(word) || HASH_LIKE.test(word)) return '';
  return word.length > WORD_MAX ? '' : word;
}

/**
 * The word and translation of a note whose word field has no text: `sound` is the first sound in
 * that field, `others` the text of the note's other fields in order.
 */
export function mediaOnlyWord(
  sound: string | undefined,
  others: readonly string[],
): { word: string; wordTranslation: string } {
  const texts = others.filter((text) => text !== '');
  const fromName = sound ? wordFromMediaName(sound) : '';
  if (fromName) return { word: fromName, wordTranslation: texts[0] ?? '' };
  return { word: texts[0] ?? '', wordTranslation: texts[1] ?? '' };
}
