/**
 * The admin's dashboard (ARCHITECTURE.md, "The staff area"): read-only figures aggregated in
 * the database. Its routes (`routes.ts`) go straight into the staff group.
 */
export { createDashboardService } from './service.js';
