// The example-sentence port: GET /api/word-to-sentence/:word asks for one sentence using the word.
import { WORD_MESSAGES } from '../../../../shared/words/rules';
import { unavailable } from '../../errors';

export interface SentenceProvider {
  /** A short example sentence containing `word`; throws the 503 of sentenceUnavailable() otherwise. */
  sentenceFor(word: string): Promise<string>;
  /** Optional: prepares ahead of the first request (WordNet reads its examples); call after listening. */
  load?(): Promise<unknown>;
}

/** Every vendor call gives up after this long, so a stalled model never holds a learner's request. */
export const SENTENCE_TIMEOUT_MS = 5_000;

/** SPEC §9: whatever went wrong, the learner sees this one message. */
export const sentenceUnavailable = () =>
  unavailable(WORD_MESSAGES.sentenceServerOverloaded, 'sentence_unavailable');
