import { type AuditEntityType, type AuditEntry, paths } from '@academy/contracts';
import type { TFunction } from 'i18next';

/** The staff page of each kind of record that has one; the others are named, not linked. */
const pages: Partial<Record<AuditEntityType, (id: string) => string>> = {
  direction: paths.admin.contentDirection,
  subject: paths.admin.contentSubject,
  lecture: paths.admin.contentLecture,
  task: paths.admin.contentTask,
  mini_project: paths.admin.contentMiniProject,
  applicant: paths.admin.applicant,
  user: paths.admin.user,
  payment: paths.admin.payment,
  exam_schedule: () => paths.admin.examSchedule,
  plan: () => paths.admin.plans,
  retake_price: () => paths.admin.plans,
  promotion_code: () => paths.admin.promotions,
  announcement: () => paths.admin.announcements,
  lecture_question: paths.admin.question,
};

/** Where the record an entry is about can be seen, or null when no staff page shows it. */
export function entityPath(entityType: AuditEntityType, entityId: string): string | null {
  return pages[entityType]?.(entityId) ?? null;
}

/**
 * What an entry calls its record: the name it had when changed (kept with the entry), else
 * the kind and id (`Lecture #44`); the exam schedule and the directions' order by what they are.
 */
export function entityName(
  entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'title'>,
  t: TFunction<'audit'>,
): string {
  if (entry.title) return entry.title;
  if (entry.entityType === 'exam_schedule') return t('entityTypes.exam_schedule');
  if (entry.entityType === 'retake_price') return t('entityTypes.retake_price');
  if (entry.entityType === 'direction' && entry.entityId === 'all') return t('allDirections');
  return t('entity', { type: t(`entityTypes.${entry.entityType}`), id: entry.entityId });
}
