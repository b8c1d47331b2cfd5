import fc from 'fast-check';
import { type FormPart, multipartForm } from '../test/mini-projects.js';
import {
  type FieldPath,
  fieldPaths,
  objectPaths,
  pathText,
  valueAt,
  withField,
} from './schemas.js';

/*
 * The bad requests of the bad-input test, as fast-check arbitraries built from one endpoint's
 * sample input (its `Base`): each case breaks one thing of it. Whether the contract refuses
 * what a case sends is not decided here but by the endpoint's own schemas (oracle.ts), except
 * for what never reaches them (unparseable JSON, a wrong media type, a malformed form), which
 * each case says it is refused with.
 */

/** An endpoint's sample input, which its schemas accept: the base every case breaks. */
export interface Base {
  /** Path parameters, as the API decodes them. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** Request headers the endpoint reads (lower-case names). */
  headers: Record<string, string>;
  /** The JSON body, for endpoints that take one. */
  body?: unknown;
  /** The form, for multipart endpoints. */
  form?: FormPart[];
}

/** What a case sends, beside the endpoint's method, path and caller. */
export interface BadRequest {
  /** Path segments as sent: percent-encoded, or raw on purpose (`1;drop`, `%00`). */
  segments: Record<string, string>;
  /** Query pairs as the API decodes them (a repeated name is a list); encoded when sent. */
  query: [string, string][];
  headers: Record<string, string>;
  body?: { payload: string | Buffer; contentType?: string };
}

/** One answer a refusal may be (status and catalogue code). */
export interface Refusal {
  status: number;
  message: string;
}

export interface Case {
  kind: string;
  /** What is wrong with the request, in words, for a failure's message. */
  what: string;
  request: BadRequest;
  /** For what never reaches the schemas: the refusals allowed. Otherwise the schemas decide. */
  refusedWith?: readonly Refusal[];
}

/** The length of a huge string: far beyond any field's limit, well within the body limit. */
export const HUGE = 100_000;

const badRequest: Refusal = { status: 400, message: 'ERR_BAD_REQUEST' };
const unsupportedMediaType: Refusal = { status: 415, message: 'ERR_BAD_REQUEST' };

/** Percent-encodes all but unreserved characters (a lone surrogate goes as U+FFFD, UTF-8 having no other way). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/* ---- Values ---- */

/** Pieces of text that trip up parsers, databases, terminals and screens. */
export const unicodeFragments = [
  '\uD800', // a lone high surrogate
  '\uDFFF', // a lone low surrogate
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001B[31m',
  '\u007F',
  '\u202E', // right-to-left override
  '\u202D',
  '\u200F',
  '\u200B', // zero-width space
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\uFFFD',
  '\uFFFE',
  '\uFFFF',
  '\u2028',
  '\u00A0',
  '\u3000',
  '\n',
  '\r\n',
  '\t',
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\u0301', // a combining mark with nothing to combine with
  '\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
  'e\u0301',
  'ß',
  'İ',
  'ﬁ',
  '𝕏',
  '١٢٣',
  'עברית',
  'Հայերեն',
  '中文',
  'ｆｕｌｌ',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, as text
  '${7*7}',
  '{{7*7}}',
  '\\',
  '"',
  ' ',
];

export const unicodeText = fc
  .array(fc.constantFrom(...unicodeFragments), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''));

/** A sample string with odd text put in somewhere: plausible, maybe still valid. */
const oddVariant = (text: string) =>
  fc
    .tuple(unicodeText, fc.nat({ max: text.length }))
    .map(([odd, at]) => `${text.slice(0, at)}${odd}${text.slice(at)}`);

const hugeText = fc
  .constantFrom('a', '9', ' ', '😀', 'é', '\u0301', 'ab ', '\u0000')
  .map((unit) => unit.repeat(Math.ceil(HUGE / unit.length)));

const extremeNumber = fc.constantFrom(
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
);

/** A value in place of a field's: another type, a huge string, an extreme number, odd text, or none. */
const wrongValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: extremeNumber },
  { weight: 2, arbitrary: unicodeText },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Text in place of a path segment or a query value. */
const wrongText = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '-0',
    '1.5',
    '1,5',
    '1e309',
    '99999999999999999999',
    '2147483648',
    '1;drop',
    '1 OR 1=1',
    'NaN',
    'Infinity',
    '-Infinity',
    'true',
    'null',
    'undefined',
    '[]',
    '{}',
    '\u0000',
    '1\u0000',
    ' ',
    '9'.repeat(90),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  fc.integer({ min: -(2 ** 31), max: 0 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  unicodeText,
);

/** Raw path segments, sent as they are: broken escapes, and segments too long to route. */
const rawSegments = fc.constantFrom(
  '1;drop',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '1%2F2',
  'x'.repeat(120),
  '9'.repeat(120),
);

/** Keys no request schema knows. */
const unknownKey = fc.oneof(
  fc.stringMatching(/^[a-z][A-Za-z0-9]{0,12}$/),
  fc.constantFrom('role', 'isAdmin', 'userId', 'status', 'createdAt', 'passwordHash', 'price'),
);

/* ---- Requests ---- */

export function baseRequest(base: Base): BadRequest {
  const segments = Object.fromEntries(
    Object.entries(base.params).map(([name, value]) => [name, percentEncode(value)]),
  );
  const request: BadRequest = {
    segments,
    query: Object.entries(base.query),
    headers: { ...base.headers },
  };
  if (base.form) {
    const form = multipartForm(base.form);
    request.body = { payload: form.payload, contentType: form.headers['content-type'] };
  } else if (base.body !== undefined) {
    request.body = { payload: JSON.stringify(base.body), contentType: 'application/json' };
  }
  return request;
}

const json = (body: unknown) => ({
  payload: JSON.stringify(body),
  contentType: 'application/json',
});

/** Sets `key` as an own field, even `__proto__`. */
function withOwnKey(value: unknown, path: FieldPath, key: string, field: unknown): unknown {
  const copy = structuredClone(value);
  const target = path.length === 0 ? copy : valueAt(copy, path);
  Object.defineProperty(target, key, {
    value: field,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

export interface CaseOptions {
  /** Fastify's body limit, for a body just over it. */
  bodyLimit: number;
  /** The largest file the endpoint's form takes, for a file just over it. */
  fileLimit: number;
}

type Weighted = fc.WeightedArbitrary<Case>;

/**
 * The cases the contract or the framework refuses by construction: each breaks one thing of
 * the base. Those left to the schemas' judgement (a wrong value may be one they take) are
 * checked against them before they are sent.
 */
export function refusedCases(base: Base, options: CaseOptions): Weighted[] {
  const start = baseRequest(base);
  const cases: Weighted[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Case>) => cases.push({ weight, arbitrary });

  // Path parameters: not numbers, not ids, broken escapes. Not `.` or `..`, which a URL
  // resolves (another path, not another parameter).
  for (const name of Object.keys(base.params)) {
    add(
      3,
      fc
        .oneof(wrongText.filter((text) => !/^\.\.?$/.test(text)).map(percentEncode), rawSegments)
        .map((segment) => ({
          kind: 'path parameter',
          what: `${name} = ${JSON.stringify(segment)}`,
          request: { ...start, segments: { ...start.segments, [name]: segment } },
        })),
    );
  }

  // Query parameters: wrong values, repeated, missing, unknown.
  const queryNames = Object.keys(base.query);
  if (queryNames.length > 0) {
    const replaced = fc
      .tuple(fc.constantFrom(...queryNames), wrongText)
      .map(([name, value]): Case => {
        const query = start.query.map(([key, old]): [string, string] => [
          key,
          key === name ? value : old,
        ]);
        return {
          kind: 'query parameter',
          what: `${name} = ${JSON.stringify(value).slice(0, 80)}`,
          request: { ...start, query },
        };
      });
    const repeated = fc.constantFrom(...queryNames).map(
      (name): Case => ({
        kind: 'query parameter',
        what: `${name} given twice`,
        request: { ...start, query: [...start.query, [name, base.query[name] ?? '']] },
      }),
    );
    const removed = fc.constantFrom(...queryNames).map(
      (name): Case => ({
        kind: 'query parameter',
        what: `${name} missing`,
        request: { ...start, query: start.query.filter(([key]) => key !== name) },
      }),
    );
    add(3, fc.oneof(replaced, repeated, removed));
  }
  if (queryNames.length > 0) {
    add(
      1,
      fc.tuple(unknownKey, fc.string({ maxLength: 8 })).map(([key, value]) => ({
        kind: 'unknown query parameter',
        what: `${key} = ${JSON.stringify(value)}`,
        request: { ...start, query: [...start.query, [key, value] as [string, string]] },
      })),
    );
  }

  // Headers the endpoint reads: missing, empty, huge.
  for (const name of Object.keys(base.headers)) {
    add(
      1,
      fc.constantFrom(undefined, '', ' ', 'a'.repeat(10_000), '\t', 'é').map((value): Case => {
        const headers = { ...start.headers };
        if (value === undefined) delete headers[name];
        else headers[name] = value;
        return {
          kind: 'header',
          what: `${name} = ${JSON.stringify(value)?.slice(0, 40)}`,
          request: { ...start, headers },
        };
      }),
    );
  }

  if (base.body !== undefined) {
    const text = JSON.stringify(base.body);
    const withBody = (payload: string | Buffer, contentType?: string): BadRequest => ({
      ...start,
      body: contentType === undefined ? { payload } : { payload, contentType },
    });
    // JSON that does not parse.
    const malformed = fc
      .oneof(
        fc.constantFrom(
          '',
          '{',
          '{"a":}',
          "{'a':1}",
          '{a:1}',
          '[1,]',
          '{"a":1,}',
          'NaN',
          'undefined',
          '"unterminated',
          '{"a":"\\x"}',
          '\u0000',
          '{"a":1} {"b":2}',
          '0x10',
          '+1',
          'tru',
        ),
        fc.nat().map((n) => text.slice(0, 1 + (n % Math.max(1, text.length - 1)))),
        fc
          .constantFrom('}', ']', ',', 'x', '\u0000', '{}', '"', '//', ';')
          .map((garbage) => `${text}${garbage}`),
        fc.constantFrom(")]}'\n", 'x', ',', '\u0000').map((garbage) => `${garbage}${text}`),
      )
      .filter((payload) => !parses(payload));
    add(
      3,
      malformed.map((payload) => ({
        kind: 'malformed JSON',
        what: JSON.stringify(payload).slice(0, 120),
        request: withBody(payload, 'application/json'),
        refusedWith: [badRequest],
      })),
    );
    // Keys JSON.parse would make own but that would reach an object's prototype.
    add(
      1,
      fc
        .constantFrom(
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
        )
        .map((payload) => ({
          kind: 'prototype key',
          what: payload,
          request: withBody(payload, 'application/json'),
        })),
    );
    // The right JSON with a media type the endpoint does not take.
    add(
      1,
      fc
        .constantFrom(
          'application/x-www-form-urlencoded',
          'application/xml',
          'text/html',
          'application/octet-stream',
          'image/png',
          'multipart/form-data; boundary=x',
          'application/vnd.api+json',
        )
        .map((contentType) => ({
          kind: 'media type',
          what: contentType,
          request: withBody(text, contentType),
          refusedWith: [unsupportedMediaType],
        })),
    );
    // Text, which the API parses as a string: no body schema takes one.
    add(
      1,
      fc.constant<Case>({
        kind: 'body type',
        what: 'the JSON sent as text/plain',
        request: withBody(text, 'text/plain'),
      }),
    );
    // JSON of another type than the body's.
    add(
      2,
      fc
        .oneof(
          fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.string({ maxLength: 10 }),
          fc.boolean(),
          fc.constant(null),
          fc.constant(base.body === null || Array.isArray(base.body) ? {} : [base.body]),
        )
        .map((value) => ({
          kind: 'body type',
          what: JSON.stringify(value),
          request: withBody(JSON.stringify(value), 'application/json'),
        })),
    );
    // One field wrong, or missing.
    const paths = fieldPaths(base.body);
    if (paths.length > 0) {
      add(
        8,
        fc.tuple(fc.constantFrom(...paths), wrongValue).map(([path, value]): Case => {
          const body = withField(base.body, path, value);
          return {
            kind: 'field',
            what: `${pathText(path)} = ${value === undefined ? '(missing)' : JSON.stringify(value).slice(0, 80)}`,
            request: { ...start, body: json(body) },
          };
        }),
      );
    }
    // A field no schema knows, on the body or on an object inside it.
    const objects = objectPaths(base.body);
    if (objects.length > 0) {
      add(
        3,
        fc
          .tuple(fc.constantFrom(...objects), unknownKey, fc.jsonValue({ maxDepth: 1 }))
          .filter(([path, key]) => {
            const target = valueAt(base.body, path) as Record<string, unknown>;
            return !Object.hasOwn(target, key);
          })
          .map(([path, key, value]): Case => {
            const body = withOwnKey(base.body, path, key, value);
            return {
              kind: 'unknown field',
              what: pathText([...path, key]),
              request: { ...start, body: json(body) },
            };
          }),
      );
    }
    // A body over the limit.
    add(
      1,
      fc.constant<Case>({
        kind: 'body too large',
        what: `a body over ${options.bodyLimit} bytes`,
        request: withBody(
          JSON.stringify({ padding: 'a'.repeat(options.bodyLimit) }),
          'application/json',
        ),
        refusedWith: [{ status: 413, message: 'ERR_PAYLOAD_TOO_LARGE' }],
      }),
    );
  }

  if (base.form) cases.push(...malformedForms(base, start, options));
  return cases;
}

/** Multipart bodies that are not the one-file form the endpoint takes. */
function malformedForms(base: Base, start: BadRequest, options: CaseOptions): Weighted[] {
  const parts = base.form ?? [];
  const form = multipartForm(parts);
  const boundary = form.headers['content-type'].replace(/^.*boundary=/, '');
  const refusals: Refusal[] = [
    badRequest,
    unsupportedMediaType,
    { status: 400, message: 'ERR_VALIDATION' },
    { status: 400, message: 'ERR_INVALID_FILE_TYPE' },
    { status: 413, message: 'ERR_FILE_TOO_LARGE' },
    { status: 413, message: 'ERR_PAYLOAD_TOO_LARGE' },
    // A direction's import says what is wrong with the archive, file by file.
    { status: 422, message: 'ERR_CONTENT_IMPORT_INVALID' },
  ];
  const sent = (what: string, payload: Buffer | string, contentType?: string): Case => ({
    kind: 'malformed form',
    what,
    request: {
      ...start,
      body: contentType === undefined ? { payload } : { payload, contentType },
    },
    refusedWith: refusals,
  });
  const asForm = (what: string, formParts: FormPart[]) => {
    const built = multipartForm(formParts);
    return sent(what, built.payload, built.headers['content-type']);
  };
  const file = parts[0] ?? { filename: 'notes.txt', data: 'notes' };
  const fixed = fc.constantFrom(
    sent('no boundary', form.payload, 'multipart/form-data'),
    sent('another boundary', form.payload, 'multipart/form-data; boundary=another'),
    sent('an empty body', Buffer.alloc(0), form.headers['content-type']),
    sent('JSON instead of a form', '{}', 'application/json'),
    sent('text instead of a form', 'file', 'text/plain'),
    sent('no content type', form.payload),
    sent(
      'a part without headers',
      `--${boundary}\r\n\r\nbare\r\n--${boundary}--\r\n`,
      form.headers['content-type'],
    ),
    asForm('no file, a plain field only', [{ field: 'note', data: 'x' }]),
    asForm('the file under another field', [{ ...file, field: 'upload' }]),
    asForm('the file as a plain field', [{ field: 'file', data: 'not a file' }]),
    asForm(
      'more parts than allowed',
      Array.from({ length: 12 }, (_, index) => ({ field: `f${index}`, data: 'x' })),
    ),
    asForm('a program instead of an accepted file', [
      { filename: 'setup.exe', data: Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000') },
    ]),
    asForm('a file over the size limit', [
      { filename: file.filename ?? 'big.txt', data: Buffer.alloc(options.fileLimit + 1, 0x61) },
    ]),
  );
  const truncated = fc
    .integer({ min: 1, max: Math.max(1, form.payload.length - boundary.length - 8) })
    .map((length) =>
      sent(
        `cut after ${length} bytes`,
        form.payload.subarray(0, length),
        form.headers['content-type'],
      ),
    );
  const garbage = fc
    .uint8Array({ minLength: 1, maxLength: 300 })
    .map((bytes) => sent('random bytes', Buffer.from(bytes), form.headers['content-type']));
  return [
    { weight: 6, arbitrary: fixed },
    { weight: 3, arbitrary: truncated },
    { weight: 1, arbitrary: garbage },
  ];
}

/**
 * Plausible input with odd text in it: Unicode edge cases in each string field, ids written
 * oddly, unknown query parameters where no schema reads the query. The schemas may take
 * these; the API must still never fail on them.
 */
export function oddCases(base: Base, options: { queryIsRead: boolean }): Weighted[] {
  const start = baseRequest(base);
  const cases: Weighted[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Case>) => cases.push({ weight, arbitrary });

  for (const [name, value] of Object.entries(base.params)) {
    const idForms = /^\d+$/.test(value)
      ? [
          `0x${Number(value).toString(16)}`,
          ` ${value}`,
          `${value} `,
          `\t${value}`,
          `+${value}`,
          `0${value}`,
          `${value}.0`,
          `${Number(value) / 1000}e3`,
        ]
      : [];
    add(
      2,
      fc
        .oneof(oddVariant(value), ...(idForms.length ? [fc.constantFrom(...idForms)] : []))
        .map((text) => ({
          kind: 'odd path parameter',
          what: `${name} = ${JSON.stringify(text)}`,
          request: { ...start, segments: { ...start.segments, [name]: percentEncode(text) } },
        })),
    );
  }
  for (const [name, value] of Object.entries(base.query)) {
    add(
      1,
      oddVariant(value).map((text) => ({
        kind: 'odd query parameter',
        what: `${name} = ${JSON.stringify(text)}`,
        request: {
          ...start,
          query: start.query.map(([key, old]): [string, string] => [
            key,
            key === name ? text : old,
          ]),
        },
      })),
    );
  }
  if (!options.queryIsRead) {
    add(
      1,
      fc.tuple(unknownKey, unicodeText).map(([key, value]) => ({
        kind: 'unread query parameter',
        what: `${key} = ${JSON.stringify(value)}`,
        request: { ...start, query: [...start.query, [key, value] as [string, string]] },
      })),
    );
  }
  if (base.body !== undefined) {
    const strings = fieldPaths(base.body).filter(
      (path) => typeof valueAt(base.body, path) === 'string',
    );
    for (const path of strings) {
      const value = valueAt(base.body, path) as string;
      add(
        2,
        oddVariant(value).map((text) => ({
          kind: 'odd text',
          what: `${pathText(path)} = ${JSON.stringify(text)}`,
          request: { ...start, body: json(withField(base.body, path, text)) },
        })),
      );
    }
    add(
      1,
      fc.constant<Case>({
        kind: 'byte order mark',
        what: 'the JSON after a byte order mark',
        request: {
          ...start,
          body: { payload: `\uFEFF${JSON.stringify(base.body)}`, contentType: 'application/json' },
        },
      }),
    );
  }
  if (base.form) {
    const [file, ...rest] = base.form;
    // Parts the form does not read: a second file (the parser reads the first only), a
    // field, even one over the fields' size limit.
    if (file) {
      const formCase = (what: string, formParts: FormPart[]): Case => {
        const built = multipartForm(formParts);
        return {
          kind: 'unread form part',
          what,
          request: {
            ...start,
            body: { payload: built.payload, contentType: built.headers['content-type'] },
          },
        };
      };
      add(
        1,
        fc.constantFrom(
          formCase('two files', [file, { ...file, filename: 'second.txt' }]),
          formCase('a field before the file', [{ field: 'note', data: 'x' }, file]),
          formCase('a field over its size limit', [
            { field: 'note', data: 'a'.repeat(4096) },
            file,
          ]),
        ),
      );
    }
    if (file?.filename !== undefined) {
      const name = file.filename;
      add(
        3,
        fc
          .oneof(oddVariant(name), fc.constantFrom('', '.', '..', '../../x.txt', 'a'.repeat(1000)))
          .map((filename) => {
            const built = multipartForm([{ ...file, filename }, ...rest]);
            return {
              kind: 'odd file name',
              what: JSON.stringify(filename).slice(0, 80),
              request: {
                ...start,
                body: { payload: built.payload, contentType: built.headers['content-type'] },
              },
            };
          }),
      );
    }
  }
  if (cases.length === 0) {
    // Nothing of the endpoint's own to vary: a query it does not read is all there is.
    add(
      1,
      fc.tuple(unknownKey, unicodeText).map(([key, value]) => ({
        kind: 'unread query parameter',
        what: `${key} = ${JSON.stringify(value)}`,
        request: { ...start, query: [[key, value]] },
      })),
    );
  }
  return cases;
}
