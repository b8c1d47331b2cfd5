import { z } from 'zod';

/**
 * An answer already serialised through its endpoint's response schema, as the API's
 * serialiser would (fastify-type-provider-zod: encode through the schema, then JSON): a
 * route returning one sends its text as it is (routing/route.ts). What is kept in memory is
 * kept so (db/notified-answers.ts): a few times smaller than the objects, and not encoded and
 * stringified again on every call (ARCHITECTURE.md, "Answers from memory").
 */
export class SerialisedJson<T> {
  /** The type of the answer the text is of; for the compiler only. */
  declare readonly answer: T;
  constructor(readonly text: string) {}
}

/**
 * `body` through `schema` and into JSON: what is not declared is left out, and a body that
 * does not fit throws, as it would when serialised on its way out.
 */
export function serialiseThrough<S extends z.ZodType>(
  schema: S,
  body: z.output<S>,
): SerialisedJson<z.output<S>> {
  return new SerialisedJson(JSON.stringify(z.encode(schema, body)));
}
