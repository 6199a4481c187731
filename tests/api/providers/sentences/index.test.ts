import { afterAll, describe, expect, it } from 'vitest';
import { createSentenceProvider } from '../../../../api/src/providers/sentences';
import { startOpenAiStub } from '../../../stubs/openai';

const stub = startOpenAiStub({ apiKey: 'sk-test' });
afterAll(() => stub.stop());

describe('createSentenceProvider', () => {
  it('builds the WordNet provider, which can be loaded ahead of the first request', async () => {
    const provider = createSentenceProvider({ provider: 'wordnet' });
    expect(provider.load).toBeTypeOf('function');
    expect(await provider.sentenceFor('house')).toMatch(/house/i);
  });

  it('builds the OpenAI-compatible provider from base URL, key and model', async () => {
    const provider = createSentenceProvider({
      provider: 'openai',
      baseUrl: `${stub.url}/v1`,
      apiKey: 'sk-test',
    });
    expect(await provider.sentenceFor('harbour')).toBe('We stopped to look at the harbour.');
    expect(stub.requests[0]?.body).toMatchObject({ model: 'gpt-4o-mini' });
  });
});
