// Vendor answers are checked against one declared TypeBox schema each (the library the API already
// validates requests with, through Elysia), compiled once into a checker. An answer that fails its
// schema is "unreadable" to the adapter, which answers its usual 503: never a crash on a field read.
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';

export { Type } from '@sinclair/typebox';

/** A compiled check of one vendor answer shape. */
export function answerShape<T extends TSchema>(schema: T): (value: unknown) => value is Static<T> {
  const compiled = TypeCompiler.Compile(schema);
  return (value): value is Static<T> => compiled.Check(value);
}
