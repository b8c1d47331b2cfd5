import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Request validation: contracts' schemas, behind one rule of the database's own. PostgreSQL
 * text cannot hold U+0000, so a string carrying one (in a body, a query, a path or a header,
 * as a value or as a key) is refused as invalid input naming its field, before any schema or
 * statement sees it; otherwise the statement it reached would fail, as a 500. Any other text
 * goes to the schemas as it came (ARCHITECTURE.md, "Endpoints").
 */

export const NUL_CHARACTER_MESSAGE = 'This field cannot contain the character U+0000.';

type Path = (string | number)[];

/** The paths of the strings in a parsed input (keys included) that hold U+0000. */
function nulPaths(value: unknown, path: Path, found: Path[]): Path[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nulPaths(item, [...path, index], found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key]);
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/** `schema`, first refusing input with U+0000 in it: what the API validates a request with. */
export function requestSchema(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of nulPaths(value, [], [])) {
        ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
      }
    })
    .pipe(schema);
}

/** fastify-type-provider-zod's compiler, on `requestSchema` of each route's schemas. */
export const validatorCompiler: typeof zodValidatorCompiler = (route) =>
  zodValidatorCompiler({ ...route, schema: requestSchema(route.schema as z.ZodType) });
