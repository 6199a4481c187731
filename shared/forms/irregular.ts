// Irregular forms, which no stemmer brings back to their word: for English the irregular verbs and
// nouns of wink-lexicon (went → go, children → child). Loaded where a matcher is built or a word
// is checked (the extension's background, the web app, the API), never in the page's content
// script, which gets them already in the matcher (shared/marking/form-index.ts).
type Table = Readonly<Record<string, string>>;

async function english(): Promise<Table> {
  const [verbs, nouns] = await Promise.all([
    import('wink-lexicon/src/irregular-verbs.js'),
    import('wink-lexicon/src/irregular-nouns.js'),
  ]);
  return { ...verbs.default, ...nouns.default.singular };
}

const LOADERS: Record<string, () => Promise<Table>> = { en: english };

/** Irregular form → its dictionary form, lower case; empty for a language without a table. */
export async function loadIrregular(language: string): Promise<Table> {
  return (await LOADERS[language]?.()) ?? {};
}
