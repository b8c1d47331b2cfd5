import type { NotificationsPage } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { createNotificationsRepository } from './repository.js';

/**
 * The signed-in user's own notifications (ARCHITECTURE.md, "Notifications"): every read and
 * change is of the caller's rows only; another user's id is not found.
 */
export function createNotificationsService(deps: { db: Database; now: Clock }) {
  const repository = createNotificationsRepository(deps.db);
  return {
    list: (userId: number, query: { before?: number | undefined; limit: number }) =>
      repository.page(userId, query.before, query.limit) satisfies Promise<NotificationsPage>,

    unread: (userId: number) => repository.unread(userId),

    async read(userId: number, id: number): Promise<void> {
      if (!(await repository.read(userId, id, deps.now()))) throw notFound();
    },

    readAll: (userId: number) => repository.readAll(userId, deps.now()),
  };
}
