import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../api/src/errors';
import { retryMissingSpeech } from '../../../api/src/jobs/speech-retry';
import { createSpeechProvider } from '../../../api/src/providers/speech';
import type { SpeechProvider } from '../../../api/src/providers/speech/port';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';

// A real eSpeak provider behind a switch that can make every request fail, as an engine crash
// or a vendor time-out would.
const real = createSpeechProvider({ provider: 'espeak' });
let failing = true;
const flaky: SpeechProvider = {
  speak: (request) =>
    failing ? Promise.reject(new AppError(503, 'speech_down', 'Speech is down.')) : real.speak(request),
  close: () => real.close(),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { speech: flaky });
});
afterAll(() => t.close());

describe('speech that failed at save time', () => {
  it('keeps the word without audio, then a retry speaks it', async () => {
    const { token } = await signUp(t, 'retry@example.com');
    const saved = await addWord(t, token, { word: 'resilient' });
    expect(saved.speechWord).toBe('');
    expect(saved.speechSentence).toBe('');

    failing = false;
    expect(await retryMissingSpeech(t)).toBe(1);
    const [word] = await listWords(t, token);
    expect(word?.speechWord).toMatch(/^[0-9a-f]{32}$/);
    expect(word?.speechSentence).toMatch(/^[0-9a-f]{32}$/);
    expect(await retryMissingSpeech(t)).toBe(0);
  });
});
