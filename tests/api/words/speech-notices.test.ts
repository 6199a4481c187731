// The add answer's speechNotice: it tells the learner when the audio is not what they asked for,
// and why, in the texts of shared/words/speech-notices.ts. An expected gap (a language that needs a
// cloud voice none is set up for) is not logged as an error.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cloudVoiceFailedNotice,
  cloudVoiceNeededNotice,
  SPEECH_NOTICES,
} from '../../../shared/words/speech-notices';
import { startGoogleTtsStub } from '../../stubs/google-tts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from './helpers';

const zulu = { word: 'sawubona', sentence: 'Sawubona, mngane.', language: 'zu-ZA', voice: 'zu-ZA-Female' };
const highQuality = { word: 'quality', sentence: '', highQuality: 'true' };

afterEach(() => vi.restoreAllMocks());

describe('without a cloud voice (TTS_PROVIDER=espeak)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t, 'espeak@example.com')).token;
  });
  afterAll(() => t.close());

  it('saves a word in a language that needs a cloud voice without audio, says so, logs no error', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const word = await addWord(t, token, zulu);
    expect(word).toMatchObject({ word: 'sawubona', speechWord: '', speechSentence: '' });
    expect(word).toMatchObject({ speechNotice: cloudVoiceNeededNotice('Zulu (South Africa)') });
    expect(cloudVoiceNeededNotice('Zulu (South Africa)')).toContain('TTS_PROVIDER');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('speaks high quality with the standard voice and says a cloud voice is not set up', async () => {
    const word = await addWord(t, token, highQuality);
    expect(word.speechWord).toMatch(/^[0-9a-f]{32}$/);
    expect(word).toMatchObject({ speechNotice: SPEECH_NOTICES.highQualityNotConfigured });
  });

  it('says nothing when the audio is what was asked for', async () => {
    expect(await addWord(t, token, { word: 'plain' })).not.toHaveProperty('speechNotice');
  });
});

describe('with a cloud voice that fails (TTS_PROVIDER=google)', () => {
  const google = startGoogleTtsStub({ apiKey: 'key' });
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    google.setMode('server-error');
    t = await createTestApp({
      TTS_PROVIDER: 'google',
      GOOGLE_TTS_API_KEY: 'key',
      GOOGLE_TTS_URL: google.url,
    });
    token = (await signUp(t, 'google@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
    google.stop();
  });

  it('says the high-quality service failed, not that it is not set up', async () => {
    const word = await addWord(t, token, highQuality);
    expect(word.speechWord).toMatch(/^[0-9a-f]{32}$/);
    expect(word).toMatchObject({ speechNotice: SPEECH_NOTICES.highQualityFailed });
  });

  it('saves a cloud-only word without audio for now, with one warning line and no stack trace', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const word = await addWord(t, token, { ...zulu, sentence: '' });
    expect(word).toMatchObject({
      speechWord: '',
      speechNotice: cloudVoiceFailedNotice('Zulu (South Africa)'),
    });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      expect.stringMatching(/^Speech failed for "sawubona" \(zu-ZA\): .*HTTP 500/),
    ]);
  });
});
