import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets `app.close()` end without waiting for clients' keep-alive connections (README.md,
 * "Faults"). Closing stops the listener and ends the connections idle at that moment, but a
 * connection busy with a request then stayed open after its answer until the keep-alive
 * timeout (72 s), past the shutdown's timeout. While the app closes, every answer says
 * `Connection: close`, so each connection ends with the answer it was waiting for.
 *
 * Registered before the routes, which take the hook when they are added.
 */
async function closingConnections(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(closingConnections, { name: 'closing-connections' });
