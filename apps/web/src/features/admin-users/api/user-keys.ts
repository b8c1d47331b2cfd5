import type { AdminUsersQuery } from '@academy/contracts';

/** Query keys of the users section: everything under `['admin-users']`. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUsersQuery) => ['admin-users', 'list', query] as const,
  user: (id: number) => ['admin-users', 'user', id] as const,
};

/** Reads whose failure the screen shows itself: no toast as well. */
export const shownByScreen = { toast: false } as const;
