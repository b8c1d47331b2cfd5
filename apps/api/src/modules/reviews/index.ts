/**
 * Reviews (ARCHITECTURE.md, "Learning"): what the unit of work builds on its transaction.
 * The routes (`routes.ts`) go straight into the staff group.
 */
export {
  createMiniProjectReviewsRepository,
  type MiniProjectReviewsRepository,
} from './mini-project-reviews.js';
export { reviewWaiting } from './queue.js';
