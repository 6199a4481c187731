// The tests' one word factory: a complete word with plain defaults, so each test states only the
// fields it is about. Every word gets its own number (uuid-N, wordN); a fixture whose words differ
// in every field gives a function of that number.
import type { ShownWord, Word, WordForm } from '../../../shared/words/types';

type Fields<T> = Partial<T> | ((n: number) => Partial<T>);

let next = 0;

export function makeWord(fields: Fields<Word> = {}): Word {
  next += 1;
  return {
    uuid: `uuid-${next}`,
    word: `word${next}`,
    wordTranslation: '',
    sentence: '',
    sentenceTranslation: '',
    language: 'en-US',
    voice: 'en-US-Female',
    highQuality: false,
    picture: '',
    speechWord: '',
    speechSentence: '',
    category: 'No',
    score: 1,
    date: '2024-01-01T00:00:00.000Z',
    sourceUrl: '',
    sourceTitle: '',
    ...(typeof fields === 'function' ? fields(next) : fields),
  };
}

/** A word as the web app holds it once the filter has run: shown unless the fields say otherwise. */
export function makeShownWord(fields: Fields<ShownWord> = {}): ShownWord {
  // makeWord keeps every field it is given, `display` too.
  return { display: true, ...makeWord(fields) } as ShownWord;
}

/** The add and edit form of a word, as the dialog sends it: 'harbour', every other field empty. */
export function makeWordForm(fields: Partial<WordForm> = {}): WordForm {
  return {
    word: 'harbour',
    wordTranslation: '',
    sentence: '',
    sentenceTranslation: '',
    language: 'en-US',
    voice: 'en-US-Female',
    highQuality: false,
    category: '',
    ...fields,
  };
}

/** A seeded pseudo-random source (mulberry32), so shuffles repeat exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
