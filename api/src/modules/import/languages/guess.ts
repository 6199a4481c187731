// The language proposed for a deck's words (docs/decisions/0034): what the deck's name says, else
// what the words' letters say, else the learner's own speech language. A base language becomes a
// speech locale: the learner's own when it is of that language, else the region the runtime's
// data names as the language's likeliest (de → de-DE, pt → pt-BR, ar → ar-EG).
import type { ImportDeckPreview } from '../../../../../shared/api';
import { SPEECH_LOCALES } from '../../../../../shared/languages/speech';
import type { ImportRecord } from '../import-record';
import { baseOf, languageOfDeckName } from './deck-name';
import { languageOfTexts } from './text-language';

/** Enough words to tell a language by, few enough that a large deck costs no more. */
const SAMPLE_WORDS = 200;

export function localeOf(base: string, learnerLocale: string): string | undefined {
  if (baseOf(learnerLocale) === base) return learnerLocale;
  const candidates = SPEECH_LOCALES.filter((locale) => baseOf(locale.value) === base);
  let region: string | undefined;
  try {
    region = new Intl.Locale(base).maximize().region;
  } catch {
    region = undefined;
  }
  return (candidates.find((locale) => locale.value.endsWith(`-${region}`)) ?? candidates[0])?.value;
}

/** The decks of the records, in the order they first appear, each with the language proposed. */
export function previewDecks(records: readonly ImportRecord[], learnerLocale: string): ImportDeckPreview[] {
  const decks = new Map<string, { words: number; named: number; texts: string[] }>();
  for (const record of records) {
    const deck = record.deck ?? '';
    const entry = decks.get(deck) ?? { words: 0, named: 0, texts: [] };
    entry.words += 1;
    if (record.language) entry.named += 1;
    else if (entry.texts.length < SAMPLE_WORDS) entry.texts.push(record.word, record.sentence ?? '');
    decks.set(deck, entry);
  }
  return [...decks].map(([deck, { words, named, texts }]) => {
    const fromDeck = languageOfDeckName(deck);
    const fromWords = fromDeck ? undefined : languageOfTexts(texts);
    const base = fromDeck ?? fromWords;
    const guessed = base ? localeOf(base, learnerLocale) : undefined;
    const language = guessed ?? learnerLocale;
    const guessedFrom = !guessed ? null : fromDeck ? 'deck' : 'words';
    return { deck, words, named, language, guessedFrom };
  });
}

/** Each record without a language of its own takes its deck's chosen one (or the file's, deck ''). */
export function applyLanguages(records: ImportRecord[], languages: Readonly<Record<string, string>>): void {
  for (const record of records) {
    if (record.language) continue;
    const chosen = languages[record.deck ?? ''] ?? languages[''];
    if (chosen) record.language = chosen;
  }
}
