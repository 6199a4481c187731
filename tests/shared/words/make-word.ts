// A complete word with plain defaults, so each test states only the fields it is about.
import type { Word } from '../../../shared/words/types';

let next = 0;

export function makeWord(fields: Partial<Word> = {}): Word {
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
