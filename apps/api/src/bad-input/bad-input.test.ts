import {
  API_BASE_PATH,
  allEndpoints,
  allowedRoles,
  CALENDAR_FEED_TOKEN_LENGTH,
  DIRECTION_IMAGE_MAX_BYTES,
  type EndpointDefinition,
  type EndpointName,
  endpointErrors,
  endpoints,
  errorResponseSchema,
  isErrorCode,
  LAST_EVENT_ID_HEADER,
  type Role,
  requiresSignIn,
  SUBMISSION_FILE_MAX_BYTES,
  successStatuses,
  WEBHOOK_SIGNATURE_HEADER,
} from '@academy/contracts';
import {
  ANOTHER_VALID_PASSWORD,
  aNewPassword,
  aRegistrationRequest,
  uniqueArmenianMobile,
  VALID_PASSWORD,
} from '@academy/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { signWebhook } from '../modules/billing/index.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TEST_WEBHOOK_SECRET, testBillingConfig } from '../test/billing-builders.js';
import { bearer, createUser, login, randomAddress } from '../test/builders.js';
import { sampleFolder } from '../test/content-archives.js';
import { changedTables, databaseFingerprint } from '../test/database-fingerprint.js';
import { createContent, enrol } from '../test/learning-builders.js';
import { sampleFiles, zipArchive } from '../test/mini-projects.js';
import { statementRecorder } from '../test/statements.js';
import {
  type BadRequest,
  type Base,
  baseRequest,
  type Case,
  oddCases,
  percentEncode,
  type Refusal,
  refusedCases,
} from './cases.js';
import { type Verdict, verdictOf } from './oracle.js';
import { lenientObjects, SAMPLE_ID, sampleOf } from './schemas.js';

/*
 * Bad input, for every endpoint of contracts' catalogue (README.md, "Faults"): fast-check
 * makes requests that break one thing of a valid input — malformed JSON, a body or a field of
 * the wrong type, huge strings, Unicode edge cases, unknown fields, query parameters and path
 * ids that are not what the endpoint takes, malformed multipart forms — sent by a caller the
 * endpoint lets in, so validation is reached rather than the access guard.
 *
 * What the contract refuses must answer 4xx with a catalogue code (400 ERR_VALIDATION naming
 * exactly the fields the schema names, for what reaches the schemas), never 5xx nor a stack
 * trace, and change nothing: no writing statement per request, and every table the same
 * before and after each endpoint's cases. Odd but plausible input (Unicode in a text field,
 * `0x…` for an id) may be taken: it must still never answer 5xx.
 *
 * A failure prints fast-check's seed and path; BAD_INPUT_SEED=<seed> replays a run.
 */

const REFUSED_RUNS = 24;
const ODD_RUNS = 6;
const seed = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;
const runs = (numRuns: number) => ({ numRuns, ...(seed === undefined ? {} : { seed }) });

const byName = endpoints as Record<EndpointName, EndpointDefinition>;
const names = Object.keys(byName) as EndpointName[];

let t: TestApp;
const recorder = statementRecorder();
const tokens = {} as Record<Role, string>;
const targets = { directionId: 0, lectureId: 0, miniProjectId: 0 };

beforeAll(async () => {
  t = await buildTestApp({ billing: testBillingConfig }, { queryLogger: recorder.logger });
  const passwordHash = await hashPassword(VALID_PASSWORD);
  for (const role of ['applicant', 'student', 'mentor', 'admin'] as const) {
    const user = await createUser(t.app, { role, passwordHash });
    tokens[role] = (await login(t.app, user)).accessToken;
    if (role === 'student') {
      // Targets for the uploads: their files are read only once the target is found.
      const content = await createContent(t.app, {
        chapters: [{ lectures: 1, miniProjects: [{ questions: [{ answerType: 'file' }] }] }],
      });
      await enrol(t.app, user.id, content.directionId);
      targets.directionId = content.directionId;
      targets.lectureId = content.lectureIds[0] ?? 0;
      targets.miniProjectId = content.miniProjectIds[0] ?? 0;
    }
  }
});

afterAll(async () => {
  await t?.close();
});

/* ---- Each endpoint's sample input and caller ---- */

/** The webhook's signature header in a sample: replaced by the signature of the body sent. */
const webhookSignature = 'signed when sent';

const samplePromotion = {
  code: 'SAMPLE10',
  kind: 'percent',
  value: 10,
  planIds: [],
  validFrom: null,
  validUntil: null,
  maxUses: 5,
};

/**
 * Samples the schema walk cannot make (passwords typed twice, a phone number, a form), and
 * the uploads' targets: a form is read only once its target is found. Everything else comes
 * from the schemas (schemas.ts).
 */
const sampleInputs: Partial<Record<EndpointName, () => Partial<Base>>> = {
  register: () => ({
    body: aRegistrationRequest({ countryId: SAMPLE_ID, testDateTime: '2026-11-23T07:00:00.000Z' }),
  }),
  checkPhone: () => ({ body: { phone: uniqueArmenianMobile() } }),
  updateMyProfile: () => ({ body: { fullName: 'Anna Hakobyan', phone: uniqueArmenianMobile() } }),
  resetPassword: () => ({ body: aNewPassword() }),
  setPassword: () => ({ body: aNewPassword() }),
  // A wrong current password: whatever a case changes, the password is not changed.
  changePassword: () => ({
    body: {
      currentPassword: 'Not-the-Passw0rd',
      newPassword: ANOTHER_VALID_PASSWORD,
      confirmPassword: ANOTHER_VALID_PASSWORD,
    },
  }),
  updateAdminLecture: () => ({
    body: { revision: SAMPLE_ID, title: 'Plain text', content: 'Plain text', videoUrl: null },
  }),
  // A currency is a pattern the schema walk does not write.
  pay: () => ({
    body: {
      purpose: 'retake',
      taskId: SAMPLE_ID,
      expectedPrice: { amount: 1500, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    },
  }),
  // Signed as it is sent, over the body as sent.
  receivePaymentWebhook: () => ({
    params: { provider: 'sandbox' },
    headers: { [WEBHOOK_SIGNATURE_HEADER]: webhookSignature },
  }),
  // A code exercise's rules tie its fields together (language, tests, function name).
  checkCodeExercise: () => ({
    body: {
      exercise: {
        language: 'javascript',
        starterCode: '',
        referenceSolution: 'const add = (a, b) => a + b;',
        functionName: 'add',
        timeLimitMs: 1000,
        examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
        hiddenTests: [],
        sql: null,
      },
    },
  }),
  // A grant's length is checked against its unit, which the schema walk cannot sample.
  grantAccess: () => ({ body: { length: 3, unit: 'days', reason: 'Scholarship' } }),
  // A promotion code is a pattern the schema walk does not write, and its value's range
  // depends on its kind.
  createPromotion: () => ({ body: samplePromotion }),
  // The target must match the audience, which the schema walk does not know.
  createAnnouncement: () => ({
    body: {
      audience: 'everyone',
      directionId: null,
      courseType: null,
      titleEn: 'Sample notice',
      titleRu: 'Пример',
      bodyEn: 'Sample **text**.',
      bodyRu: 'Пример **текста**.',
    },
  }),
  updatePromotion: () => ({ params: { id: String(SAMPLE_ID) }, body: samplePromotion }),
  checkPromotion: () => ({ body: { planId: 'online-1', code: 'SAMPLE10' } }),
  // A feed's token is a pattern of fixed length the schema walk does not write.
  getCalendarFeed: () => ({ params: { token: 'A'.repeat(CALENDAR_FEED_TOKEN_LENGTH) } }),
  // A place in the stream's order (`<transaction>-<id>`), as an event's id gives it.
  streamMyNotifications: () => ({ headers: { [LAST_EVENT_ID_HEADER]: '1-1' } }),
  uploadMiniProjectFile: () => ({
    params: { id: String(targets.miniProjectId) },
    form: [{ filename: 'notes.txt', data: sampleFiles.text() }],
  }),
  uploadLectureAttachment: () => ({
    params: { id: String(targets.lectureId) },
    form: [{ filename: 'notes.txt', data: sampleFiles.text() }],
  }),
  uploadDirectionImage: () => ({
    params: { id: String(targets.directionId) },
    form: [{ filename: 'picture.png', data: sampleFiles.png() }],
  }),
  importDirection: () => ({
    form: [
      {
        filename: 'direction.zip',
        data: zipArchive(
          Object.entries(sampleFolder('Sampled import')).map(([name, data]) => ({
            name,
            data: String(data),
          })),
        ),
      },
    ],
  }),
};

const textValues = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [
      key,
      String(item),
    ]),
  );

function baseOf(name: EndpointName): Base {
  const endpoint = byName[name];
  const given = sampleInputs[name]?.() ?? {};
  const sampled = (schema: EndpointDefinition['body']) =>
    schema ? sampleOf(schema)?.value : undefined;
  const base: Base = {
    params: given.params ?? textValues(sampled(endpoint.params)),
    query: given.query ?? textValues(sampled(endpoint.query)),
    headers: given.headers ?? textValues(sampled(endpoint.headers)),
  };
  if (given.form) base.form = given.form;
  const body =
    given.body ?? (endpoint.bodyType === 'multipart' ? undefined : sampled(endpoint.body));
  if (body !== undefined) base.body = body;
  return base;
}

/** A caller the endpoint lets in: the first role its access names, a student for any signed-in user. */
function callerOf(endpoint: EndpointDefinition): Role | null {
  if (!requiresSignIn(endpoint.access)) return null;
  return allowedRoles(endpoint.access)?.[0] ?? 'student';
}

/**
 * The webhook checks its provider, then that the signed body is a signed event, before
 * validating (modules/billing/routes.ts): anything else is a bad signature, whatever its flaw.
 */
function beforeValidation(name: EndpointName) {
  if (name !== 'receivePaymentWebhook') return undefined;
  const signatureInvalid = [{ status: 400, message: 'ERR_WEBHOOK_SIGNATURE_INVALID' }];
  return (request: BadRequest): Refusal[] | null => {
    if (request.segments.provider !== 'sandbox') return [{ status: 404, message: 'ERR_NOT_FOUND' }];
    const body = request.body;
    if (request.headers[WEBHOOK_SIGNATURE_HEADER] !== webhookSignature) return signatureInvalid;
    if (body?.contentType !== 'application/json') return signatureInvalid;
    let event: unknown;
    try {
      event = JSON.parse(String(body.payload));
    } catch {
      // Its own parser: JSON.parse, which takes no byte order mark.
      return [{ status: 400, message: 'ERR_BAD_REQUEST' }];
    }
    return endpoints.receivePaymentWebhook.body.safeParse(event).success ? null : signatureInvalid;
  };
}

/* ---- Sending a case and judging its answer ---- */

async function send(name: EndpointName, request: BadRequest) {
  const endpoint = byName[name];
  const role = callerOf(endpoint);
  const path = endpoint.path.replace(/:([A-Za-z]\w*)/g, (_m, param: string) => {
    const segment = request.segments[param];
    if (segment === undefined) throw new Error(`${name}: no ${param}`);
    return segment;
  });
  const query = request.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const headers: Record<string, string> = { ...(role ? bearer(tokens[role]) : {}) };
  for (const [header, value] of Object.entries(request.headers)) headers[header] = value;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (headers[WEBHOOK_SIGNATURE_HEADER] === webhookSignature) {
    headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(
      TEST_WEBHOOK_SECRET,
      String(request.body?.payload ?? ''),
      new Date(),
    );
  }
  const injected = {
    method: endpoint.method,
    url: `${API_BASE_PATH}${path}${query ? `?${query}` : ''}`,
    headers,
    remoteAddress: randomAddress(),
    ...(request.body ? { payload: request.body.payload } : {}),
  };
  if (endpoint !== endpoints.streamMyNotifications) return t.app.inject(injected);
  // An event stream accepted does not end: its head is the answer (the stream ends with the app).
  const response = await t.app.inject({ ...injected, payloadAsStream: true });
  const body = response.statusCode === 200 ? '' : (await response.stream().toArray()).join('');
  return { statusCode: response.statusCode, headers: response.headers, body };
}

/** A statement that writes, or locks rows to write them (a CTE's insert included). */
const writing =
  /\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete\s+from\b|\btruncate\b|\bfor\s+update\b/i;
const stackTrace = /\n\s+at |node_modules|\.[jt]s:\d+/;
const errorKeys = new Set(['statusCode', 'message', 'errors', 'problems']);
/**
 * What the framework answers before any endpoint's own code runs, for any endpoint: a body
 * it cannot parse or of a type no parser takes, a path it cannot route.
 */
const frameworkRefusals = [
  '400 ERR_BAD_REQUEST',
  '404 ERR_NOT_FOUND',
  '413 ERR_PAYLOAD_TOO_LARGE',
  '414 ERR_BAD_REQUEST',
  '415 ERR_BAD_REQUEST',
];

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Whatever the input: no 5xx, and a refusal is the API's error body with a catalogue code. */
function expectWellFormed(endpoint: EndpointDefinition, answer: Answer, at: string) {
  expect(answer.statusCode, at).toBeLessThan(500);
  if (answer.statusCode < 400) {
    expect([...successStatuses(endpoint), 304], at).toContain(answer.statusCode);
    return;
  }
  expect(String(answer.headers['content-type']), at).toMatch(/^application\/json/);
  expect(answer.body, at).not.toMatch(stackTrace);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(errorResponseSchema.safeParse(body).success, at).toBe(true);
  expect(
    Object.keys(body).filter((key) => !errorKeys.has(key)),
    at,
  ).toEqual([]);
  expect(body.statusCode, at).toBe(answer.statusCode);
  expect(isErrorCode(body.message), `${at}: not a catalogue code`).toBe(true);
  const declared: Partial<Record<number, readonly string[]>> = endpointErrors(endpoint);
  const answered = `${answer.statusCode} ${String(body.message)}`;
  if (!declared[answer.statusCode]?.includes(String(body.message))) {
    expect(
      frameworkRefusals,
      `${at}: neither declared by the endpoint nor the framework's`,
    ).toContain(answered);
  }
}

function expectRefused(
  endpoint: EndpointDefinition,
  verdict: Extract<Verdict, { refused: true }>,
  answer: Answer,
  statements: string[],
  at: string,
) {
  expectWellFormed(endpoint, answer, at);
  const body = JSON.parse(answer.body) as {
    message: string;
    errors?: { field: string; message: string }[];
  };
  const allowed = verdict.refusals.map((r) => `${r.status} ${r.message}`);
  expect(allowed, at).toContain(`${answer.statusCode} ${body.message}`);
  if (body.message === 'ERR_VALIDATION') {
    const errors = body.errors ?? [];
    expect(errors.length, at).toBeGreaterThan(0);
    for (const error of errors) expect(error.message.length, at).toBeGreaterThan(0);
    if (verdict.fields) {
      expect([...new Set(errors.map((e) => e.field))].sort(), at).toEqual(verdict.fields);
    }
  }
  expect(
    statements.filter((statement) => writing.test(statement)),
    `${at}: wrote to the database`,
  ).toEqual([]);
}

/** What the app logged of a failure since the `from`th log line, for a 5xx's message. */
function loggedFailures(from: number): string {
  return t.logs
    .slice(from)
    .map((line) => line.err as { type?: string; message?: string } | undefined)
    .filter((err) => err !== undefined)
    .map((err) => `${err.type}: ${err.message}`)
    .join('; ');
}

async function run(name: EndpointName, testCase: Case, verdict: Verdict) {
  const endpoint = byName[name];
  const logLines = t.logs.length;
  let answer: Answer | undefined;
  const statements = await recorder.during(async () => {
    answer = await send(name, testCase.request);
  });
  if (!answer) throw new Error('no answer');
  let at = `${name} ${testCase.kind}: ${testCase.what} → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  if (answer.statusCode >= 500) at += ` (logged: ${loggedFailures(logLines)})`;
  if (verdict.refused) expectRefused(endpoint, verdict, answer, statements, at);
  else expectWellFormed(endpoint, answer, at);
}

const options = () => ({
  bodyLimit: t.config.bodyLimit,
  fileLimit: Math.max(SUBMISSION_FILE_MAX_BYTES, DIRECTION_IMAGE_MAX_BYTES),
});

const takesInput = (endpoint: EndpointDefinition) =>
  Boolean(
    endpoint.params ||
      endpoint.query ||
      endpoint.headers ||
      endpoint.body ||
      endpoint.bodyType === 'multipart',
  );

/* ---- The tests ---- */

const labelOf = (name: EndpointName) => `${byName[name].method} ${byName[name].path} (${name})`;

describe('bad input', () => {
  it('notices a changed table and a writing statement', async () => {
    // The checks below can fail: a row written changes the fingerprint, and its statement
    // is seen as a write.
    const before = await databaseFingerprint(t.app);
    const statements = await recorder.during(() => createUser(t.app, { passwordHash: 'x' }));
    expect(changedTables(before, await databaseFingerprint(t.app))).toContain('users');
    expect(statements.filter((statement) => writing.test(statement))).not.toEqual([]);
  });

  it('covers every endpoint of the catalogue, each with a sample its contract takes', () => {
    const nameOf = new Map(Object.entries(byName).map(([name, endpoint]) => [endpoint, name]));
    expect(allEndpoints.filter((endpoint) => !nameOf.has(endpoint))).toEqual([]);
    expect(names).toHaveLength(allEndpoints.length);

    const problems: string[] = [];
    for (const name of names) {
      const endpoint = byName[name];
      const base = baseOf(name);
      const verdict = verdictOf(
        endpoint,
        { kind: 'sample', what: 'the sample input', request: baseRequest(base) },
        { beforeValidation: () => null },
      );
      if (verdict.refused)
        problems.push(`${name}: no sample its schemas take; add one to sampleInputs`);
      const role = callerOf(endpoint);
      const roles = allowedRoles(endpoint.access);
      if (role && roles && !roles.includes(role))
        problems.push(`${name}: caller ${role} not let in`);
      if (takesInput(endpoint) && refusedCases(base, options()).length === 0) {
        problems.push(`${name}: takes input, but no case breaks it`);
      }
      if (oddCases(base, { queryIsRead: Boolean(endpoint.query) }).length === 0) {
        problems.push(`${name}: no odd case`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses unknown fields everywhere but in the payment provider’s events', () => {
    // An unknown field is refused (400 naming it), never silently taken: every request
    // schema is strict. The one exception is the provider's webhook event, which carries more
    // than the API reads; those fields are stripped, never passed on.
    const lenient = names.flatMap((name) => {
      const endpoint = byName[name];
      return (['params', 'query', 'body'] as const).flatMap((location) => {
        const schema = endpoint[location];
        if (!schema || (location === 'body' && endpoint.bodyType === 'multipart')) return [];
        return lenientObjects(schema).map((path) => `${name} ${location} ${path}`);
      });
    });
    expect(lenient).toEqual([
      'receivePaymentWebhook body (root)',
      'receivePaymentWebhook body unasked',
    ]);
    const event = { id: 'evt_1', type: 'payment.succeeded', reference: 'ref_1' };
    expect(endpoints.receivePaymentWebhook.body.parse({ ...event, amount: 1 })).toEqual(event);
  });

  describe('input the contract refuses: 4xx with a catalogue code, and nothing changed', () => {
    const withCases = names.filter((name) => takesInput(byName[name]));
    it.each(withCases.map((name) => [labelOf(name), name] as const))('%s', async (_label, name) => {
      const endpoint = byName[name];
      const cases = fc.oneof(...refusedCases(baseOf(name), options()));
      const oracle = { beforeValidation: beforeValidation(name) };
      const before = await databaseFingerprint(t.app);
      await fc.assert(
        fc.asyncProperty(cases, async (testCase) => {
          const verdict = verdictOf(endpoint, testCase, oracle);
          // A wrong value the schemas take after all is no case of this kind.
          fc.pre(verdict.refused);
          await run(name, testCase, verdict);
        }),
        runs(REFUSED_RUNS),
      );
      expect(changedTables(before, await databaseFingerprint(t.app))).toEqual([]);
    });
  });

  describe('odd but plausible input: never a 5xx', () => {
    it.each(names.map((name) => [labelOf(name), name] as const))('%s', async (_label, name) => {
      const endpoint = byName[name];
      const cases = fc.oneof(...oddCases(baseOf(name), { queryIsRead: Boolean(endpoint.query) }));
      const oracle = { beforeValidation: beforeValidation(name) };
      await fc.assert(
        fc.asyncProperty(cases, async (testCase) => {
          await run(name, testCase, verdictOf(endpoint, testCase, oracle));
        }),
        runs(ODD_RUNS),
      );
    });
  });
});
