import type { ReviewQueueQuery } from '@academy/contracts';

/** Query keys of the review section: everything under `['reviews']`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  queue: (query: ReviewQueueQuery) => ['reviews', 'queue', query] as const,
  miniProject: (id: number) => ['reviews', 'mini-project', id] as const,
  task: (id: number) => ['reviews', 'task', id] as const,
};

/** Calls whose failure the screen shows itself: no toast as well. */
export const shownByScreen = { toast: false } as const;
