// Irregular forms, which no stemmer brings back to their word. English: the irregular verbs and
// nouns of wink-lexicon (went → go, children → child). German, Spanish, French, Italian: the tables
// in irregular/, built by scripts/forms/build-irregular.ts from conjugation packages (ging → gehen;
// sources in docs/decisions/0044-word-forms.md). Each runtime says where its tables come from (a
// TableSource): Bun and Vite import them as modules (irregular-modules.ts), the extension's
// background fetches its own copies (decision 0065), so a bundle that cannot split keeps them out.

/** Dictionary form → its irregular forms, lower case: the tables as stored in irregular/*.json. */
export type IrregularTable = Readonly<Record<string, readonly string[]>>;

/** Where a runtime gets one language's table of irregular/ (one of TABLE_LANGUAGES). */
export type TableSource = (language: string) => Promise<IrregularTable>;

/** The languages with a table in irregular/ (English's come from wink-lexicon, with the code). */
export const TABLE_LANGUAGES: readonly string[] = ['de', 'es', 'fr', 'it'];

/**
 * wink-lexicon's noun table has two pairs the wrong way round ("mouse" as the singular of "mice");
 * they are put right here until it is fixed there.
 */
const NOUNS_PUT_RIGHT: Readonly<Record<string, string>> = { mice: 'mouse', lice: 'louse' };

async function english(): Promise<IrregularTable> {
  const [verbs, nouns] = await Promise.all([
    import('wink-lexicon/src/irregular-verbs.js'),
    import('wink-lexicon/src/irregular-nouns.js'),
  ]);
  const singular: Record<string, string> = { ...nouns.default.singular, ...NOUNS_PUT_RIGHT };
  for (const [wrong, right] of Object.entries(NOUNS_PUT_RIGHT))
    if (singular[right] === wrong) delete singular[right];
  // wink-lexicon lists form → word; stored here as the other tables are, word → forms.
  const table: Record<string, string[]> = {};
  for (const [form, word] of Object.entries({ ...verbs.default, ...singular })) {
    table[word] ??= [];
    table[word].push(form);
  }
  return table;
}

/**
 * A language's irregular forms, dictionary form → forms; empty for a language without a table.
 * Rejects when `source` fails: the caller decides to go on with the rules alone.
 */
export async function loadIrregular(language: string, source: TableSource): Promise<IrregularTable> {
  if (language === 'en') return english();
  return TABLE_LANGUAGES.includes(language) ? source(language) : {};
}
