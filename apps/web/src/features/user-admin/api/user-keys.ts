import type { AdminUsersQuery } from '@academy/contracts';

/** Query keys of the users section: everything under `['user-admin']`. */
export const userKeys = {
  all: ['user-admin'] as const,
  list: (query: AdminUsersQuery) => ['user-admin', 'list', query] as const,
  user: (id: number) => ['user-admin', 'user', id] as const,
};

/** Reads whose failure the screen shows itself: no toast as well. */
export const shownByScreen = { toast: false } as const;
