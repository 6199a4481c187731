// Azure AI Speech, text to speech REST API, asked for MP3: POST {base}/cognitiveservices/v1 with
// an SSML body naming the voice, the resource key in Ocp-Apim-Subscription-Key. The voice is
// chosen by locale and gender from the region's voice list (azure-voices.ts).
// https://learn.microsoft.com/azure/ai-services/speech-service/rest-text-to-speech
import type { HttpRequest } from '../../../../shared/http-call';
import { answerShape, Type } from '../answer-shape';
import { callVendor, speechFailed } from '../vendor-call';
import { type AzureVoice, cachedVoices, pickVoice, readVoiceList } from './azure-voices';
import { type CloudSpeaker, looksLikeMp3 } from './port';

export interface AzureSpeechOptions {
  /** https://{region}.tts.speech.microsoft.com, or a stand-in server in tests (AZURE_TTS_URL). */
  baseUrl: string;
  /** The Speech resource key. */
  key: string;
  timeoutMs?: number;
}

/** 24 kHz mono MP3 at 48 kbit/s: clear speech, about 6 KB a second. */
export const AZURE_OUTPUT_FORMAT = 'audio-24khz-48kbitrate-mono-mp3';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** A learner's text is data, never markup: "Tom & Jerry <3" stays exactly that. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export function ssmlFor(text: string, voice: AzureVoice): string {
  const lang = escapeXml(voice.locale);
  const gender = voice.gender === 'female' ? 'Female' : 'Male';
  return (
    `<speak version='1.0' xml:lang='${lang}'>` +
    `<voice xml:lang='${lang}' xml:gender='${gender}' name='${escapeXml(voice.shortName)}'>` +
    `${escapeXml(text)}</voice></speak>`
  );
}

const isAzureError = answerShape(Type.Object({ error: Type.Object({ message: Type.String() }) }));

/** Azure's errors are `{error: {code, message}}` when it says more than the status. */
const vendorMessage = (body: unknown) => (isAzureError(body) ? ` (${body.error.message.slice(0, 200)})` : '');

export function createAzureSpeaker(options: AzureSpeechOptions): CloudSpeaker {
  if (!options.key) throw new Error('Azure AI Speech needs a resource key.');
  const timeoutMs = options.timeoutMs ?? 5000;

  /**
   * One call to Azure: its body when 2xx (read under the same time-out, so a server that stalls
   * mid-answer times out too), otherwise a 503 saying what went wrong.
   */
  async function call(
    path: string,
    request: Omit<HttpRequest, 'timeoutMs' | 'headers'> & { headers?: Record<string, string> },
  ): Promise<unknown> {
    const answer = await callVendor({ kind: 'speech' }, new URL(path, `${options.baseUrl}/`).href, {
      ...request,
      headers: { 'Ocp-Apim-Subscription-Key': options.key, 'User-Agent': 'Wordhoard', ...request.headers },
      timeoutMs,
    });
    if (answer.status < 200 || answer.status >= 300) {
      throw speechFailed(`HTTP ${answer.status}${vendorMessage(answer.body)}`);
    }
    return answer.body;
  }

  const voices = cachedVoices(async () => {
    const list = await call('cognitiveservices/voices/list', { method: 'GET' });
    if (!Array.isArray(list)) throw speechFailed('the voice list could not be read');
    return readVoiceList(list);
  });

  return {
    async speak({ text, languageCode, gender }) {
      const voice = pickVoice(await voices(), languageCode, gender);
      const audio = await call('cognitiveservices/v1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/ssml+xml', 'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT },
        body: ssmlFor(text, voice),
        as: 'bytes',
      });
      if (!(audio instanceof Uint8Array) || !looksLikeMp3(audio)) throw speechFailed('the audio is not MP3');
      return audio;
    },
  };
}
