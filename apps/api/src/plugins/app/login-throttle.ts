import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLoginThrottle,
  type LoginThrottle,
  loginThrottleLimits,
} from '../../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts failed password checks per account and per address (login, password change). */
    loginThrottle: LoginThrottle;
  }
}

async function loginThrottle(app: FastifyInstance) {
  app.decorate(
    'loginThrottle',
    createLoginThrottle({
      redis: app.redis,
      limits: loginThrottleLimits(app.config.rateLimit),
      log: app.log,
    }),
  );
}

export default fp(loginThrottle, { name: 'login-throttle', dependencies: ['redis'] });
