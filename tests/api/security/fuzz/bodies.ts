// Request bodies: the right shape with hostile values, random JSON, JSON cut short, broken
// multipart, and the words form with a file from the corpus (named by its index).
import fc from 'fast-check';
import type { FuzzTargets, RouteShape } from './routes';
import { junkString, junkValue, shapedRecord } from './values';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'form'; fields: [string, string | { file: number }][] }
  | { kind: 'multipart-text'; boundary: string; text: string };

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function wordFormFields(t: FuzzTargets): fc.Arbitrary<FuzzBody> {
  const file = fc.option(
    fc.nat({ max: t.corpusSize - 1 }).map((i) => ({ file: i })),
    { freq: 3 },
  );
  return shapedRecord({
    word: fc.string({ minLength: 1, maxLength: 20 }),
    wordTranslation: fc.string({ maxLength: 20 }),
    sentence: fc.string({ maxLength: 60 }),
    sentenceTranslation: fc.string({ maxLength: 60 }),
    language: fc.constant('en-US'),
    voice: fc.constant('en-US-Female'),
    highQuality: fc.constantFrom('true', 'false'),
    category: fc.string({ maxLength: 20 }),
    sourceUrl: fc.oneof(fc.constant(''), fc.webUrl()),
    removePicture: fc.constantFrom('true', 'false'),
  }).chain((record) =>
    file.map((image) => ({
      kind: 'form' as const,
      fields: [
        ...Object.entries(record)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]): [string, string] => [k, asText(v)]),
        ...(image ? [['myImage', image] as [string, { file: number }]] : []),
      ],
    })),
  );
}

const brokenMultipart: fc.Arbitrary<FuzzBody> = fc
  .tuple(fc.constantFrom('XyZ', '', '--', 'a'.repeat(100)), junkString(), fc.nat({ max: 4 }))
  .map(([boundary, junk, variant]) => {
    const texts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="word"\r\n\r\n${junk}`,
      `--other\r\nContent-Disposition: form-data; name="word"\r\n\r\nx\r\n--other--`,
      `--${boundary}\r\nContent-Disposition: form-data; name="myImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n`,
      `--${boundary}\r\n${junk}\r\n\r\n--${boundary}--`,
      junk,
    ];
    return { kind: 'multipart-text' as const, boundary, text: texts[variant] ?? junk };
  });

export function bodyFor(route: RouteShape, t: FuzzTargets): fc.Arbitrary<FuzzBody | undefined> {
  const shaped = route.json
    ? shapedRecord(route.json(t))
    : fc.dictionary(fc.string({ maxLength: 10 }), junkValue());
  const json = shaped.map((value) => ({ kind: 'json' as const, value }));
  const truncated = fc.tuple(shaped, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? '';
    return { kind: 'text' as const, text: text.slice(0, cut % (text.length + 1)) };
  });
  const text = junkString().map((s) => ({ kind: 'text' as const, text: s }));
  const main = route.shape === 'form' ? wordFormFields(t) : route.shape === 'text' ? text : json;
  return fc.oneof(
    { weight: 8, arbitrary: main },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: truncated },
    { weight: 1, arbitrary: brokenMultipart },
    { weight: 1, arbitrary: wordFormFields(t) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}
