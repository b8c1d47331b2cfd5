import { type AuditEntityType, paths } from '@academy/contracts';

/** The staff page of each kind of record that has one; the others are named, not linked. */
const pages: Partial<Record<AuditEntityType, (id: string) => string>> = {
  direction: paths.admin.contentDirection,
  subject: paths.admin.contentSubject,
  lecture: paths.admin.contentLecture,
  task: paths.admin.contentTask,
  mini_project: paths.admin.contentMiniProject,
  applicant: paths.admin.applicant,
  user: paths.admin.user,
  exam_schedule: () => paths.admin.examSchedule,
};

/** Where the record an entry is about can be seen, or null when no staff page shows it. */
export function entityPath(entityType: AuditEntityType, entityId: string): string | null {
  return pages[entityType]?.(entityId) ?? null;
}
