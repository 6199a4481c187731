import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { createAzureSpeaker } from '../../../../api/src/providers/speech/azure';
import { createSpeechProvider, type SpeechProvider } from '../../../../api/src/providers/speech/index';
import { startAzureTtsStub } from '../../../stubs/azure-tts';
import { SILENT_MP3_FRAME } from '../../../stubs/google-tts';
import { speechRequest, withRoutedSpeech } from './routing-kit';

const KEY = 'azure-test-key';
const hello = { text: 'hello', languageCode: 'en-US', gender: 'female' } as const;

describe('Azure AI Speech adapter', () => {
  const stub = startAzureTtsStub({ key: KEY });
  const speaker = (options: { key?: string; timeoutMs?: number } = {}) =>
    createAzureSpeaker({ baseUrl: stub.url, key: KEY, ...options });
  afterEach(() => {
    stub.setMode('ok');
    stub.retired.clear();
    stub.requests.length = 0;
  });
  afterAll(() => stub.stop());

  test('reads the voice list, then sends the documented SSML request with the text escaped', async () => {
    const audio = await speaker().speak({ text: 'Tom & Jerry <3', languageCode: 'fr-FR', gender: 'male' });
    expect(Buffer.from(audio).equals(Buffer.from(SILENT_MP3_FRAME))).toBe(true);
    expect(stub.requests.map(({ method, path, key }) => ({ method, path, key }))).toEqual([
      { method: 'GET', path: '/cognitiveservices/voices/list', key: KEY },
      { method: 'POST', path: '/cognitiveservices/v1', key: KEY },
    ]);
    expect(stub.requests[1]).toMatchObject({
      contentType: 'application/ssml+xml',
      outputFormat: 'audio-24khz-48kbitrate-mono-mp3',
      body:
        "<speak version='1.0' xml:lang='fr-FR'><voice xml:lang='fr-FR' xml:gender='Male' " +
        "name='fr-FR-HenriNeural'>Tom &amp; Jerry &lt;3</voice></speak>",
    });
    expect(stub.spoken()).toEqual([{ voiceName: 'fr-FR-HenriNeural', text: 'Tom & Jerry <3' }]);
  });

  test('reads the voice list once for many words', async () => {
    const azure = speaker();
    await Promise.all([azure.speak(hello), azure.speak({ ...hello, gender: 'male' })]);
    await azure.speak({ ...hello, languageCode: 'zu-ZA' });
    expect(stub.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(stub.spoken().map((s) => s.voiceName)).toEqual([
      'en-US-JennyNeural',
      'en-US-GuyNeural',
      'zu-ZA-ThandoNeural',
    ]);
  });

  test("speaks with the locale's other voice when Azure has none of the gender asked for", async () => {
    await speaker().speak({ text: 'សួស្តី', languageCode: 'km-KH', gender: 'male' });
    expect(stub.spoken()).toEqual([{ voiceName: 'km-KH-SreymomNeural', text: 'សួស្តី' }]);
  });

  test('finds Cantonese of Hong Kong under the code Azure files it under', async () => {
    await speaker().speak({ text: '你好', languageCode: 'yue-HK', gender: 'female' });
    expect(stub.spoken()[0]?.voiceName).toBe('zh-HK-HiuMaanNeural');
  });

  test('a locale Azure has no voice for is a clear 503', async () => {
    await expect(speaker().speak({ ...hello, languageCode: 'so-SO' })).rejects.toMatchObject({
      status: 503,
      code: 'speech_no_voice',
      message: 'The cloud speech service has no voice for so-SO.',
    });
  });

  test('a rejected key is reported with the vendor message, and the failed list is asked for again', async () => {
    const azure = speaker({ key: 'wrong' });
    await expect(azure.speak(hello)).rejects.toMatchObject({
      status: 503,
      code: 'speech_failed',
      message: expect.stringMatching(/HTTP 401 \(Access denied due to invalid subscription key/),
    });
    await expect(azure.speak(hello)).rejects.toMatchObject({ status: 503 });
    expect(stub.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  test('a voice Azure no longer speaks (400) is a 503', async () => {
    stub.retired.add('en-US-JennyNeural');
    await expect(speaker().speak(hello)).rejects.toMatchObject({
      status: 503,
      code: 'speech_failed',
      message: 'The cloud speech service failed: HTTP 400.',
    });
  });

  test('a server that does not answer times out', async () => {
    const azure = speaker({ timeoutMs: 300 });
    await azure.speak(hello);
    stub.setMode('hang');
    await expect(azure.speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_timeout' });
  });

  test.each([
    ['a server error', 'server-error'],
    ['audio that is not MP3', 'not-audio'],
  ] as const)('%s is refused', async (_, mode) => {
    stub.setMode(mode);
    await expect(speaker().speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_failed' });
  });

  test('an unreachable server is a 503, not a crash', async () => {
    const azure = createAzureSpeaker({ baseUrl: 'http://127.0.0.1:9', key: KEY });
    await expect(azure.speak(hello)).rejects.toMatchObject({ status: 503, code: 'speech_failed' });
  });

  test('needs a key', () => {
    expect(() => createAzureSpeaker({ baseUrl: stub.url, key: '' })).toThrow(/resource key/);
  });
});

describe('routing between eSpeak and the Azure voice', () => {
  const stub = startAzureTtsStub({ key: KEY });
  let speech: SpeechProvider;
  withRoutedSpeech(stub, { provider: 'azure', azure: { baseUrl: stub.url, key: KEY } }, (routed) => {
    speech = routed;
  });
  const request = speechRequest;

  test('high quality and locales eSpeak lacks go to Azure; ordinary requests stay on eSpeak', async () => {
    expect(await speech.speak(request('en-US', true))).toMatchObject({ engine: 'azure', mime: 'audio/mpeg' });
    expect((await speech.speak(request('zu-ZA', false))).engine).toBe('azure');
    expect(stub.spoken().map((s) => s.voiceName)).toEqual(['en-US-GuyNeural', 'zu-ZA-ThembaNeural']);
    expect((await speech.speak(request('en-US', false))).engine).toBe('espeak');
    expect(speech.canSpeak?.('zu-ZA')).toBe(true);
  });

  test('when Azure fails, eSpeak speaks instead and says why; a cloud-only locale gets the error', async () => {
    stub.setMode('server-error');
    expect(await speech.speak(request('en-US', true))).toMatchObject({
      engine: 'espeak',
      fellBack: 'cloud_failed',
    });
    await expect(speech.speak(request('zu-ZA', false))).rejects.toMatchObject({ status: 503 });
  });

  test("the 'azure' provider without its options is a start-up error", () => {
    expect(() => createSpeechProvider({ provider: 'azure' })).toThrow(/needs its options/);
  });
});
