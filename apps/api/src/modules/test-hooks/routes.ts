import { idSchema, normalizeEmail } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { isFromThisMachine } from '../../lib/loopback.js';
import { TEST_HOOKS_PATH } from '../../lib/urls.js';

/** POST /dev/test-hooks/paid-retake: who paid for which test's retake. */
const paidRetakeBodySchema = z.strictObject({
  email: z.string().min(1).max(255),
  taskId: idSchema,
});

/**
 * Development test hooks: shortcuts the browser journeys take where the product has no
 * screen yet. Today one: record a succeeded retake payment for a student and a test, as the
 * payments screens will once they exist (modules/billing). They change data without any
 * sign-in, so they answer only while the DEV_TEST_HOOKS switch is on (config.ts: off unless
 * given) and only to callers on this machine (isFromThisMachine, lib/loopback.ts); otherwise
 * 404, as an unknown route would. Like the mailbox, the routes exist either way and are left
 * out of the API's documentation.
 */
export const testHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { devTestHooks } = app.config;
  // Before anything else, body parsing and validation included.
  app.addHook('onRequest', async (request) => {
    if (!devTestHooks || !isFromThisMachine(request)) throw notFound();
  });

  app.post(
    `${TEST_HOOKS_PATH}/paid-retake`,
    { schema: { hide: true, body: paidRetakeBodySchema } },
    async (request, reply) => {
      const { email, taskId } = request.body;
      const paymentId = await app.unitOfWork(async ({ repos }) => {
        const user = await repos.users.findByEmail(normalizeEmail(email));
        if (!user) throw notFound('ERR_USER_NOT_EXISTS');
        if (!(await repos.tasks.exists(taskId))) throw notFound('ERR_TASK_NOT_EXISTS');
        return repos.billing.recordPaidRetake(user.id, taskId);
      });
      request.log.info({ event: 'test_hook.paid_retake', taskId, paymentId });
      return reply.code(201).header('cache-control', 'no-store').send({ paymentId });
    },
  );
};
