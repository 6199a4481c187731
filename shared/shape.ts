// Declared shapes for data that comes from outside the program in the browser: local storage, the
// extension's storage, a token's claims, messages between the extension's contexts, error answers.
// Each shape is a checker whose TypeScript type is inferred from it, so the declaration and the
// type cannot drift apart. The server checks vendor answers with TypeBox instead
// (api/src/providers/answer-shape.ts); in the browser TypeBox's checker would add about 44 KB
// gzipped to every page, this module about 1 KB (docs/decisions/0021-hand-written-parts.md).

/** A check that narrows an unknown value to T. */
export type Shape<T> = (value: unknown) => value is T;
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

export const unknown: Shape<unknown> = (_value): _value is unknown => true;
export const string: Shape<string> = (value): value is string => typeof value === 'string';
export const boolean: Shape<boolean> = (value): value is boolean => typeof value === 'boolean';
/** A finite number (JSON has no other kind). */
export const number: Shape<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One of the given values exactly. */
export const oneOf =
  <const T extends readonly (string | number | boolean | null)[]>(allowed: T): Shape<T[number]> =>
  (value): value is T[number] =>
    allowed.includes(value as T[number]);

/** A value of `shape` that also passes `rule` (a pattern, a range). */
export const refined =
  <T>(shape: Shape<T>, rule: (value: T) => boolean): Shape<T> =>
  (value): value is T =>
    shape(value) && rule(value);

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value): value is T | null =>
    value === null || shape(value);

/** An object field that may be absent (or undefined). */
export const optional =
  <T>(shape: Shape<T>): Shape<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || shape(value);

export const arrayOf =
  <T>(item: Shape<T>): Shape<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: undefined extends ShapeOf<F[K]> ? K : never;
}[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<F extends Fields> = Simplify<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: ShapeOf<F[K]> } & {
    [K in OptionalKeys<F>]?: ShapeOf<F[K]>;
  }
>;

/** A plain object (not an array, not null) of any fields. */
export const record: Shape<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with at least these fields (others are allowed and kept). */
export const object =
  <F extends Fields>(fields: F): Shape<ObjectOf<F>> =>
  (value): value is ObjectOf<F> =>
    record(value) && Object.entries(fields).every(([key, shape]) => shape(value[key]));

/** The value under `key` when `value` is an object, else undefined: for reading field by field. */
export const fieldOf = (value: unknown, key: string): unknown => (record(value) ? value[key] : undefined);

/** `value` when it has the shape, else `fallback`: a damaged stored value falls back to a default. */
export const orDefault = <T>(value: unknown, shape: Shape<T>, fallback: T): T =>
  shape(value) ? value : fallback;
