import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { createGoogleSpeaker } from '../../../../api/src/providers/speech/google';
import { createSpeechProvider, type SpeechProvider } from '../../../../api/src/providers/speech/index';
import { SILENT_MP3_FRAME, startGoogleTtsStub } from '../../../stubs/google-tts';
import { speechRequest, withRoutedSpeech } from './routing-kit';

const API_KEY = 'test-key';
const hello = { text: 'hello', languageCode: 'en-US', gender: 'female' } as const;

describe('Google Cloud Text-to-Speech adapter', () => {
  const stub = startGoogleTtsStub({ apiKey: API_KEY, accessToken: 'ya29.token' });
  afterEach(() => {
    stub.setMode('ok');
    stub.requests.length = 0;
  });
  afterAll(() => stub.stop());

  test('sends the documented request and returns the decoded MP3', async () => {
    const google = createGoogleSpeaker({ baseUrl: stub.url, apiKey: API_KEY });
    const audio = await google.speak({ text: 'bonjour', languageCode: 'fr-FR', gender: 'male' });
    expect(Buffer.from(audio).equals(Buffer.from(SILENT_MP3_FRAME))).toBe(true);
    expect(stub.requests).toEqual([
      {
        key: API_KEY,
        authorization: null,
        body: {
          input: { text: 'bonjour' },
          voice: { languageCode: 'fr-FR', ssmlGender: 'MALE' },
          audioConfig: { audioEncoding: 'MP3' },
        },
      },
    ]);
  });

  test('can authenticate with a bearer token instead of a key', async () => {
    const google = createGoogleSpeaker({ baseUrl: stub.url, accessToken: 'ya29.token' });
    await google.speak(hello);
    expect(stub.requests[0]).toMatchObject({ key: null, authorization: 'Bearer ya29.token' });
  });

  test('a rejected key is reported with the vendor message', async () => {
    const google = createGoogleSpeaker({ baseUrl: stub.url, apiKey: 'wrong' });
    await expect(google.speak(hello)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/HTTP 403 \(The caller does not have permission\)/),
    });
  });

  test('a server error becomes a 503', async () => {
    stub.setMode('server-error');
    const google = createGoogleSpeaker({ baseUrl: stub.url, apiKey: API_KEY });
    await expect(google.speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_failed' });
  });

  test('a server that does not answer times out', async () => {
    // The stub never answers: only the time-out ends the call.
    stub.setMode('hang');
    const google = createGoogleSpeaker({ baseUrl: stub.url, apiKey: API_KEY, timeoutMs: 300 });
    await expect(google.speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_timeout' });
  });

  test.each([
    ['an answer without audioContent', 'malformed'],
    ['audio that is not MP3', 'not-audio'],
  ] as const)('%s is refused', async (_, mode) => {
    stub.setMode(mode);
    const google = createGoogleSpeaker({ baseUrl: stub.url, apiKey: API_KEY });
    await expect(google.speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_failed' });
  });

  test('an unreachable server is a 503, not a crash', async () => {
    const google = createGoogleSpeaker({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY });
    await expect(google.speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_failed' });
  });

  test('needs a key or a token', () => {
    expect(() => createGoogleSpeaker({ baseUrl: stub.url })).toThrow(/API key or an access token/);
  });
});

describe('routing between eSpeak and the cloud voice', () => {
  const stub = startGoogleTtsStub({ apiKey: API_KEY });
  let speech: SpeechProvider;
  withRoutedSpeech(stub, { provider: 'google', google: { baseUrl: stub.url, apiKey: API_KEY } }, (routed) => {
    speech = routed;
  });
  const request = speechRequest;

  test('high quality goes to the cloud voice, with the locale and gender', async () => {
    const result = await speech.speak(request('en-GB', true));
    expect(result).toMatchObject({ engine: 'google', mime: 'audio/mpeg' });
    expect(result.fellBack).toBeUndefined();
    expect(stub.requests.at(-1)?.body.voice).toEqual({ languageCode: 'en-GB', ssmlGender: 'MALE' });
  });

  test('ordinary requests stay on eSpeak, which costs nothing', async () => {
    const before = stub.requests.length;
    const result = await speech.speak(request('en-US', false));
    expect(result.engine).toBe('espeak');
    expect(result.fellBack).toBeUndefined();
    expect(stub.requests.length).toBe(before);
  });

  test('a locale eSpeak cannot speak goes to the cloud voice even without high quality', async () => {
    expect((await speech.speak(request('zu-ZA', false))).engine).toBe('google');
    expect(speech.canSpeak?.('zu-ZA')).toBe(true);
  });

  test('when the cloud voice fails, eSpeak speaks instead and says so', async () => {
    stub.setMode('server-error');
    expect(await speech.speak(request('en-US', true))).toMatchObject({
      engine: 'espeak',
      fellBack: 'cloud_failed',
    });
  });

  test('when the cloud voice fails for a cloud-only locale, the error reaches the caller', async () => {
    stub.setMode('server-error');
    await expect(speech.speak(request('zu-ZA', false))).rejects.toMatchObject({ status: 503 });
  });

  test("the 'google' provider without its options is a start-up error", () => {
    expect(() => createSpeechProvider({ provider: 'google' })).toThrow(/needs its options/);
  });
});
