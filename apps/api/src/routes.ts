import { API_BASE_PATH } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './modules/admin-dashboard/routes.js';
import { admissionRoutes } from './modules/admission/routes.js';
import {
  announcementsStaffRoutes,
  announcementsStudentRoutes,
} from './modules/announcements/routes.js';
import { applicantsRoutes } from './modules/applicants/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { sessionRoutes } from './modules/auth/session-routes.js';
import {
  billingAdminRoutes,
  billingPublicRoutes,
  billingStudentRoutes,
  billingWebhookRoutes,
} from './modules/billing/routes.js';
import {
  calendarFeedPublicRoutes,
  calendarFeedStudentRoutes,
} from './modules/calendar-feed/routes.js';
import {
  certificatesPublicRoutes,
  certificatesStaffRoutes,
  certificatesStudentRoutes,
} from './modules/certificates/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { contentItemsRoutes } from './modules/content-items/routes.js';
import { conversationsRoutes } from './modules/conversations/routes.js';
import { countriesRoutes } from './modules/countries/routes.js';
import { examScheduleAdminRoutes } from './modules/exam-schedule/admin-routes.js';
import { examScheduleRoutes } from './modules/exam-schedule/routes.js';
import { filesAccountRoutes, filesRoutes } from './modules/files/routes.js';
import { gradesRoutes } from './modules/grades/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { learningRoutes } from './modules/learning/routes.js';
import {
  lectureQuestionsStaffRoutes,
  lectureQuestionsStudentRoutes,
} from './modules/lecture-questions/routes.js';
import { mailboxRoutes } from './modules/mail/mailbox-routes.js';
import { miniProjectsRoutes } from './modules/mini-projects/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { passwordChangeRoutes, passwordLinkRoutes } from './modules/passwords/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { taskReviewRoutes } from './modules/reviews/task-reviews.js';
import { studentsProfileRoutes, studentsRoutes } from './modules/students/routes.js';
import { tasksRoutes } from './modules/tasks/routes.js';
import { twoFactorAdminRoutes, twoFactorProfileRoutes } from './modules/two-factor/routes.js';
import { userAdminRoutes } from './modules/user-admin/routes.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { accountGroup, publicGroup, staffGroup, studentGroup } from './routing/groups.js';

/**
 * Every API module's routes, in the route group whose guard they need, under the versioned
 * base path; the development mailbox beside them. A module with endpoints of
 * several accesses gives each group its own plugin.
 */
export async function apiRoutes(app: FastifyInstance) {
  const groups = [
    publicGroup([
      healthRoutes,
      authRoutes,
      passwordLinkRoutes,
      registrationRoutes,
      verificationRoutes,
      countriesRoutes,
      examScheduleRoutes,
      filesRoutes,
      certificatesPublicRoutes,
      billingPublicRoutes,
      billingWebhookRoutes,
      calendarFeedPublicRoutes,
    ]),
    accountGroup([
      studentsRoutes,
      applicantsRoutes,
      passwordChangeRoutes,
      filesAccountRoutes,
      sessionRoutes,
      twoFactorProfileRoutes,
      conversationsRoutes,
      notificationsRoutes,
    ]),
    studentGroup([
      learningRoutes,
      studentsProfileRoutes,
      tasksRoutes,
      miniProjectsRoutes,
      certificatesStudentRoutes,
      billingStudentRoutes,
      calendarFeedStudentRoutes,
      announcementsStudentRoutes,
      lectureQuestionsStudentRoutes,
    ]),
    staffGroup([
      reviewRoutes,
      taskReviewRoutes,
      certificatesStaffRoutes,
      auditRoutes,
      dashboardRoutes,
      examScheduleAdminRoutes,
      contentRoutes,
      contentItemsRoutes,
      userAdminRoutes,
      billingAdminRoutes,
      admissionRoutes,
      gradesRoutes,
      twoFactorAdminRoutes,
      announcementsStaffRoutes,
      lectureQuestionsStaffRoutes,
    ]),
  ];
  for (const group of groups) {
    await app.register(group, { prefix: API_BASE_PATH });
  }
  await app.register(mailboxRoutes);
}
