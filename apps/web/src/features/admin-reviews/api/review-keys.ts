import type { ReviewQueueQuery } from '@academy/contracts';

/** Query keys of the review section: everything under `['admin-reviews']`. */
export const reviewKeys = {
  all: ['admin-reviews'] as const,
  queue: (query: ReviewQueueQuery) => ['admin-reviews', 'queue', query] as const,
  miniProject: (id: number) => ['admin-reviews', 'mini-project', id] as const,
  task: (id: number) => ['admin-reviews', 'task', id] as const,
};

/** Calls whose failure the screen shows itself: no toast as well. */
export const shownByScreen = { toast: false } as const;
