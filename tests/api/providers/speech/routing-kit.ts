// What the tests of the routing between eSpeak and a cloud voice share: one provider over the
// vendor's stand-in, made once for the describe block, the stand-in back to normal after each
// test, both stopped at the end; and the request each test varies by language and quality.
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  createSpeechProvider,
  type SpeechProvider,
  type SpeechProviderOptions,
} from '../../../../api/src/providers/speech/index';

interface CloudVoiceStub {
  setMode(mode: 'ok'): void;
  stop(): unknown;
}

/** Makes the routed provider before the block's tests and hands it to the block through `use`. */
export function withRoutedSpeech(
  stub: CloudVoiceStub,
  options: SpeechProviderOptions,
  use: (speech: SpeechProvider) => void,
): void {
  let speech: SpeechProvider | undefined;
  beforeAll(() => {
    speech = createSpeechProvider(options);
    use(speech);
  });
  afterEach(() => stub.setMode('ok'));
  afterAll(async () => {
    await speech?.close();
    stub.stop();
  });
}

export const speechRequest = (language: string, highQuality: boolean) => ({
  text: 'hello',
  language,
  voice: `${language}-Male`,
  highQuality,
});
