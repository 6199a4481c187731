// A stand-in for AnkiConnect (the Anki add-on, github.com/FooSoft/anki-connect, plugin/web.py and
// plugin/__init__.py): POST {action, version, params, key?} answers 200 {result, error}, with the
// add-on's own error texts; an origin it does not trust gets 403 with an empty body, except for
// requestPermission, which asks the learner (here: `grantOnRequest`). No Anki is needed: decks, note
// types, notes and media files live in memory for the test to read.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnkiCollection, AnkiFailure, createActions } from './anki-connect-actions';

export type { StubModel, StubNote } from './anki-connect-actions';

export interface AnkiConnectStub extends AnkiCollection {
  /** Settles once the server listens. */
  readonly listening: Promise<void>;
  /** Its address, once it listens. */
  url(): string;
  /** webCorsOriginList of the add-on's config; 'http://localhost' also trusts extension origins. */
  trustedOrigins: string[];
  /** The learner's answer when requestPermission asks in Anki for an untrusted origin. */
  grantOnRequest: boolean;
  /** The add-on's apiKey setting; null when none is set. */
  apiKey: string | null;
  /** Actions this add-on does not know (an old version): they answer 'unsupported action'. */
  unknownActions: Set<string>;
  /** Another program on AnkiConnect's port: every request gets a web page. */
  impostor: boolean;
  /** Every action in the order it came. */
  actions: string[];
  stop(): Promise<void>;
}

/** AnkiConnect's origin check (plugin/web.py allowOrigin). */
function trusted(stub: Pick<AnkiConnectStub, 'trustedOrigins'>, origin: string | null): boolean {
  if (stub.trustedOrigins.includes('*') || origin === null) return true;
  if (stub.trustedOrigins.includes(origin)) return true;
  return (
    stub.trustedOrigins.includes('http://localhost') &&
    /^(https?:\/\/127\.0\.0\.1(:\d+)?|chrome-extension:\/\/.*|moz-extension:\/\/.*|safari-web-extension:\/\/.*)$/.test(
      origin,
    )
  );
}

export function startAnkiConnect(port = 0): AnkiConnectStub {
  let nextId = 1_700_000_000_000;
  const stub = {
    version: 6,
    trustedOrigins: ['http://localhost'],
    grantOnRequest: true,
    apiKey: null,
    decks: new Set(['Default']),
    models: new Map([['Basic', { fields: ['Front', 'Back'], templates: [], css: '' }]]),
    notes: new Map(),
    media: new Map(),
    unknownActions: new Set(),
    impostor: false,
    actions: [],
  } as unknown as AnkiConnectStub;

  const actions = createActions(stub, () => nextId++);
  const answer = (origin: string | null, text: string): { status: number; cors: string; body: string } => {
    const allowed = trusted(stub, origin);
    const cors = allowed ? (origin ?? 'http://localhost') : 'http://localhost';
    let call: { action?: string; version?: number; params?: Record<string, unknown>; key?: string };
    try {
      call = JSON.parse(text);
    } catch {
      return { status: 200, cors, body: `AnkiConnect v.${stub.version}` };
    }
    const action = call.action ?? '';
    if (!allowed && action !== 'requestPermission') return { status: 403, cors, body: '' };
    stub.actions.push(action);
    const reply = (body: unknown) => ({
      status: 200,
      cors: allowed ? cors : (origin ?? ''),
      body: JSON.stringify(body),
    });
    try {
      if (stub.unknownActions.has(action)) throw new AnkiFailure('unsupported action');
      if (action === 'requestPermission') {
        return reply({ result: requestPermission(stub, allowed, origin ?? ''), error: null });
      }
      // As the add-on compares: no key matches only an unset apiKey.
      if ((call.key ?? null) !== stub.apiKey) throw new AnkiFailure('valid api key must be provided');
      const handler = actions[action];
      if (!handler) throw new AnkiFailure('unsupported action');
      return reply({ result: handler(call.params ?? {}) ?? null, error: null });
    } catch (error) {
      return reply({ result: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  // node:http rather than Bun.serve: the extension's tests run in a page environment whose
  // Response class is the page's, which Bun.serve does not take.
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (stub.impostor) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Another program</title>');
        return;
      }
      const origin = request.headers.origin ?? null;
      const result =
        request.method === 'OPTIONS'
          ? { status: 200, cors: trusted(stub, origin) ? (origin ?? '*') : 'http://localhost', body: '' }
          : answer(origin, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': result.cors,
        'access-control-allow-headers': '*',
      });
      response.end(result.body);
    });
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  Object.assign(stub, {
    listening,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return stub;
}

function requestPermission(stub: AnkiConnectStub, allowed: boolean, origin: string) {
  if (!allowed && !stub.grantOnRequest) return { permission: 'denied' };
  if (!allowed) stub.trustedOrigins.push(origin);
  return { permission: 'granted', requireApikey: stub.apiKey !== null, version: stub.version };
}
