/**
 * Reviews (ARCHITECTURE.md, "Learning"): the review queue's wait.
 * The routes (`routes.ts`) go straight into the staff group.
 */
export { reviewWaiting } from './queue.js';
