// Generated requests across every API route: mostly the right shape with hostile values, often
// the wrong shape, type, method or encoding altogether, with hostile headers and path values.
import fc from 'fast-check';
import { bodyFor, type FuzzBody } from './bodies';
import { FUZZ_ROUTES, type FuzzTargets } from './routes';
import { junkString } from './values';

export type { FuzzBody, FuzzTargets };

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: FuzzBody;
}

const paramValue = (name: string, t: FuzzTargets): fc.Arbitrary<string> => {
  const known =
    { uuid: t.uuids, userId: t.userIds, id: [...t.mediaIds, ...t.uuids], score: ['1', '2', '3'] }[name] ?? [];
  const valid = known.length ? fc.constantFrom(...known) : fc.string({ minLength: 1, maxLength: 20 });
  const value = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: junkString() });
  return fc.tuple(value, fc.boolean()).map(([v, encode]) => (encode ? encodeURIComponent(v) : v));
};

const pathOf = (template: string, t: FuzzTargets): fc.Arbitrary<string> => {
  const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  return fc
    .tuple(...names.map((n) => paramValue(n, t)))
    .map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i] ?? ''), template));
};

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
];

function headersFor(token: string): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    { weight: 14, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: junkString() },
    { weight: 1, arbitrary: junkString().map((s) => `Bearer ${s}`) },
  );
  const optional = (arb: fc.Arbitrary<string>) => fc.option(arb, { freq: 8 });
  return fc
    .record({
      authorization,
      'content-type': optional(fc.oneof(fc.constantFrom(...CONTENT_TYPES), junkString())),
      'if-match': optional(junkString()),
      'if-none-match': optional(junkString()),
      'accept-encoding': optional(fc.constantFrom('gzip', 'br, gzip', '*', 'identity;q=0')),
      'x-forwarded-for': optional(junkString()),
      origin: optional(fc.constantFrom('https://evil.example', 'null', 'chrome-extension://x')),
    })
    .map(
      (h) =>
        Object.fromEntries(Object.entries(h).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<
          string,
          string
        >,
    );
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export function fuzzRequest(t: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const routes = FUZZ_ROUTES.map((route) => ({
    weight: route.weight,
    arbitrary: fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
        path: pathOf(route.template, t),
        headers: headersFor(route.endsSession ? t.spareToken : t.fuzzerToken),
        body: bodyFor(route, t),
      })
      .map((r) => (r.method === 'GET' || r.method === 'HEAD' ? { ...r, body: undefined } : r)),
  }));
  return fc.oneof(...routes);
}
