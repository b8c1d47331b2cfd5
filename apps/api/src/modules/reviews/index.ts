/**
 * Reviews (ARCHITECTURE.md, "Learning"): the mini-project reviews' repository and the review queue's wait.
 * The routes (`routes.ts`) go straight into the staff group.
 */
export {
  createMiniProjectReviewsRepository,
  type MiniProjectReviewsRepository,
} from './mini-project-reviews.js';
export { reviewWaiting } from './queue.js';
