import { API_BASE_PATH } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { applicantsRoutes } from './modules/applicants/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { countriesRoutes } from './modules/countries/routes.js';
import { examScheduleRoutes } from './modules/exam-schedule/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mailboxRoutes } from './modules/mail/mailbox-routes.js';
import { passwordsRoutes } from './modules/passwords/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { studentsRoutes } from './modules/students/routes.js';
import { verificationRoutes } from './modules/verification/routes.js';

/** Every API module, under the versioned base path; the development mailbox beside them. */
export async function apiRoutes(app: FastifyInstance) {
  const modules = [
    healthRoutes,
    authRoutes,
    passwordsRoutes,
    registrationRoutes,
    verificationRoutes,
    applicantsRoutes,
    countriesRoutes,
    examScheduleRoutes,
    studentsRoutes,
    filesRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes, { prefix: API_BASE_PATH });
  }
  await app.register(mailboxRoutes);
}
