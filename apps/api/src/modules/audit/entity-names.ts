import type { AuditEntityType } from '@academy/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  announcements,
  applicants,
  certificates,
  chapters,
  directions,
  lectureQuestions,
  lectures,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  promotionCodes,
  subjects,
  subscriptionPlans,
  taskAssignments,
  tasks,
  users,
} from '../../db/schema/index.js';

/*
 * The names people know records by, for the audit log (ARCHITECTURE.md, "The staff area"):
 * a lecture by its title, a user or an applicant by their name, a review by the student and
 * the work, a certificate by its holder and subject. Read in the change's own transaction
 * when an entry is written (so the name is the one the record had then), and again, a page
 * at a time, to tell which records are still there.
 */

/** Names by entity id (as the log writes ids); a record that is gone has none. */
type Names = Map<string, string>;

const byId = (rows: { id: number | string; name: string }[]): Names =>
  new Map(rows.map((row) => [String(row.id), row.name]));

const numericIds = (ids: readonly string[]) =>
  [...new Set(ids)].filter((id) => /^\d{1,9}$/.test(id)).map(Number);

const joinName = (who: string, what: string | null) => (what ? `${who} — ${what}` : who);

/** A review's id names the kind of work too (`task:7`, `mini-project:12`). */
function reviewIds(ids: readonly string[]) {
  const task: number[] = [];
  const project: number[] = [];
  for (const id of ids) {
    const match = /^(task|mini-project):(\d{1,9})$/.exec(id);
    if (match?.[1] === 'task') task.push(Number(match[2]));
    else if (match?.[1] === 'mini-project') project.push(Number(match[2]));
  }
  return { task, project };
}

async function reviewNames(db: Executor, ids: readonly string[]): Promise<Names> {
  const { task, project } = reviewIds(ids);
  const names: Names = new Map();
  if (task.length > 0) {
    const rows = await db
      .select({ id: taskAssignments.id, who: users.fullName, what: tasks.title })
      .from(taskAssignments)
      .innerJoin(users, eq(users.id, taskAssignments.userId))
      .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
      .where(inArray(taskAssignments.id, task));
    for (const row of rows) names.set(`task:${row.id}`, joinName(row.who, row.what));
  }
  if (project.length > 0) {
    const rows = await db
      .select({ id: projectSubmissions.id, who: users.fullName, what: miniProjects.title })
      .from(projectSubmissions)
      .innerJoin(
        projectAssignments,
        eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
      )
      .innerJoin(users, eq(users.id, projectAssignments.userId))
      .innerJoin(miniProjects, eq(miniProjects.id, projectAssignments.miniProjectId))
      .where(inArray(projectSubmissions.id, project));
    for (const row of rows) names.set(`mini-project:${row.id}`, joinName(row.who, row.what));
  }
  return names;
}

async function certificateNames(db: Executor, ids: readonly string[]): Promise<Names> {
  const uuids = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({
      id: certificates.id,
      who: certificates.holderName,
      subject: subjects.title,
      direction: directions.title,
    })
    .from(certificates)
    .innerJoin(directions, eq(directions.id, certificates.directionId))
    .leftJoin(subjects, eq(subjects.id, certificates.subjectId))
    .where(inArray(certificates.id, uuids));
  return new Map(rows.map((row) => [row.id, joinName(row.who, row.subject ?? row.direction)]));
}

/** Records named by a title column of their own table. */
const titled = {
  direction: directions,
  subject: subjects,
  chapter: chapters,
  lecture: lectures,
  task: tasks,
  mini_project: miniProjects,
} as const;

/**
 * The names of the records of one kind that exist now, by id. The exam schedule is one
 * record that always exists, as is the retake's price; the directions' order (`all`) is
 * named by the screen. Plans are named by their English name.
 */
export async function entityNames(
  db: Executor,
  entityType: AuditEntityType,
  ids: readonly string[],
): Promise<Names> {
  if (entityType === 'review') return reviewNames(db, ids);
  if (entityType === 'certificate') return certificateNames(db, ids);
  if (entityType === 'exam_schedule' || entityType === 'retake_price') {
    return new Map(ids.map((id) => [id, '']));
  }
  // A payment's entries carry their name (the student and what was bought) when written.
  if (entityType === 'payment') return new Map();
  if (entityType === 'plan') {
    const rows = await db
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(inArray(subscriptionPlans.id, [...new Set(ids)]));
    return byId(rows);
  }
  const numbers = numericIds(ids);
  if (numbers.length === 0) return new Map();
  // A lecture question is named by its lecture.
  if (entityType === 'lecture_question') {
    return byId(
      await db
        .select({ id: lectureQuestions.id, name: lectures.title })
        .from(lectureQuestions)
        .innerJoin(lectures, eq(lectures.id, lectureQuestions.lectureId))
        .where(inArray(lectureQuestions.id, numbers)),
    );
  }
  if (entityType === 'announcement') {
    return byId(
      await db
        .select({ id: announcements.id, name: announcements.titleEn })
        .from(announcements)
        .where(inArray(announcements.id, numbers)),
    );
  }
  if (entityType === 'promotion_code') {
    return byId(
      await db
        .select({ id: promotionCodes.id, name: promotionCodes.code })
        .from(promotionCodes)
        .where(inArray(promotionCodes.id, numbers)),
    );
  }
  if (entityType === 'user') {
    return byId(
      await db
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(inArray(users.id, numbers)),
    );
  }
  if (entityType === 'applicant') {
    return byId(
      await db
        .select({ id: applicants.id, name: users.fullName })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId))
        .where(inArray(applicants.id, numbers)),
    );
  }
  const table = titled[entityType];
  return byId(
    await db
      .select({ id: table.id, name: table.title })
      .from(table)
      .where(inArray(table.id, numbers)),
  );
}

/** The name a snapshot itself carries (a title, a person's name), if any. */
export function snapshotName(snapshot: Record<string, unknown> | null | undefined): string | null {
  if (!snapshot) return null;
  for (const key of ['title', 'fullName', 'holderName']) {
    const value = snapshot[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
