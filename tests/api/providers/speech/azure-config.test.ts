// TTS_PROVIDER=azure from the environment to the words a learner adds: the settings it needs and
// the voice the app really uses.
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../api/src/config';
import { startAzureTtsStub } from '../../../stubs/azure-tts';
import { createTestApp } from '../../helpers/test-app';
import { signUp } from '../../users/helpers';
import { addWord } from '../../words/helpers';

const azure = (env: Record<string, string>) => loadConfig({ TTS_PROVIDER: 'azure', ...env }).tts;

describe('the Azure settings', () => {
  it("build the region's endpoint, or take AZURE_TTS_URL instead", () => {
    expect(azure({ AZURE_TTS_KEY: 'k', AZURE_TTS_REGION: 'westeurope' })).toMatchObject({
      provider: 'azure',
      azureKey: 'k',
      azureUrl: 'https://westeurope.tts.speech.microsoft.com',
    });
    expect(azure({ AZURE_TTS_KEY: 'k', AZURE_TTS_URL: 'http://127.0.0.1:8080/' }).azureUrl).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('stop the server with the variable to set', () => {
    expect(() => azure({ AZURE_TTS_REGION: 'westeurope' })).toThrow(
      new ConfigError('AZURE_TTS_KEY', 'required when TTS_PROVIDER=azure'),
    );
    expect(() => azure({ AZURE_TTS_KEY: 'k' })).toThrow(/AZURE_TTS_REGION: required when TTS_PROVIDER=azure/);
    expect(() => azure({ AZURE_TTS_KEY: 'k', AZURE_TTS_REGION: 'west europe/../x' })).toThrow(
      /AZURE_TTS_REGION: "west europe\/..\/x" is not an Azure region/,
    );
  });
});

describe('an app with TTS_PROVIDER=azure', () => {
  const stub = startAzureTtsStub({ key: 'app-key' });
  afterAll(() => stub.stop());

  it('speaks a language eSpeak lacks, and high quality, with Azure', async () => {
    const t = await createTestApp({
      TTS_PROVIDER: 'azure',
      AZURE_TTS_KEY: 'app-key',
      AZURE_TTS_URL: stub.url,
    });
    try {
      const { token } = await signUp(t, 'zodwa@example.com');
      const zulu = await addWord(t, token, {
        word: 'sawubona',
        sentence: '',
        language: 'zu-ZA',
        voice: 'zu-ZA-Female',
      });
      expect(zulu.speechWord).toMatch(/^[0-9a-f]{32}$/);
      expect(zulu).not.toHaveProperty('speechNotice');
      await addWord(t, token, {
        word: 'bonjour',
        sentence: '',
        language: 'fr-FR',
        voice: 'fr-FR-Male',
        highQuality: 'true',
      });
      expect(stub.spoken()).toEqual([
        { voiceName: 'zu-ZA-ThandoNeural', text: 'sawubona' },
        { voiceName: 'fr-FR-HenriNeural', text: 'bonjour' },
      ]);
    } finally {
      await t.close();
    }
  });
});
