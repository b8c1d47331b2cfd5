import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PATH } from '../../lib/urls.js';
import { version } from '../../version.js';

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
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { validatorUrl: null },
  });
}

export default fp(openApi, { name: 'openapi' });
