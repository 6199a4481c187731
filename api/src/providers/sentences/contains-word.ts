// "Contains the word" means the whole word, in any letter case: 'house' is in "The House was
// quiet" but not in "a greenhouse". Scripts written without spaces between words (Chinese,
// Japanese, Thai, …) have no word boundaries to look for, so there any occurrence counts.
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function wordPattern(word: string): RegExp {
  // Inner spacing of a phrase may differ ('ice  cream' matches 'ice cream').
  const body = word.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (UNSPACED_SCRIPT.test(word)) return new RegExp(body, 'iu');
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${body}(?![\\p{L}\\p{N}\\p{M}])`, 'iu');
}

export function containsWord(sentence: string, word: string): boolean {
  return word.trim() !== '' && wordPattern(word).test(sentence);
}
