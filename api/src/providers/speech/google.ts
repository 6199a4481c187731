// Google Cloud Text-to-Speech, REST v1 `text:synthesize`, asked for MP3.
// https://cloud.google.com/text-to-speech/docs/reference/rest/v1/text/synthesize
import { AppError, unavailable } from '../../errors';
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

interface SynthesizeAnswer {
  audioContent?: unknown;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function createGoogleSpeaker(options: GoogleSpeechOptions): GoogleSpeaker {
  if (!options.apiKey && !options.accessToken) {
    throw new Error('Google Text-to-Speech needs an API key or an access token.');
  }
  const url = new URL('/v1/text:synthesize', options.baseUrl);
  if (options.apiKey) url.searchParams.set('key', options.apiKey);
  const timeoutMs = options.timeoutMs ?? 5000;
  const failed = (why: string) => unavailable(`The cloud speech service failed: ${why}.`, 'speech_failed');

  return {
    async speak({ text, languageCode, gender, voiceName }) {
      const body = {
        input: { text },
        voice: { languageCode, name: voiceName, ssmlGender: gender === 'female' ? 'FEMALE' : 'MALE' },
        audioConfig: { audioEncoding: 'MP3' },
      };
      let answer: SynthesizeAnswer | null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
          },
          body: JSON.stringify(body),
          // Covers the body too: a server that stalls mid-answer times out as well.
          signal: AbortSignal.timeout(timeoutMs),
        });
        const raw = await response.text();
        if (!response.ok) throw failed(`HTTP ${response.status}${vendorMessage(raw)}`);
        answer = parseJson(raw) as SynthesizeAnswer | null;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw unavailable('The cloud speech service took too long; please try again.', 'speech_timeout');
        }
        throw failed('it could not be reached');
      }
      const content = answer?.audioContent;
      if (typeof content !== 'string' || !BASE64.test(content)) throw failed('the answer holds no audio');
      const audio = Buffer.from(content, 'base64');
      if (!looksLikeMp3(audio)) throw failed('the audio is not MP3');
      return new Uint8Array(audio.buffer, audio.byteOffset, audio.byteLength);
    },
  };
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** Google's errors are `{error: {code, message, status}}`; the message helps whoever reads the log. */
function vendorMessage(raw: string): string {
  const message = (parseJson(raw) as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' ? ` (${message.slice(0, 200)})` : '';
}
