// Azure AI Speech, text to speech REST API, asked for MP3: POST {base}/cognitiveservices/v1 with
// an SSML body naming the voice, the resource key in Ocp-Apim-Subscription-Key. The voice is
// chosen by locale and gender from the region's voice list (azure-voices.ts).
// https://learn.microsoft.com/azure/ai-services/speech-service/rest-text-to-speech
import { AppError, unavailable } from '../../errors';
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

const failed = (why: string) => unavailable(`The cloud speech service failed: ${why}.`, 'speech_failed');

/** Azure's errors are `{error: {code, message}}` when it says more than the status. */
function vendorMessage(raw: string): string {
  try {
    const message = (JSON.parse(raw) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' ? ` (${message.slice(0, 200)})` : '';
  } catch {
    return '';
  }
}

export function createAzureSpeaker(options: AzureSpeechOptions): CloudSpeaker {
  if (!options.key) throw new Error('Azure AI Speech needs a resource key.');
  const timeoutMs = options.timeoutMs ?? 5000;

  /** One call to Azure: its answer when 2xx, otherwise a 503 AppError saying what went wrong. */
  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      const response = await fetch(new URL(path, `${options.baseUrl}/`), {
        ...init,
        headers: { 'Ocp-Apim-Subscription-Key': options.key, 'User-Agent': 'Wordhoard', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw failed(`HTTP ${response.status}${vendorMessage(await response.text())}`);
      return response;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw unavailable('The cloud speech service took too long; please try again.', 'speech_timeout');
      }
      throw failed('it could not be reached');
    }
  }

  /** The body is read under the same time-out: a server that stalls mid-answer times out too. */
  async function bodyOf<T>(response: Response, read: (r: Response) => Promise<T>): Promise<T> {
    try {
      return await read(response);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw unavailable('The cloud speech service took too long; please try again.', 'speech_timeout');
      }
      throw failed('the answer could not be read');
    }
  }

  const voices = cachedVoices(async () => {
    const response = await call('cognitiveservices/voices/list', { method: 'GET' });
    const list = await bodyOf(response, (r) => r.json() as Promise<unknown>);
    if (!Array.isArray(list)) throw failed('the voice list could not be read');
    return readVoiceList(list);
  });

  return {
    async speak({ text, languageCode, gender }) {
      const voice = pickVoice(await voices(), languageCode, gender);
      const response = await call('cognitiveservices/v1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/ssml+xml', 'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT },
        body: ssmlFor(text, voice),
      });
      const audio = new Uint8Array(await bodyOf(response, (r) => r.arrayBuffer()));
      if (!looksLikeMp3(audio)) throw failed('the audio is not MP3');
      return audio;
    },
  };
}
