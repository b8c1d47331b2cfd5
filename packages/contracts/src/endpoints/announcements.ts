import {
  adminAnnouncementSchema,
  adminAnnouncementsQuerySchema,
  adminAnnouncementsResponseSchema,
  announcementRequestSchema,
  myAnnouncementsResponseSchema,
} from '../announcements.js';
import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * Announcements (ARCHITECTURE.md, "Announcements"): admins post and withdraw them, audited
 * (like every staff section but the reviews, an admin's); a student lists those that reach
 * them.
 */

const admin = { access: 'admin', tag: 'announcements' } as const;

export const listAdminAnnouncements = defineEndpoint({
  ...admin,
  operationId: 'listAdminAnnouncements',
  method: 'GET',
  path: '/admin/announcements',
  summary: 'Announcements, newest first, withdrawn ones included',
  query: adminAnnouncementsQuerySchema,
  responses: { 200: adminAnnouncementsResponseSchema },
});

export const createAnnouncement = defineEndpoint({
  ...admin,
  operationId: 'createAnnouncement',
  method: 'POST',
  path: '/admin/announcements',
  summary: 'Post an announcement to every student, a direction or a course format',
  description:
    'Title and Markdown body in English and in Russian, both required. It reaches its ' +
    'students at once.',
  body: announcementRequestSchema(),
  responses: { 201: adminAnnouncementSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const withdrawAnnouncement = defineEndpoint({
  ...admin,
  operationId: 'withdrawAnnouncement',
  method: 'POST',
  path: '/admin/announcements/:id/withdraw',
  summary: 'Withdraw an announcement: no student sees it from now on',
  description: 'Nothing to do when it is already withdrawn.',
  params: idParamsSchema,
  responses: { 200: adminAnnouncementSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const listMyAnnouncements = defineEndpoint({
  operationId: 'listMyAnnouncements',
  method: 'GET',
  path: '/announcements',
  access: 'student',
  tag: 'announcements',
  summary: 'The announcements that reach the caller, newest first',
  description:
    'Those to every student, to a direction the caller is enrolled in, or to a course format ' +
    'of one of their enrolments; not withdrawn. Both languages; at most ANNOUNCEMENTS_SHOWN.',
  responses: { 200: myAnnouncementsResponseSchema },
});
