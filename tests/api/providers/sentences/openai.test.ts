import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanedReply, createOpenAiSentenceProvider } from '../../../../api/src/providers/sentences/openai';
import { startOpenAiStub } from '../../../stubs/openai';

const OVERLOADED = 'The sentence generation server is currently overloaded; please try again later.';
const stub = startOpenAiStub({ apiKey: 'sk-test', models: ['wordhoard-mini'] });
const defaultReply = stub.reply;
const provider = createOpenAiSentenceProvider({
  baseUrl: `${stub.url}/v1`,
  apiKey: 'sk-test',
  model: 'wordhoard-mini',
  timeoutMs: 300,
});
const overloaded = { status: 503, code: 'sentence_unavailable', message: OVERLOADED };

beforeEach(() => {
  stub.mode = 'ok';
  stub.reply = defaultReply;
  stub.requests.length = 0;
});
afterAll(() => stub.stop());

describe('OpenAI-compatible sentence adapter', () => {
  it('asks /chat/completions with the bearer key and model, and answers the sentence', async () => {
    const started = performance.now();
    expect(await provider.sentenceFor('lighthouse')).toBe('We stopped to look at the lighthouse.');
    console.info(`OpenAI stand-in sentenceFor: ${(performance.now() - started).toFixed(1)} ms`);
    const request = stub.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.get('authorization')).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'wordhoard-mini' });
    const body = request?.body as { messages?: { role: string; content: string }[] } | undefined;
    const userMessage = body?.messages?.at(-1);
    expect(userMessage?.role).toBe('user');
    expect(userMessage?.content).toContain('"lighthouse"');
  });

  it('removes quotes and labels models wrap around the sentence', async () => {
    stub.reply = () => 'Sentence: "The lighthouse guided the ships home."\n\nThis uses the word naturally.';
    expect(await provider.sentenceFor('lighthouse')).toBe('The lighthouse guided the ships home.');
    expect(cleanedReply('“Ella vive en una casa.”')).toBe('Ella vive en una casa.');
  });

  it('answers the 503 when the reply lacks the word, is empty or is too long', async () => {
    stub.reply = () => 'The weather is nice today.';
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
    stub.reply = () => '   ';
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
    stub.reply = () => `The lighthouse ${'stood tall and '.repeat(70)}proud.`;
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
  });

  it('answers the 503 for a wrong key and an unknown model', async () => {
    const wrongKey = createOpenAiSentenceProvider({
      baseUrl: `${stub.url}/v1`,
      apiKey: 'sk-other',
      model: 'wordhoard-mini',
    });
    await expect(wrongKey.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
    const wrongModel = createOpenAiSentenceProvider({
      baseUrl: `${stub.url}/v1`,
      apiKey: 'sk-test',
      model: 'gpt-9',
    });
    await expect(wrongModel.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
    expect(stub.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer sk-other',
      'Bearer sk-test',
    ]);
  });

  it('answers the 503 on a server error, a malformed answer and an unexpected shape', async () => {
    stub.mode = 'server-error';
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
    stub.mode = 'malformed';
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
    stub.mode = { status: 200, body: { choices: [] } };
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
  });

  it('gives up after its time-out', async () => {
    // The stub answers after its delay: only the time-out turns that into this refusal.
    stub.mode = 'slow';
    await expect(provider.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
  });

  it('answers the 503 when the server cannot be reached', async () => {
    const nowhere = createOpenAiSentenceProvider({ baseUrl: 'http://127.0.0.1:9/v1' });
    await expect(nowhere.sentenceFor('lighthouse')).rejects.toMatchObject(overloaded);
  });
});
