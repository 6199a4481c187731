// A local stand-in for Google Cloud Text-to-Speech REST v1 `POST /v1/text:synthesize`: it checks the
// request as the documentation describes it and answers like Google, or misbehaves on demand.
// https://cloud.google.com/text-to-speech/docs/reference/rest/v1/text/synthesize

export type GoogleTtsMode = 'ok' | 'server-error' | 'hang' | 'malformed' | 'not-audio';

export interface SynthesizeBody {
  input?: { text?: unknown };
  voice?: { languageCode?: unknown; name?: unknown; ssmlGender?: unknown };
  audioConfig?: { audioEncoding?: unknown };
}

/** One MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz) of silence: what Google's MP3 starts with. */
export const SILENT_MP3_FRAME = new Uint8Array(417);
SILENT_MP3_FRAME.set([0xff, 0xfb, 0x90, 0x64]);

const googleError = (code: number, status: string, message: string) =>
  Response.json({ error: { code, message, status } }, { status: code });

export function startGoogleTtsStub(options: { apiKey?: string; accessToken?: string } = {}) {
  const requests: { key: string | null; authorization: string | null; body: SynthesizeBody }[] = [];
  let mode: GoogleTtsMode = 'ok';

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method !== 'POST' || url.pathname !== '/v1/text:synthesize') {
        return googleError(404, 'NOT_FOUND', 'Not found');
      }
      const key = url.searchParams.get('key');
      const authorization = request.headers.get('authorization');
      const authorized =
        (options.apiKey && key === options.apiKey) ||
        (options.accessToken && authorization === `Bearer ${options.accessToken}`);
      if (!authorized) return googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');

      const body = (await request.json().catch(() => null)) as SynthesizeBody | null;
      if (!body) return googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
      requests.push({ key, authorization, body });
      if (typeof body.input?.text !== 'string' || body.input.text === '') {
        return googleError(400, 'INVALID_ARGUMENT', 'Either `input.text` or `input.ssml` is required.');
      }
      if (typeof body.voice?.languageCode !== 'string') {
        return googleError(400, 'INVALID_ARGUMENT', 'Invalid value for field voice.languageCode.');
      }
      if (body.audioConfig?.audioEncoding !== 'MP3') {
        return googleError(400, 'INVALID_ARGUMENT', 'This stand-in only speaks MP3.');
      }

      switch (mode) {
        case 'server-error':
          return googleError(500, 'INTERNAL', 'Internal error encountered.');
        case 'hang':
          await Bun.sleep(30_000);
          return new Response(null, { status: 504 });
        case 'malformed':
          return Response.json({ audio: 'where did it go' });
        case 'not-audio':
          return Response.json({ audioContent: Buffer.from('<html>hello</html>').toString('base64') });
        default:
          return Response.json({ audioContent: Buffer.from(SILENT_MP3_FRAME).toString('base64') });
      }
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    setMode(next: GoogleTtsMode) {
      mode = next;
    },
    stop: () => server.stop(true),
  };
}
