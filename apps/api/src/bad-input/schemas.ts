import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/*
 * What the bad-input test reads from contracts' zod schemas: a sample value each schema
 * accepts (the base a case breaks one thing of), the paths of a value's fields, and the
 * objects that do not refuse unknown keys. The schemas are walked through their definitions
 * (`_zod.def`), the same ones the API validates with, so nothing here is written per field.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;
const child = (def: Def, key: string) => def[key] as z.ZodType;

/** An id no row has: a sample aims at nothing, so a sample the handler accepts changes nothing. */
export const SAMPLE_ID = 999_999;

/** Values tried, in order, for a schema the walk cannot build a value for by its shape. */
function candidates(): unknown[] {
  return [
    'Plain text',
    'someone@example.com',
    'Str0ng-Passw0rd!',
    '2026-11-23',
    '2026-11-23T07:00:00.000Z',
    randomUUID(),
    'https://github.com/owner/repository',
    '09:30',
    'Asia/Yerevan',
    'x',
    SAMPLE_ID,
    1,
    50,
    0,
    false,
    true,
    String(SAMPLE_ID),
  ];
}

type Sample = { value: unknown } | undefined;

const accepted = (schema: z.ZodType, value: unknown): Sample =>
  schema.safeParse(value).success ? { value } : undefined;

function firstAccepted(schema: z.ZodType, values: readonly unknown[]): Sample {
  for (const value of values) {
    const sample = accepted(schema, value);
    if (sample) return sample;
  }
  return undefined;
}

function byShape(schema: z.ZodType): Sample {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
    case 'any':
      return undefined;
    case 'null':
      return { value: null };
    case 'enum':
      return { value: Object.values(def.entries as Record<string, unknown>)[0] };
    case 'literal':
      return { value: (def.values as unknown[])[0] };
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(child(def, 'innerType'));
    case 'pipe':
      return sampleOf(child(def, 'in')) ?? sampleOf(child(def, 'out'));
    case 'array': {
      const element = sampleOf(child(def, 'element'));
      if (!element) return { value: [] };
      return (
        firstAccepted(schema, [[], [element.value], [element.value, element.value]]) ?? {
          value: [],
        }
      );
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const sample = sampleOf(field);
        if (sample && sample.value !== undefined) value[key] = sample.value;
      }
      return { value };
    }
    case 'union':
      for (const option of def.options as z.ZodType[]) {
        const sample = sampleOf(option);
        if (sample && accepted(option, sample.value)) return sample;
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * A value `schema` accepts, built from its shape (the first enum option, ids aiming at no
 * row, optional fields filled in) or else the first of a few common values it takes;
 * undefined when none is found (the test then names the endpoint to give a sample of its own).
 */
export function sampleOf(schema: z.ZodType): Sample {
  const built = byShape(schema);
  if (built && accepted(schema, built.value)) return built;
  return firstAccepted(schema, candidates());
}

/** A field's path inside a value: keys and array indexes. */
export type FieldPath = readonly (string | number)[];

export const pathText = (path: FieldPath) => path.join('.');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field of a JSON value, nested ones included (an array's items are fields too). */
export function fieldPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key]),
  ]);
}

/** The objects of a JSON value, itself included: where an unknown field can be added. */
export function objectPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  const own = isRecord(value) ? [prefix] : [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return [...own, ...entries.flatMap(([key, item]) => objectPaths(item, [...prefix, key]))];
}

/** The value at `path`, or undefined. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A deep copy of a JSON value with the field at `path` set (or removed, for undefined). */
export function withField(value: unknown, path: FieldPath, field: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  const parent = valueAt(copy, parentPath);
  if (key === undefined || typeof parent !== 'object' || parent === null) return field;
  const container = parent as Record<string | number, unknown>;
  if (field !== undefined) {
    container[key] = field;
  } else if (Array.isArray(container) && typeof key === 'number') {
    container.splice(key, 1);
  } else {
    delete container[key];
  }
  return copy;
}

/**
 * The objects in `schema` that take unknown keys (stripping them, or keeping them) instead
 * of refusing them, by path (`[]` for items of an array).
 */
export function lenientObjects(schema: z.ZodType, path = ''): string[] {
  const def = defOf(schema);
  const below = (key: string, name: string) => lenientObjects(child(def, key), name);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as z.ZodType | undefined;
      const strict = catchall !== undefined && defOf(catchall).type === 'never';
      const shape = def.shape as Record<string, z.ZodType>;
      return [
        ...(strict ? [] : [path || '(root)']),
        ...Object.entries(shape).flatMap(([key, field]) =>
          lenientObjects(field, path ? `${path}.${key}` : key),
        ),
      ];
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return below('innerType', path);
    case 'pipe':
      return [...below('in', path), ...below('out', path)];
    case 'array':
      return below('element', `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => lenientObjects(option, path));
    default:
      return [];
  }
}
