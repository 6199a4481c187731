// A local stand-in for Azure AI Speech's text to speech REST API: GET /cognitiveservices/voices/list
// and POST /cognitiveservices/v1 with an SSML body. It checks requests as the documentation
// describes them and answers like Azure (401 for a wrong key, 400 for a voice it cannot speak or
// malformed SSML, 415 for another content type), or misbehaves on demand.
// https://learn.microsoft.com/azure/ai-services/speech-service/rest-text-to-speech
import { SILENT_MP3_FRAME } from './google-tts';

export type AzureTtsMode = 'ok' | 'hang' | 'server-error' | 'not-audio';

const voice = (shortName: string, gender: 'Female' | 'Male', locale: string) => ({
  Name: `Microsoft Server Speech Text to Speech Voice (${locale}, ${shortName.split('-').at(-1)})`,
  DisplayName: shortName.split('-').at(-1)?.replace('Neural', ''),
  ShortName: shortName,
  Gender: gender,
  Locale: locale,
  SampleRateHertz: '24000',
  VoiceType: 'Neural',
  Status: 'GA',
});

/** A few voices of the real list, enough for the locales the tests speak. */
export const AZURE_VOICES = [
  voice('en-US-JennyNeural', 'Female', 'en-US'),
  voice('en-US-GuyNeural', 'Male', 'en-US'),
  voice('fr-FR-DeniseNeural', 'Female', 'fr-FR'),
  voice('fr-FR-HenriNeural', 'Male', 'fr-FR'),
  voice('zu-ZA-ThandoNeural', 'Female', 'zu-ZA'),
  voice('zu-ZA-ThembaNeural', 'Male', 'zu-ZA'),
  voice('km-KH-SreymomNeural', 'Female', 'km-KH'),
  voice('zh-HK-HiuMaanNeural', 'Female', 'zh-HK'),
];

const MP3_FORMATS = [
  'audio-16khz-32kbitrate-mono-mp3',
  'audio-24khz-48kbitrate-mono-mp3',
  'audio-48khz-96kbitrate-mono-mp3',
];

const ACCESS_DENIED = {
  error: {
    code: '401',
    message:
      'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
  },
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The voice name and the text of `<speak><voice name='…'>text</voice></speak>`; null when malformed. */
function readSsml(ssml: string): { voiceName: string; text: string } | null {
  const match =
    /^<speak version='1\.0' xml:lang='[\w-]+'><voice [^>]*name='([^'<>&]+)'[^>]*>([^<]*)<\/voice><\/speak>$/.exec(
      ssml,
    );
  if (!match?.[1] || match[2] === undefined) return null;
  // A bare '&' is not XML: Azure refuses it with 400 like any malformed SSML.
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(match[2])) return null;
  return {
    voiceName: match[1],
    text: match[2].replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ENTITIES[e] ?? ''),
  };
}

export interface AzureRequest {
  method: string;
  path: string;
  key: string | null;
  contentType: string | null;
  outputFormat: string | null;
  body: string;
}

export function startAzureTtsStub(options: { key: string }) {
  const requests: AzureRequest[] = [];
  /** Voices the list still names but synthesis refuses, as when Azure retires one. */
  const retired = new Set<string>();
  let mode: AzureTtsMode = 'ok';

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const seen: AzureRequest = {
        method: request.method,
        path: url.pathname,
        key: request.headers.get('ocp-apim-subscription-key'),
        contentType: request.headers.get('content-type'),
        outputFormat: request.headers.get('x-microsoft-outputformat'),
        body: await request.text(),
      };
      requests.push(seen);
      const listing = request.method === 'GET' && url.pathname === '/cognitiveservices/voices/list';
      const speaking = request.method === 'POST' && url.pathname === '/cognitiveservices/v1';
      if (!listing && !speaking) return new Response(null, { status: 404 });
      if (seen.key !== options.key) return Response.json(ACCESS_DENIED, { status: 401 });
      if (listing) return Response.json(AZURE_VOICES);

      if (seen.contentType !== 'application/ssml+xml') return new Response(null, { status: 415 });
      if (!MP3_FORMATS.includes(seen.outputFormat ?? '')) return new Response(null, { status: 400 });
      const ssml = readSsml(seen.body);
      const known = AZURE_VOICES.some((v) => v.ShortName === ssml?.voiceName);
      if (!ssml?.text.trim() || !known || retired.has(ssml.voiceName)) {
        return new Response(null, { status: 400 });
      }
      switch (mode) {
        case 'hang':
          await Bun.sleep(30_000);
          return new Response(null, { status: 504 });
        case 'server-error':
          return new Response('Bad gateway', { status: 502 });
        case 'not-audio':
          return new Response('<html>hello</html>', { headers: { 'content-type': 'text/html' } });
        default:
          return new Response(SILENT_MP3_FRAME, { headers: { 'content-type': 'audio/mpeg' } });
      }
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    retired,
    /** The texts synthesis was asked to speak, with their voices, decoded from the SSML. */
    spoken: () =>
      requests
        .filter((r) => r.path === '/cognitiveservices/v1')
        .map((r) => readSsml(r.body))
        .filter((s) => s !== null),
    setMode(next: AzureTtsMode) {
      mode = next;
    },
    stop: () => server.stop(true),
  };
}
