// The hostile values the fuzzer puts in fields, paths and headers: random and unicode text, NUL
// bytes, path traversal, SQL- and template-looking text, markup, huge strings and wrong types.
import fc from 'fast-check';

export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%E0%A4%A',
  '%ff%fe',
  "' OR '1'='1",
  '1; DROP TABLE words; --',
  "'); DELETE FROM users; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  `\${7*7}`,
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\uFEFF',
  '\u202Eevil',
  'ゆっくり',
  'שָׁלוֹם',
  '🧨💥',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '4',
  '1e309',
  '0x10',
  'true',
  'false',
  '[]',
  '{}',
  'Bearer',
  'I-LOCAL000000000000',
];

/** Long strings of one character (ASCII, accented, NUL, astral), 1 KB to 200 KB. */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('x', 'é', '\u0000', '😀', ' '))
  .map(([n, c]) => c.repeat(n));

/** Keys that trip code which treats parsed input as a plain object. */
const objectKey = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('toString', 'valueOf', '__proto__', 'constructor'),
);

/** Each used sparingly, so most requests stay small. */
export const junkString = (extra: readonly string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS, ...extra) },
    { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: hugeString },
  );

/** Any JSON-ish value in a field: junk text or the wrong type altogether. */
export const junkValue = (extra: readonly string[] = []): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: junkString(extra) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(junkString(extra), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(objectKey, junkString(extra), { maxKeys: 3 }) },
  );

/** A field that is mostly the valid value, sometimes junk, sometimes missing (undefined). */
export const mostly = <T>(valid: fc.Arbitrary<T>, extra: readonly string[] = []): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 3, arbitrary: junkValue(extra) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/**
 * A record of fields: all valid (so requests get through to the deeper code), all valid but one
 * field hostile, or every field independently hostile or missing.
 */
export function shapedRecord(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const valid = fc.record(fields);
  if (names.length === 0) return valid;
  const oneJunk = fc
    .tuple(valid, fc.constantFrom(...names), fc.oneof(junkValue(), fc.constant(undefined)))
    .map(([record, name, junk]) => ({ ...record, [name]: junk }));
  const mixed = fc.record(
    Object.fromEntries(names.map((n) => [n, mostly(fields[n] as fc.Arbitrary<unknown>)])),
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: oneJunk },
    { weight: 2, arbitrary: mixed },
  );
}
