import { dashboardQuerySchema, dashboardResponseSchema } from '../admin-dashboard.js';
import { defineEndpoint } from '../endpoint.js';

/* The admin's dashboard: the academy's figures at a glance. */

export const getAdminDashboard = defineEndpoint({
  operationId: 'getAdminDashboard',
  method: 'GET',
  path: '/admin/dashboard',
  access: 'admin',
  tag: 'dashboard',
  summary:
    'Applications per week, exam seats, the admission funnel, pass rates and the review backlog',
  query: dashboardQuerySchema,
  responses: { 200: dashboardResponseSchema },
});
