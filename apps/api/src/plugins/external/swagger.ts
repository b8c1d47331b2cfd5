import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PATH } from '../../lib/urls.js';
import { version } from '../../version.js';

/** The component every JSON value of a code exercise points at (see `withJsonValues`). */
const JSON_VALUE_REF = '#/components/schemas/JsonValue';
const generatedRef = /^#\/components\/schemas\/schema\d+$/;

/**
 * zod writes a recursive schema (`z.json()`: a code exercise's arguments, expected values and
 * results, ARCHITECTURE.md "Code exercises") as a `$ref` to a component of its own
 * (`schema0`, …) that fastify-type-provider-zod leaves out of the document. Every such one is
 * a JSON value, so each points at one component, `JsonValue`: any JSON.
 */
function withJsonValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withJsonValues) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) =>
    key === '$ref' && typeof child === 'string' && generatedRef.test(child)
      ? [key, JSON_VALUE_REF]
      : [key, withJsonValues(child)],
  );
  return Object.fromEntries(entries) as T;
}

const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  return { ...output, schema: withJsonValues(output.schema) };
};

/** OpenAPI document generated from the routes' zod schemas, browsable at /v1/docs. */
async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Academy API',
        description:
          'The API of the Academy web platform. Errors answer `{ statusCode, message }`.',
        version,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
        schemas: {
          JsonValue: {
            description: 'Any JSON value: a string, number, boolean, null, array or object.',
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { validatorUrl: null },
  });
}

export default fp(openApi, { name: 'openapi' });
