import {
  type AdminAnnouncement,
  type AdminAnnouncementsQuery,
  type AdminAnnouncementsResponse,
  type AnnouncementRequest,
  adminAnnouncementsQuerySchema,
  type MyAnnouncementsResponse,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { notificationEvents, notify, type Recipients } from '../notifications/index.js';
import {
  type AnnouncementRecord,
  type AnnouncementWithNames,
  createAnnouncementsRepository,
} from './repository.js';

/*
 * Announcements (ARCHITECTURE.md, "Announcements"): staff post and withdraw them, each change
 * audited in its own unit of work; a student reads those that reach them.
 */

function adminView({ announcement, directionTitle, authorName }: AnnouncementWithNames) {
  return {
    id: announcement.id,
    audience: announcement.audience,
    direction:
      announcement.directionId !== null
        ? { id: announcement.directionId, title: directionTitle ?? '' }
        : null,
    courseType: announcement.courseType,
    titleEn: announcement.titleEn,
    titleRu: announcement.titleRu,
    bodyEn: announcement.bodyEn,
    bodyRu: announcement.bodyRu,
    author:
      announcement.createdBy !== null && authorName !== null
        ? { id: announcement.createdBy, fullName: authorName }
        : null,
    createdAt: announcement.createdAt.toISOString(),
    withdrawnAt: announcement.withdrawnAt?.toISOString() ?? null,
  } satisfies AdminAnnouncement;
}

/** The students an announcement reaches, as `reaching` reads them on the dashboard. */
function audienceOf(row: AnnouncementRecord): Recipients {
  if (row.audience === 'direction' && row.directionId !== null) {
    return { enrolled: { directionId: row.directionId } };
  }
  if (row.audience === 'course_type' && row.courseType !== null) {
    return { enrolled: { courseType: row.courseType } };
  }
  return { roles: ['student'] };
}

/** An announcement as the audit log keeps it: whom it reaches and its titles. */
const snapshot = (row: AnnouncementRecord, directionTitle: string | null) => ({
  title: row.titleEn,
  audience: row.audience,
  direction: directionTitle,
  courseType: row.courseType,
  titleEn: row.titleEn,
  titleRu: row.titleRu,
});

export function createAnnouncementsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
}) {
  const { db, unitOfWork, now } = deps;
  const repository = createAnnouncementsRepository(db);

  async function found(id: number): Promise<AdminAnnouncement> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    return adminView(row);
  }

  return {
    async list(query: AdminAnnouncementsQuery): Promise<AdminAnnouncementsResponse> {
      const { page, pageSize } = adminAnnouncementsQuerySchema.parse(query);
      const { rows, total } = await repository.page((page - 1) * pageSize, pageSize);
      return { items: rows.map(adminView), total, page, pageSize };
    },

    /** Posts it; a direction that does not exist is 404 and nothing is stored. */
    async create(actorId: number, request: AnnouncementRequest, log: FastifyBaseLogger) {
      const id = await unitOfWork(async (scope) => {
        const announcements = createAnnouncementsRepository(scope.tx);
        const directionTitle =
          request.directionId === null
            ? null
            : await announcements.directionTitle(request.directionId);
        if (request.directionId !== null && directionTitle === null) throw notFound();
        const created = await announcements.insert({ ...request, createdBy: actorId });
        await recordAudit(scope, {
          actorId,
          action: 'create',
          entityType: 'announcement',
          entityId: String(created.id),
          after: snapshot(created, directionTitle),
        });
        // The students it reaches are told, with the announcement (ARCHITECTURE.md,
        // "Notifications").
        await notify(
          scope,
          audienceOf(created),
          notificationEvents.announcementPosted({
            titleEn: created.titleEn,
            titleRu: created.titleRu,
          }),
          created.createdAt,
        );
        return created.id;
      });
      log.info({ event: 'announcement.created', announcementId: id, actorId });
      return found(id);
    },

    /** Withdraws it for good; one already withdrawn is answered as it is. */
    async withdraw(actorId: number, id: number, log: FastifyBaseLogger) {
      const withdrawn = await unitOfWork(async (scope) => {
        const announcements = createAnnouncementsRepository(scope.tx);
        const locked = await announcements.lock(id);
        if (!locked) throw notFound();
        if (locked.withdrawnAt !== null) return false;
        await announcements.withdraw(id, actorId, now());
        await recordAudit(scope, {
          actorId,
          action: 'withdraw',
          entityType: 'announcement',
          entityId: String(id),
          before: { withdrawn: false },
          after: { withdrawn: true },
          title: locked.titleEn,
        });
        return true;
      });
      if (withdrawn) log.info({ event: 'announcement.withdrawn', announcementId: id, actorId });
      return found(id);
    },

    async mine(userId: number): Promise<MyAnnouncementsResponse> {
      const rows = await repository.reaching(userId);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: { en: row.titleEn, ru: row.titleRu },
          body: { en: row.bodyEn, ru: row.bodyRu },
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
