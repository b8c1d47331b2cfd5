import type { EndpointDefinition } from '../endpoint.js';
import * as accounts from './accounts.js';
import * as adminDashboard from './admin-dashboard.js';
import * as admission from './admission.js';
import * as announcements from './announcements.js';
import * as audit from './audit.js';
import * as auth from './auth.js';
import * as billing from './billing.js';
import * as calendarFeed from './calendar-feed.js';
import * as certificates from './certificates.js';
import * as content from './content.js';
import * as contentItems from './content-items.js';
import * as conversations from './conversations.js';
import * as examSchedule from './exam-schedule.js';
import * as grades from './grades.js';
import * as learning from './learning.js';
import * as lectureQuestions from './lecture-questions.js';
import * as notifications from './notifications.js';
import * as paymentLedger from './payment-ledger.js';
import * as planAdmin from './plan-admin.js';
import * as profile from './profile.js';
import * as promotionCodes from './promotion-codes.js';
import * as registration from './registration.js';
import * as reviews from './reviews.js';
import * as sessions from './sessions.js';
import * as system from './system.js';
import * as twoFactor from './two-factor.js';
import * as userAdmin from './user-admin.js';

/**
 * Every endpoint of the API, by name. Adding one: declare it in the file of its area here,
 * then register it in one API module and call it from one web API file (ARCHITECTURE.md).
 */
export const endpoints = {
  ...system,
  ...auth,
  ...registration,
  ...accounts,
  ...sessions,
  ...profile,
  ...learning,
  ...reviews,
  ...billing,
  ...planAdmin,
  ...promotionCodes,
  ...certificates,
  ...audit,
  ...adminDashboard,
  ...examSchedule,
  ...content,
  ...contentItems,
  ...userAdmin,
  ...paymentLedger,
  ...admission,
  ...grades,
  ...twoFactor,
  ...calendarFeed,
  ...announcements,
  ...conversations,
  ...lectureQuestions,
  ...notifications,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;

/** All endpoints, for whatever walks them (route registration checks, docs, tests). */
export const allEndpoints: readonly EndpointDefinition[] = /* @__PURE__ */ Object.values(endpoints);

export * as accountEndpoints from './accounts.js';
export * as adminDashboardEndpoints from './admin-dashboard.js';
export * as admissionEndpoints from './admission.js';
export * as announcementEndpoints from './announcements.js';
export * as auditEndpoints from './audit.js';
/*
 * The same endpoints by area. The web imports these rather than `endpoints`, so a page loads
 * the schemas of the areas it calls only: the registration bodies carry the phone rules and
 * their metadata, which no page but the sign-up needs.
 */
export * as authEndpoints from './auth.js';
export * as billingEndpoints from './billing.js';
export * as calendarFeedEndpoints from './calendar-feed.js';
export * as certificateEndpoints from './certificates.js';
export * as contentEndpoints from './content.js';
export * as contentItemEndpoints from './content-items.js';
export * as conversationEndpoints from './conversations.js';
export * as examScheduleEndpoints from './exam-schedule.js';
export * as gradesEndpoints from './grades.js';
export * as learningEndpoints from './learning.js';
export * as lectureQuestionEndpoints from './lecture-questions.js';
export * as notificationEndpoints from './notifications.js';
export * as paymentLedgerEndpoints from './payment-ledger.js';
export * as planAdminEndpoints from './plan-admin.js';
export * as profileEndpoints from './profile.js';
export * as promotionEndpoints from './promotion-codes.js';
export * as registrationEndpoints from './registration.js';
export * as reviewEndpoints from './reviews.js';
export * as sessionEndpoints from './sessions.js';
export * as systemEndpoints from './system.js';
export * as twoFactorEndpoints from './two-factor.js';
export * as userAdminEndpoints from './user-admin.js';
