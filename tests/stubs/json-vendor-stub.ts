// The common part of the translation and OpenAI stand-ins: a Bun.serve server on 127.0.0.1 with a
// free port, which records each request and can be switched into the failure modes the adapters
// must survive. Each vendor file adds that vendor's own checks and answers.
import type { Server } from 'bun';

export type StubMode =
  | 'ok'
  /** 500 with a plain-text body, as a crashing proxy or server answers. */
  | 'server-error'
  /** Waits `slowMs` before answering normally: longer than the adapter's time-out. */
  | 'slow'
  /** 200 with a JSON content type and a cut-off body. */
  | 'malformed'
  /** Any status and JSON body, e.g. DeepL's 456 quota answer. */
  | { status: number; body: unknown };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
}

export interface VendorStub {
  readonly url: string;
  mode: StubMode;
  slowMs: number;
  /** The next this many requests answer 503 as a vendor failing for a moment, whatever the mode. */
  failNext: number;
  readonly requests: RecordedRequest[];
  stop(): Promise<void>;
}

export type VendorHandler = (request: RecordedRequest) => Response;

export const json = (body: unknown, status = 200) => Response.json(body, { status });

export function startVendorStub(handle: VendorHandler): VendorStub {
  const requests: RecordedRequest[] = [];
  // The handler reads `stub` only when a request arrives, by which time it exists.
  const server: Server<undefined> = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = await request.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      const recorded = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      if (stub.failNext > 0) {
        stub.failNext -= 1;
        return json({ message: 'Service temporarily unavailable' }, 503);
      }
      const mode = stub.mode;
      if (mode === 'server-error') return new Response('Internal Server Error', { status: 500 });
      if (mode === 'malformed') {
        return new Response('{"data": {"translations": [', {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (typeof mode === 'object') return json(mode.body, mode.status);
      if (mode === 'slow') await Bun.sleep(stub.slowMs);
      return handle(recorded);
    },
  });
  const stub: VendorStub = {
    url: `http://127.0.0.1:${server.port}`,
    mode: 'ok',
    slowMs: 2_000,
    failNext: 0,
    requests,
    async stop() {
      await server.stop(true);
    },
  };
  return stub;
}
