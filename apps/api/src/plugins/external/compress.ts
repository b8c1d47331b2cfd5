import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Brotli or gzip for compressible responses (JSON, the web app's HTML, JS and CSS). */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

export default fp(compression, { name: 'compression' });
