import { validationMessages } from '@academy/contracts';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Request validation: contracts' schemas, behind one rule of the database's own. PostgreSQL
 * text holds well-formed UTF-8 without U+0000: a string carrying U+0000 or a lone surrogate
 * (half of a UTF-16 pair, which has no UTF-8 form) in a body, a query, a path or a header, as
 * a value or as a key, is refused as invalid input naming its field, before any schema or
 * statement sees it; otherwise the statement it reached would fail, as a 500. Any other text
 * goes to the schemas as it came (ARCHITECTURE.md, "Endpoints").
 */

/** A surrogate not paired (a pair reads as one code point, which is not Cs). */
const loneSurrogate = /\p{Cs}/u;

/** Holds U+0000 or half of a surrogate pair. */
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

type Path = (string | number)[];

/** The paths of the strings in a parsed input (keys included) that PostgreSQL cannot hold. */
function unstorablePaths(value: unknown, path: Path, found: Path[]): Path[] {
  if (typeof value === 'string') {
    if (unstorable(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      unstorablePaths(item, [...path, index], found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) found.push([...path, key]);
      else unstorablePaths(item, [...path, key], found);
    }
  }
  return found;
}

/** `schema`, first refusing text PostgreSQL cannot hold: what the API validates a request with. */
export function requestSchema(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of unstorablePaths(value, [], [])) {
        ctx.addIssue({ code: 'custom', path, message: validationMessages.unstorableText });
      }
    })
    .pipe(schema);
}

/** fastify-type-provider-zod's compiler, on `requestSchema` of each route's schemas. */
export const validatorCompiler: typeof zodValidatorCompiler = (route) =>
  zodValidatorCompiler({ ...route, schema: requestSchema(route.schema as z.ZodType) });
