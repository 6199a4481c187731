// The language of a deck's words from their letters. A script that one language we speak writes
// (Thai, Hangul, kana, Greek, Hebrew, Georgian, Armenian and the Indic scripts) decides alone;
// Han without kana is Chinese. Scripts that several languages share (Latin, Cyrillic, Arabic) ask
// tinyld, a small n-gram detector (MIT, no native code, 62 languages), over all the words together:
// a single word says little, a deck's worth says enough (five words at least). Its answer is kept
// only when it is sure of it and that language writes in that script; otherwise Cyrillic is taken
// as Russian and Arabic as Arabic, and Latin says nothing.
import { detectAll } from 'tinyld';

const SCRIPTS: readonly [RegExp, string][] = [
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Armenian}/u, 'hy'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Oriya}/u, 'or'],
  [/\p{Script=Sinhala}/u, 'si'],
  [/\p{Script=Myanmar}/u, 'my'],
  [/\p{Script=Khmer}/u, 'km'],
  [/\p{Script=Lao}/u, 'lo'],
  [/\p{Script=Ethiopic}/u, 'am'],
];

/** Scripts several languages share: the detector chooses among those it writes, else the fallback. */
const SHARED: readonly { script: RegExp; fallback?: string }[] = [
  { script: /\p{Script=Cyrillic}/u, fallback: 'ru' },
  { script: /\p{Script=Arabic}/u, fallback: 'ar' },
  { script: /\p{Script=Latin}/u },
];

const LETTER = /\p{L}/gu;
/**
 * tinyld's score of its first answer: a deck in one language scores 1, a file mixing two (Spanish
 * words with English sentences) about 0.04, where its first answer is a third language.
 */
const DETECTOR_MIN_SCORE = 0.5;
/** Below this many words the detector's n-grams are a coin toss (two Russian words read as Macedonian). */
const DETECTOR_MIN_WORDS = 5;

/** How many of the text's letters each script check matches; the script of most letters wins. */
function mainScript(text: string): RegExp | undefined {
  let best: RegExp | undefined;
  let bestCount = 0;
  const counts = new Map<RegExp, number>();
  for (const letter of text.match(LETTER) ?? []) {
    const script =
      SCRIPTS.find(([pattern]) => pattern.test(letter))?.[0] ??
      SHARED.find(({ script: pattern }) => pattern.test(letter))?.script;
    if (!script) continue;
    const count = (counts.get(script) ?? 0) + 1;
    counts.set(script, count);
    if (count > bestCount) [best, bestCount] = [script, count];
  }
  // Japanese mixes kana with Han: any kana among Han letters makes it Japanese.
  const kana = SCRIPTS[2]?.[0];
  if (best === SCRIPTS[3]?.[0] && kana && counts.has(kana)) return kana;
  return best;
}

/** The base language the texts are written in, or undefined when their letters do not say. */
export function languageOfTexts(texts: readonly string[]): string | undefined {
  const text = texts.join('\n');
  const script = mainScript(text);
  if (!script) return undefined;
  const unique = SCRIPTS.find(([pattern]) => pattern === script);
  if (unique) return unique[1];
  const shared = SHARED.find((entry) => entry.script === script);
  if (texts.filter((entry) => entry.trim() !== '').length < DETECTOR_MIN_WORDS) return shared?.fallback;
  const best = detectAll(text)[0];
  const detected = best && best.accuracy >= DETECTOR_MIN_SCORE ? best.lang : undefined;
  // The detector's answer counts only when that language is written in this script.
  if (
    detected &&
    mainScript(new Intl.DisplayNames([detected], { type: 'language' }).of(detected) ?? '') === script
  )
    return detected;
  return shared?.fallback;
}
