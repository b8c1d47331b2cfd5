import {
  DEFAULT_NOTIFICATION_MODE,
  type NotificationKind,
  type NotificationPreferences,
  notificationKindsFor,
  type Role,
  type UpdateNotificationPreferences,
  validationMessages,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { badRequest } from '../../lib/http-error.js';

/*
 * How each user is told of each kind (ARCHITECTURE.md, "Notifications"): in the app only (the
 * default, no row), by a mail at once, or in the daily digest. Only a user's own rows.
 */

function createPreferencesRepository(db: Executor) {
  return {
    async modes(userId: number): Promise<Map<NotificationKind, 'email' | 'digest' | 'in_app'>> {
      const rows = await db
        .select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return new Map(rows.map((row) => [row.kind, row.mode]));
    },

    /** Replaces the user's choice: only the kinds not left at the default keep a row. */
    async replace(userId: number, chosen: UpdateNotificationPreferences['preferences']) {
      await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      const rows = chosen
        .filter((item) => item.mode !== DEFAULT_NOTIFICATION_MODE)
        .map((item) => ({ userId, kind: item.kind, mode: item.mode }));
      if (rows.length > 0) await db.insert(notificationPreferences).values(rows);
    },
  };
}

export function createPreferencesService(deps: { db: Database; unitOfWork: UnitOfWork }) {
  async function read(db: Executor, user: { id: number; role: Role }) {
    const modes = await createPreferencesRepository(db).modes(user.id);
    return {
      preferences: notificationKindsFor(user.role).map((kind) => ({
        kind,
        mode: modes.get(kind) ?? DEFAULT_NOTIFICATION_MODE,
      })),
    } satisfies NotificationPreferences;
  }

  return {
    get: (user: { id: number; role: Role }) => read(deps.db, user),

    async update(
      user: { id: number; role: Role },
      input: UpdateNotificationPreferences,
    ): Promise<NotificationPreferences> {
      const receivable = new Set(notificationKindsFor(user.role));
      const refused = input.preferences.flatMap((item, index) =>
        receivable.has(item.kind)
          ? []
          : [{ field: `preferences.${index}.kind`, message: validationMessages.invalidOption }],
      );
      if (refused.length > 0) throw badRequest('ERR_VALIDATION', refused);
      return deps.unitOfWork(async (scope) => {
        await createPreferencesRepository(scope.tx).replace(user.id, input.preferences);
        return read(scope.tx, user);
      });
    },
  };
}
