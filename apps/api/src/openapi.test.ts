import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { API_BASE_PATH, allEndpoints, endpointPath } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.js';

/*
 * The OpenAPI document is generated from the endpoint objects; these checks hold it to what
 * tools need, and hold the routes to the catalogue: nothing served that is not declared in
 * contracts, nothing declared that is not served.
 */

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await buildTestApp();
  document = t.app.swagger() as unknown as OpenApiDocument;
});

afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** `/subject/:id` as OpenAPI writes it: `/v1/subject/{id}`. */
const documentedPath = (path: string) =>
  `${API_BASE_PATH}${path.replace(/:(\w+)/g, (_match, name: string) => `{${name}}`)}`;

describe('the OpenAPI document', () => {
  it('documents exactly the endpoints of the catalogue', () => {
    const documented = operations()
      .map(
        ({ path, method, operation }) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      )
      .sort();
    const declared = allEndpoints
      .map(
        (endpoint) => `${endpoint.method} ${documentedPath(endpoint.path)} ${endpoint.operationId}`,
      )
      .sort();
    expect(documented).toEqual(declared);
  });

  it('gives every operation a declared security and its error responses', () => {
    for (const { path, operation } of operations()) {
      expect(operation.security, path).toBeDefined();
      expect(Object.keys(operation.responses), path).toEqual(
        expect.arrayContaining(['429', '500']),
      );
    }
  });

  it('documents the request headers an endpoint reads as header parameters', () => {
    const headerParameters = operations()
      .flatMap(({ operation }) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'header')
          .map((parameter) => [operation.operationId, parameter.name, parameter.required]),
      )
      .sort();
    expect(headerParameters).toEqual([
      ['pay', 'idempotency-key', true],
      // The webhook's signature is in the header of the server's provider: either may be sent.
      ['receivePaymentWebhook', 'academy-signature', false],
      ['receivePaymentWebhook', 'stripe-signature', false],
      ['refundPayment', 'idempotency-key', true],
      // A reconnecting event stream says the last event it received.
      ['streamMyNotifications', 'last-event-id', false],
    ]);
  });

  it("passes Redocly's recommended lint without an error or a warning", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'academy-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const require = createRequire(import.meta.url);
      const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--extends=recommended', '--format=json'],
        {
          // Redocly would otherwise try to report usage and look for updates over the network.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 10 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('ids in paths', () => {
  const badIds = ['99999999999', '2147483648', '-1', '0', 'abc', '1.5'];

  it('the development mailbox answers a malformed or oversized id with 400, never 5xx', async () => {
    for (const id of badIds) {
      const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'ERR_VALIDATION' });
    }
  });

  it('every endpoint with path parameters answers them malformed with 4xx, never 5xx', async () => {
    for (const endpoint of allEndpoints.filter((candidate) => candidate.params)) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      for (const id of badIds) {
        const params = Object.fromEntries(names.map((name) => [name, id]));
        const response = await t.app.inject({
          method: endpoint.method,
          url: `${API_BASE_PATH}${endpointPath(endpoint, params)}`,
        });
        expect(response.statusCode, `${endpoint.operationId} ${id}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${endpoint.operationId} ${id}`).toBeLessThan(500);
      }
    }
  });
});
