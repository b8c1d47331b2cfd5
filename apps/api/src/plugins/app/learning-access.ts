import { LEARNING_ACCESS_ENDED } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-error.js';
import { accessFromPeriods } from '../../modules/billing/index.js';
import { type AuthUser, authUser } from './authentication.js';

/**
 * Whether a student may use the learning area now: a running trial or an active
 * subscription (ARCHITECTURE.md, "Route groups" and "Billing"). Tests of the guard itself
 * may hand in their own policy.
 */
export type LearningAccessPolicy = (user: AuthUser, request: FastifyRequest) => Promise<boolean>;

/**
 * Billing's one rule (`accessFromPeriods`), at the app's clock, over the periods the access
 * check read with the user (authentication.ts): no statement of its own.
 */
function billingPolicy(app: FastifyInstance): LearningAccessPolicy {
  return async (user) => accessFromPeriods(user.learningPeriods, app.now()).state !== 'ended';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of the student group's learning endpoints (`requiresLearningAccess`):
     * 403 ERR_LEARNING_ACCESS_ENDED when the policy refuses.
     */
    learningAccess: (request: FastifyRequest) => Promise<void>;
  }
}

async function learningAccess(app: FastifyInstance, options: { policy?: LearningAccessPolicy }) {
  const policy = options.policy ?? billingPolicy(app);
  app.decorate('learningAccess', async (request: FastifyRequest) => {
    const user = authUser(request);
    if (!(await policy(user, request))) {
      request.log.info({ event: 'learning.access_ended', userId: user.id });
      throw forbidden(LEARNING_ACCESS_ENDED);
    }
  });
}

export default fp(learningAccess, {
  name: 'learning-access',
  dependencies: ['authentication', 'database'],
});
