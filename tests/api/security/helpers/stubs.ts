// Stand-ins for the outside services the security suites do not test: translation and example
// sentences answer at once, and speech answers after a short random delay with bytes made from
// its text (so, like real audio, the same text gives the same content id). The delay keeps
// parallel requests interleaving the way slow real speech makes them.
import type { DepsOverrides } from '../../../../api/src/deps';
import type { SpeechProvider } from '../../../../api/src/providers/speech/port';

export const stubLanguageProviders: DepsOverrides = {
  translation: { translate: async ({ text }) => `translated ${text}` },
  sentences: { sentenceFor: async (word) => `An example with ${word}.` },
};

export const quickSpeech: SpeechProvider = {
  async speak({ text, voice }) {
    await new Promise((done) => setTimeout(done, Math.random() * 8));
    return { audio: new TextEncoder().encode(`ID3 ${voice} ${text}`), mime: 'audio/mpeg', engine: 'espeak' };
  },
  async close() {},
};

export const quickProviders: DepsOverrides = { ...stubLanguageProviders, speech: quickSpeech };
