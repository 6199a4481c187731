import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEspeakSpeaker } from '../../../../api/src/providers/speech/espeak';
import { createSpeechProvider, type SpeechProvider } from '../../../../api/src/providers/speech/index';
import { looksLikeMp3 } from '../../../../api/src/providers/speech/port';
import { walkMp3 } from './mp3-frames';

const faultyWorker = new URL('../../../stubs/espeak-faulty-worker.ts', import.meta.url);
const usEnglish = (text: string, voice = 'en-US-Female') =>
  ({ text, language: 'en-US', voice, highQuality: false }) as const;

// eSpeak adds a little random breath and jitter, so the same text never gives the same bytes twice;
// its length in frames, though, is stable to a frame. Tests compare lengths, not bytes.
const framesOf = (audio: Uint8Array) => walkMp3(audio).frames;
/** Within one frame (26 ms) of the expected length. */
const expectFrames = (audio: Uint8Array, expected: number) =>
  expect(Math.abs(framesOf(audio) - expected)).toBeLessThanOrEqual(1);

describe('eSpeak speech (real engine in a worker)', () => {
  let speech: SpeechProvider;
  beforeAll(() => {
    speech = createSpeechProvider({ provider: 'espeak' });
  });
  afterAll(() => speech.close());

  test('speaks a word in en-US as MP3', async () => {
    const result = await speech.speak(usEnglish('hello'));
    expect(result.engine).toBe('espeak');
    expect(result.mime).toBe('audio/mpeg');
    expect(result.fellBack).toBeUndefined();
    expect(looksLikeMp3(result.audio)).toBe(true);
    expect(result.audio.length).toBeGreaterThan(1000);
    const mp3 = walkMp3(result.audio);
    expect(mp3.wellFormed).toBe(true);
    expect(mp3.seconds).toBeGreaterThan(0.3);
    expect(mp3.seconds).toBeLessThan(2);
  });

  test('a sentence gives several times the audio of a word', async () => {
    const word = await speech.speak(usEnglish('hello'));
    const sentence = await speech.speak(usEnglish('The children walked to school along the quiet river.'));
    expect(walkMp3(sentence.audio).wellFormed).toBe(true);
    expect(walkMp3(sentence.audio).seconds).toBeGreaterThan(walkMp3(word.audio).seconds * 4);
  });

  test('the female and male voices, and two languages, are different voices', async () => {
    // eSpeak's variants and languages each set their own pace, so the same word lasts differently.
    const female = framesOf((await speech.speak(usEnglish('water', 'en-US-Female'))).audio);
    const male = framesOf((await speech.speak(usEnglish('water', 'en-US-Male'))).audio);
    expect(Math.abs(female - male)).toBeGreaterThan(1);
    const sentence = 'The children walked to school along the quiet river.';
    const english = framesOf((await speech.speak(usEnglish(sentence))).audio);
    const germanRequest = { text: sentence, language: 'de-DE', voice: 'de-DE-Female', highQuality: false };
    const german = framesOf((await speech.speak(germanRequest)).audio);
    expect(Math.abs(english - german)).toBeGreaterThan(2);
    // …and each is stable: asking twice gives the same length.
    expectFrames((await speech.speak(usEnglish('water', 'en-US-Male'))).audio, male);
  });

  test('twenty parallel requests are answered in order, each with its own audio', async () => {
    const vocabulary = ['a', 'cat', 'elephant', 'hippopotamus', 'internationalization'];
    const alone = new Map<string, number>();
    for (const word of vocabulary) alone.set(word, framesOf((await speech.speak(usEnglish(word))).audio));
    // The words must be told apart by length for the check below to mean anything.
    const lengths = [...alone.values()].sort((a, b) => a - b);
    for (let i = 1; i < lengths.length; i++)
      expect((lengths[i] ?? 0) - (lengths[i - 1] ?? 0)).toBeGreaterThan(2);

    const words = Array.from({ length: 20 }, (_, i) => vocabulary[(i * 3) % vocabulary.length] ?? '');
    const finished: number[] = [];
    const results = await Promise.all(
      words.map((word, i) =>
        speech.speak(usEnglish(word)).then((result) => {
          finished.push(i);
          return result;
        }),
      ),
    );
    expect(finished).toEqual(words.map((_, i) => i));
    for (const [i, result] of results.entries()) expectFrames(result.audio, alone.get(words[i] ?? '') ?? -9);
  });

  test('asking for high quality without a cloud voice falls back to eSpeak and says so', async () => {
    const result = await speech.speak({ ...usEnglish('hello'), highQuality: true });
    expect(result).toMatchObject({ engine: 'espeak', fellBack: 'not_configured' });
  });

  test('a locale only a cloud voice can speak is refused with the setting to change', async () => {
    expect(speech.canSpeak?.('zu-ZA')).toBe(false);
    expect(speech.canSpeak?.('en-US')).toBe(true);
    const refusal = speech.speak({
      text: 'sawubona',
      language: 'zu-ZA',
      voice: 'zu-ZA-Female',
      highQuality: false,
    });
    await expect(refusal).rejects.toMatchObject({
      status: 503,
      code: 'speech_cloud_only',
      message: expect.stringContaining('TTS_PROVIDER=google or TTS_PROVIDER=azure'),
    });
  });

  test('an unknown language is a validation error', async () => {
    const refusal = speech.speak({
      text: 'hello',
      language: 'xx-XX',
      voice: 'xx-XX-Female',
      highQuality: false,
    });
    await expect(refusal).rejects.toMatchObject({ status: 422, message: 'Please select a Voice.' });
  });
});

describe('eSpeak worker pool under faults', () => {
  test('a crash rejects only the job it held and the next request is served by a new worker', async () => {
    const speaker = createEspeakSpeaker({ workerUrl: faultyWorker });
    try {
      await speaker.speak('warm up', 'en-us', 'female');
      const crashed = speaker.speak('CRASH NOW', 'en-us', 'female');
      const queuedBehind = speaker.speak('hello', 'en-us', 'female');
      await expect(crashed).rejects.toMatchObject({ status: 503, code: 'speech_crashed' });
      await expect(crashed).rejects.toThrow(/simulated crash/);
      expect(looksLikeMp3(await queuedBehind)).toBe(true);
      expect(looksLikeMp3(await speaker.speak('again', 'en-us', 'male'))).toBe(true);
    } finally {
      await speaker.close();
    }
  });

  test('a hung worker times out, is replaced, and never blocks the queue', async () => {
    const speaker = createEspeakSpeaker({ workerUrl: faultyWorker, timeoutMs: 1500, maxWaitMs: 10_000 });
    try {
      await speaker.speak('warm up', 'en-us', 'female');
      const hung = speaker.speak('HANG NOW', 'en-us', 'female');
      const queuedBehind = speaker.speak('hello', 'en-us', 'female');
      await expect(hung).rejects.toMatchObject({ status: 503, code: 'speech_timeout' });
      expect(walkMp3(await queuedBehind).wellFormed).toBe(true);
    } finally {
      await speaker.close();
    }
  });

  test('a worker stuck while starting is given up on, and the waiting requests fail clearly', async () => {
    const stalled = new URL('../../../stubs/espeak-stalled-worker.ts', import.meta.url);
    const speaker = createEspeakSpeaker({ workerUrl: stalled, startTimeoutMs: 300 });
    try {
      const waiting = [speaker.speak('one', 'en-us', 'female'), speaker.speak('two', 'en-us', 'male')];
      for (const request of waiting) {
        await expect(request).rejects.toMatchObject({ status: 503, code: 'speech_unavailable' });
        await expect(request).rejects.toThrow(/could not start \(not ready after 300 ms\)/);
      }
    } finally {
      await speaker.close();
    }
  });

  test('warm starts the pool’s workers before any word, and the words then start none', async () => {
    const RealWorker = globalThis.Worker;
    let started = 0;
    globalThis.Worker = class extends RealWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        started++;
      }
    };
    const speaker = createEspeakSpeaker({ workers: 2 });
    try {
      await speaker.warm();
      expect(started).toBe(2);
      await Promise.all([speaker.speak('cat', 'en-us', 'female'), speaker.speak('dog', 'en-us', 'male')]);
      await speaker.warm();
      expect(started).toBe(2);
    } finally {
      globalThis.Worker = RealWorker;
      await speaker.close();
    }
  });

  test('warm settles when a worker cannot start, and words then fail clearly', async () => {
    const stalled = new URL('../../../stubs/espeak-stalled-worker.ts', import.meta.url);
    const speaker = createEspeakSpeaker({ workerUrl: stalled, startTimeoutMs: 300 });
    try {
      await speaker.warm();
      await expect(speaker.speak('one', 'en-us', 'female')).rejects.toMatchObject({
        code: 'speech_unavailable',
      });
    } finally {
      await speaker.close();
    }
  });

  test('two workers share a burst and keep every answer with its request', async () => {
    const speaker = createEspeakSpeaker({ workers: 2 });
    try {
      const short = framesOf(await speaker.speak('cat', 'en-us', 'female'));
      const long = framesOf(await speaker.speak('internationalization', 'en-us', 'female'));
      const texts = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'internationalization' : 'cat'));
      const burst = await Promise.all(texts.map((text) => speaker.speak(text, 'en-us', 'female')));
      for (const [i, audio] of burst.entries()) expectFrames(audio, texts[i] === 'cat' ? short : long);
    } finally {
      await speaker.close();
    }
  });

  test('an unknown eSpeak voice is refused without killing the worker', async () => {
    const speaker = createEspeakSpeaker();
    try {
      await expect(speaker.speak('hello', 'no-such-voice', 'female')).rejects.toThrow(
        /no voice "no-such-voice\+f3"/,
      );
      expect(looksLikeMp3(await speaker.speak('hello', 'en-us', 'female'))).toBe(true);
    } finally {
      await speaker.close();
    }
  });

  test('closing rejects waiting requests instead of leaving them pending', async () => {
    const speaker = createEspeakSpeaker();
    const pending = speaker.speak('hello', 'en-us', 'female');
    await speaker.close();
    await expect(pending).rejects.toMatchObject({ status: 503 });
    await expect(speaker.speak('hello', 'en-us', 'female')).rejects.toMatchObject({ status: 503 });
  });
});
