// Any OpenAI-compatible chat server (OpenAI, Ollama, llama.cpp, vLLM):
// POST {base}/chat/completions with `Authorization: Bearer …` and {model, messages}
// → {choices: [{message: {content}}]}. Whatever fails, the learner gets the one 503 of the spec.
import { SENTENCE_MAX } from '../../../../shared/words/rules';
import { answerShape, Type } from '../answer-shape';
import { callVendor } from '../vendor-call';
import { containsWord } from './contains-word';
import { SENTENCE_TIMEOUT_MS, type SentenceProvider, sentenceUnavailable } from './port';

export interface OpenAiSentenceOptions {
  /** Up to and including the API version: https://api.openai.com/v1, http://localhost:11434/v1. */
  baseUrl?: string;
  /** Local servers usually need none. */
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

const SYSTEM_PROMPT =
  'You write example sentences for language learners. Answer with the sentence only: no quotes, no notes.';

export function sentencePrompt(word: string): string {
  return (
    `Write one short, natural example sentence that contains the word "${word}" exactly as written, ` +
    'in the same language as the word.'
  );
}

/** Models sometimes wrap the sentence in quotes or label it; the card should show the sentence alone. */
export function cleanedReply(content: string): string {
  const firstLine = content.split('\n').find((line) => line.trim() !== '') ?? '';
  return firstLine
    .trim()
    .replace(/^(example sentence|example|sentence)\s*:\s*/i, '')
    .replace(/^["“”«'](.*)["“”»']$/u, '$1')
    .trim();
}

const isReply = answerShape(
  Type.Object({
    choices: Type.Array(Type.Object({ message: Type.Object({ content: Type.String() }) }), { minItems: 1 }),
  }),
);

const replyContent = (body: unknown) => (isReply(body) ? body.choices[0]?.message.content : undefined);

export function createOpenAiSentenceProvider(options: OpenAiSentenceOptions = {}): SentenceProvider {
  const url = `${(options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/chat/completions`;
  const model = options.model ?? 'gpt-4o-mini';
  const timeoutMs = options.timeoutMs ?? SENTENCE_TIMEOUT_MS;

  return {
    async sentenceFor(word) {
      const wanted = word.trim();
      if (wanted === '') throw sentenceUnavailable();
      // One time-out covers connecting, waiting for the model and reading its answer.
      const answer = await callVendor({ kind: 'sentences' }, url, {
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        json: {
          model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: sentencePrompt(wanted) },
          ],
        },
        timeoutMs,
      });
      if (answer.status < 200 || answer.status >= 300) throw sentenceUnavailable();
      const body = answer.body;
      const sentence = cleanedReply(replyContent(body) ?? '');
      if (sentence === '' || sentence.length > SENTENCE_MAX || !containsWord(sentence, wanted)) {
        throw sentenceUnavailable();
      }
      return sentence;
    },
  };
}
