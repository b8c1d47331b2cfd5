import { API_BASE_PATH } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { studentsRoutes } from './modules/students/routes.js';

/** Every API module, under the versioned base path. */
export async function apiRoutes(app: FastifyInstance) {
  const modules = [healthRoutes, authRoutes, studentsRoutes, filesRoutes];
  for (const routes of modules) {
    await app.register(routes, { prefix: API_BASE_PATH });
  }
}
