import {
  API_BASE_PATH,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  endpoints,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { EXAM_DURATION_MINUTES } from '../exam-schedule/index.js';
import { openWorkOf } from '../learning/index.js';
import { feedCalendar } from './calendar.js';
import { createCalendarFeedRepository } from './repository.js';

/**
 * A student's private calendar feed (ARCHITECTURE.md, "Calendar feed"). The address's token
 * is the credential, kept only as its hash; a new address replaces the old one at once.
 */
export function createCalendarFeedService(deps: { db: Database; now: Clock; publicUrl: string }) {
  const repository = createCalendarFeedRepository(deps.db);

  return {
    async status(userId: number): Promise<CalendarFeedStatus> {
      const row = await repository.status(userId);
      return {
        active: row !== null,
        createdAt: row?.createdAt.toISOString() ?? null,
        lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
      };
    },

    async create(userId: number): Promise<CalendarFeedCreated> {
      const token = randomToken();
      const createdAt = await repository.replace(userId, hashToken(token), deps.now());
      const url = `${deps.publicUrl}${API_BASE_PATH}${endpoints.getCalendarFeed.path.replace(':token', token)}`;
      return {
        url,
        webcalUrl: url.replace(/^https?:/, 'webcal:'),
        createdAt: createdAt.toISOString(),
      };
    },

    remove: (userId: number) => repository.remove(userId),

    /**
     * The calendar behind a token. A token no feed has, or the feed of an account that may
     * not sign in (blocked, deactivated) or is no longer a student, is not found.
     */
    async calendar(token: string): Promise<string> {
      const owner = await repository.owner(hashToken(token));
      if (owner?.role !== 'student' || owner.blocked || owner.deactivatedAt !== null) {
        throw notFound();
      }
      const now = deps.now();
      const work = await openWorkOf(deps.db, owner.userId, now);
      await repository.noteUse(owner.userId, now);
      return feedCalendar(
        {
          userId: owner.userId,
          language: owner.language,
          work,
          exam:
            owner.examBookingId !== null && owner.examStartsAt !== null
              ? {
                  bookingId: owner.examBookingId,
                  startsAt: owner.examStartsAt,
                  durationMinutes: EXAM_DURATION_MINUTES,
                }
              : null,
        },
        deps.publicUrl,
      );
    },
  };
}
