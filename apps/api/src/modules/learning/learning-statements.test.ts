import type { Direction, SubjectResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  lectureAssignments,
  lectures,
  projectAssignments,
  subjects,
  taskAssignments,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { type ChapterSpec, createContent, enrol } from '../../test/learning-builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';

/*
 * Reads of a whole subject and of every enrolled direction send a fixed number of SQL
 * statements, however much content and work there is (ARCHITECTURE.md, "Learning"): the
 * same statements for a subject of 3 lectures as for one of 300, and for a direction of one
 * subject as for several directions of many.
 */

const recorder = statementRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: recorder.logger });
});

afterAll(async () => {
  await t.close();
});

async function enrolledStudent(directionIds: number[]) {
  const user = await createUser(t.app);
  for (const directionId of directionIds) await enrol(t.app, user.id, directionId);
  const token = (await login(t.app, user)).accessToken;
  await warmAccessState(t.app, token);
  return { ...user, token };
}

/** The statements one GET sends, and its answer. */
async function statementsOf(url: string, token: string) {
  let status = 0;
  let body: unknown;
  const statements = await recorder.during(async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    status = response.statusCode;
    body = response.json();
  });
  expect(status, url).toBe(200);
  return { statements, body };
}

/** Marks some of the student's work done on every item, so the joins have rows to find. */
async function someWork(userId: number, content: Awaited<ReturnType<typeof createContent>>) {
  const everyOther = <T>(ids: T[]) => ids.filter((_, index) => index % 2 === 0);
  const lectureIds = everyOther(content.lectureIds);
  if (lectureIds.length > 0) {
    await t.app.db
      .insert(lectureAssignments)
      .values(lectureIds.map((lectureId) => ({ userId, lectureId, status: 'completed' as const })));
  }
  const taskIds = everyOther(content.taskIds);
  if (taskIds.length > 0) {
    await t.app.db.insert(taskAssignments).values(
      taskIds.map((taskId) => ({
        userId,
        taskId,
        status: 'completed' as const,
        reviewStatus: 'passed' as const,
        attempt: 1,
      })),
    );
  }
  const projectIds = everyOther(content.miniProjectIds);
  if (projectIds.length > 0) {
    await t.app.db.insert(projectAssignments).values(
      projectIds.map((miniProjectId) => ({
        userId,
        miniProjectId,
        reviewStatus: 'not_checked_yet' as const,
      })),
    );
  }
}

describe('GET subject/{id}', () => {
  it('sends the same statements for 3 lectures as for 300', async () => {
    const small = await createContent(t.app, {
      chapters: [{ lectures: 3, tasks: [{}], miniProjects: [{}] }],
    });
    const largeChapters: ChapterSpec[] = Array.from({ length: 30 }, () => ({
      lectures: 10,
      tasks: [{}, {}],
      miniProjects: [{}],
    }));
    const large = await createContent(t.app, { chapters: largeChapters });
    const student = await enrolledStudent([small.directionId, large.directionId]);
    await someWork(student.id, small);
    await someWork(student.id, large);

    const few = await statementsOf(`/v1/subject/${small.subjectId}`, student.token);
    const many = await statementsOf(`/v1/subject/${large.subjectId}`, student.token);
    expect((few.body as SubjectResponse).totalLectureCount).toBe(3);
    expect((many.body as SubjectResponse).totalLectureCount).toBe(300);
    expect((many.body as SubjectResponse).completedLectureCount).toBe(150);
    expect(many.statements).toEqual(few.statements);
    // The subject, its chapters, lectures, tests and mini projects (the access check is
    // answered from memory).
    expect(few.statements.length).toBeLessThanOrEqual(5);

    const homeworkFew = await statementsOf(
      `/v1/subject/${small.subjectId}/homework`,
      student.token,
    );
    const homeworkMany = await statementsOf(
      `/v1/subject/${large.subjectId}/homework`,
      student.token,
    );
    expect(homeworkMany.statements).toEqual(homeworkFew.statements);

    const lectureFew = await statementsOf(`/v1/lectures/${small.lectureIds[1]}`, student.token);
    const lectureMany = await statementsOf(`/v1/lectures/${large.lectureIds[150]}`, student.token);
    expect(lectureMany.statements).toEqual(lectureFew.statements);
  });
});

describe('GET directions', () => {
  /** Adds subjects, each with two chapters of three lectures, to a direction. */
  async function addSubjects(directionId: number, count: number) {
    const subjectRows = await t.app.db
      .insert(subjects)
      .values(
        Array.from({ length: count }, (_, index) => ({
          directionId,
          title: `Extra subject ${index + 1}`,
          position: index + 1,
          status: 'published' as const,
        })),
      )
      .returning({ id: subjects.id });
    const chapterRows = await t.app.db
      .insert(chapters)
      .values(
        subjectRows.flatMap((subject) =>
          [0, 1].map((position) => ({
            subjectId: subject.id,
            title: 'Chapter',
            position,
            status: 'published' as const,
          })),
        ),
      )
      .returning({ id: chapters.id });
    await t.app.db.insert(lectures).values(
      chapterRows.flatMap((chapter) =>
        [0, 1, 2].map((position) => ({
          chapterId: chapter.id,
          title: 'Lecture',
          position,
          status: 'published' as const,
        })),
      ),
    );
  }

  it('sends the same statements for one subject as for many in several directions', async () => {
    const one = await createContent(t.app);
    const oneReader = await enrolledStudent([one.directionId]);
    await someWork(oneReader.id, one);

    const several = [];
    for (const directionTitle of ['A', 'B', 'C']) {
      several.push(await createContent(t.app, { directionTitle }));
    }
    for (const content of several) await addSubjects(content.directionId, 15);
    const manyReader = await enrolledStudent(several.map((content) => content.directionId));
    for (const content of several) await someWork(manyReader.id, content);

    const few = await statementsOf('/v1/directions', oneReader.token);
    const many = await statementsOf('/v1/directions', manyReader.token);
    expect((few.body as Direction[]).flatMap((d) => d.subjects)).toHaveLength(1);
    expect((many.body as Direction[]).flatMap((d) => d.subjects)).toHaveLength(48);
    expect(many.statements).toEqual(few.statements);
    // One statement for every direction and subject (the access check is answered from
    // memory).
    expect(few.statements.length).toBe(1);

    // The open work of every enrolled subject: one statement, however many there are.
    const homeworkFew = await statementsOf('/v1/homework', oneReader.token);
    const homeworkMany = await statementsOf('/v1/homework', manyReader.token);
    expect(homeworkMany.statements).toEqual(homeworkFew.statements);
    expect(homeworkFew.statements.length).toBe(1);

    const direction = await statementsOf(
      `/v1/directions/${several[0]?.directionId}`,
      manyReader.token,
    );
    const smallDirection = await statementsOf(`/v1/directions/${one.directionId}`, oneReader.token);
    expect(direction.statements).toEqual(smallDirection.statements);
  });
});
