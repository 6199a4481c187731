import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../api/src/errors';
import { createSpeechRetry, describeRun, retryMissingSpeech } from '../../../api/src/jobs/speech-retry';
import { createSpeechProvider } from '../../../api/src/providers/speech';
import type { SpeechProvider } from '../../../api/src/providers/speech/port';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';

// A real eSpeak provider (no cloud voice: zu-ZA cannot be spoken) behind a switch that can make
// every request fail, as an engine crash or a vendor time-out would. It counts the requests.
const real = createSpeechProvider({ provider: 'espeak' });
let failing = true;
const asked: string[] = [];
const flaky: SpeechProvider = {
  speak: (request) => {
    asked.push(request.text);
    return failing
      ? Promise.reject(new AppError(503, 'speech_down', 'Speech is down.'))
      : real.speak(request);
  },
  canSpeak: (language) => real.canSpeak?.(language) ?? true,
  close: () => real.close(),
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { speech: flaky });
  token = (await signUp(t, 'retry@example.com')).token;
});
afterAll(() => t.close());
beforeEach(() => {
  failing = true;
  asked.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
// The files of a worker share one console (isolate: false): the next file's warnings are its own.
afterEach(() => vi.restoreAllMocks());

describe('speech that failed at save time', () => {
  it('keeps the word without audio, then a retry speaks it', async () => {
    const saved = await addWord(t, token, { word: 'resilient' });
    expect(saved.speechWord).toBe('');
    expect(saved.speechSentence).toBe('');

    failing = false;
    expect((await retryMissingSpeech(t)).report).toMatchObject({ tried: 1, fixed: 1, failures: [] });
    const [word] = await listWords(t, token);
    expect(word?.speechWord).toMatch(/^[0-9a-f]{32}$/);
    expect(word?.speechSentence).toMatch(/^[0-9a-f]{32}$/);
    expect((await retryMissingSpeech(t)).report.tried).toBe(0);
  });
});

describe('the retry job', () => {
  it('leaves alone the words no configured voice can speak', async () => {
    const zulu = { sentence: '', language: 'zu-ZA', voice: 'zu-ZA-Female' };
    for (const word of ['sawubona', 'yebo', 'ngiyabonga']) await addWord(t, token, { ...zulu, word });
    asked.length = 0;
    const { report } = await retryMissingSpeech(t);
    expect(report).toMatchObject({ tried: 0, unspeakable: 3 });
    expect(asked).toEqual([]);
    expect(describeRun(report)).toBeNull();
  });

  it('gives every word its turn, 50 a run, even when the first ones keep failing', async () => {
    const texts: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      // More adds than a minute allows (shared/accounts/quotas.ts): the setup starts a new window.
      if (i === 30) await t.client.execute('DELETE FROM rate_limits');
      const word = `w${String(i).padStart(2, '0')}`;
      texts.push(word);
      await addWord(t, token, { word, sentence: '' });
    }
    const lines: string[] = [];
    const retry = createSpeechRetry(t, (line) => lines.push(line));
    vi.mocked(console.warn).mockClear();

    asked.length = 0;
    expect(await retry()).toMatchObject({ tried: 50, fixed: 0, unspeakable: 3 });
    expect(asked).toEqual(texts.slice(0, 50));

    // The next run goes on from there and wraps round to the start.
    asked.length = 0;
    await retry();
    expect(asked).toEqual([...texts.slice(50), ...texts.slice(0, 40)]);

    // One line per run, not one per failed word.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Speech retry: 0 of 50 words now have their audio. Speaking failed 50 times; first: ' +
        'Speech failed for "w00" (en-US): Speech is down. 3 more wait for a cloud voice (TTS_PROVIDER).',
    );
    expect(console.warn).not.toHaveBeenCalled();

    failing = false;
    await retry();
    await retry();
    const words = await listWords(t, token);
    expect(words.filter((w) => w.speechWord === '').map((w) => w.language)).toEqual([
      'zu-ZA',
      'zu-ZA',
      'zu-ZA',
    ]);
  });
});
