// Google Cloud Text-to-Speech, REST v1 `text:synthesize`, asked for MP3.
// https://cloud.google.com/text-to-speech/docs/reference/rest/v1/text/synthesize
import { answerShape, Type } from '../answer-shape';
import { callVendor, speechFailed } from '../vendor-call';
import { looksLikeMp3, type VoiceGender } from './port';

export interface GoogleSpeechOptions {
  /** e.g. https://texttospeech.googleapis.com (a stand-in server in tests). */
  baseUrl: string;
  /** Sent as `?key=`. */
  apiKey?: string;
  /** OAuth access token, sent as a bearer token, for service-account set-ups. */
  accessToken?: string;
  timeoutMs?: number;
}

export interface GoogleSpeechRequest {
  text: string;
  /** BCP-47 code, e.g. 'en-US'. */
  languageCode: string;
  gender: VoiceGender;
  /** A Google voice name such as 'en-US-Neural2-F'; Google picks one when absent. */
  voiceName?: string;
}

export interface GoogleSpeaker {
  speak(request: GoogleSpeechRequest): Promise<Uint8Array>;
}

const isSynthesized = answerShape(
  Type.Object({ audioContent: Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$' }) }),
);
const isGoogleError = answerShape(Type.Object({ error: Type.Object({ message: Type.String() }) }));

/** Google's errors are `{error: {code, message, status}}`; the message helps whoever reads the log. */
const vendorMessage = (body: unknown) =>
  isGoogleError(body) ? ` (${body.error.message.slice(0, 200)})` : '';

export function createGoogleSpeaker(options: GoogleSpeechOptions): GoogleSpeaker {
  if (!options.apiKey && !options.accessToken) {
    throw new Error('Google Text-to-Speech needs an API key or an access token.');
  }
  const url = new URL('/v1/text:synthesize', options.baseUrl);
  if (options.apiKey) url.searchParams.set('key', options.apiKey);
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    async speak({ text, languageCode, gender, voiceName }) {
      const body = {
        input: { text },
        voice: { languageCode, name: voiceName, ssmlGender: gender === 'female' ? 'FEMALE' : 'MALE' },
        audioConfig: { audioEncoding: 'MP3' },
      };
      // The time-out covers the body too: a server that stalls mid-answer times out as well.
      const answer = await callVendor({ kind: 'speech' }, url.href, {
        method: 'POST',
        headers: options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {},
        json: body,
        timeoutMs,
      });
      if (answer.status < 200 || answer.status >= 300) {
        throw speechFailed(`HTTP ${answer.status}${vendorMessage(answer.body)}`);
      }
      if (!isSynthesized(answer.body)) throw speechFailed('the answer holds no audio');
      const content = answer.body.audioContent;
      const audio = Buffer.from(content, 'base64');
      if (!looksLikeMp3(audio)) throw speechFailed('the audio is not MP3');
      return new Uint8Array(audio.buffer, audio.byteOffset, audio.byteLength);
    },
  };
}
