import type { SubjectResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectureAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { type ChapterSpec, createContent, enrol } from '../../test/learning-builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';

/*
 * Growth: GET subject/{id} sends the same statements for a subject of 10, 100 and 1,000
 * lectures (ARCHITECTURE.md, "Learning"). `npm run bench` measures the time of the same
 * reads; this holds the statement count, which must not grow at all.
 */

const recorder = statementRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: recorder.logger });
});

afterAll(async () => {
  await t.close();
});

/** A subject of `lectureCount` lectures in chapters of ten, each chapter with a test and a mini project. */
async function subjectOf(lectureCount: number) {
  const chapters: ChapterSpec[] = Array.from({ length: lectureCount / 10 }, () => ({
    lectures: 10,
    tasks: [{}],
    miniProjects: [{}],
  }));
  return createContent(t.app, {
    directionTitle: `Growth ${lectureCount}`,
    subjectTitle: `${lectureCount} lectures`,
    chapters,
  });
}

describe('GET subject/{id} as the subject grows', () => {
  it('sends the same statements for 10, 100 and 1,000 lectures', async () => {
    const sizes = [10, 100, 1000];
    const subjects = [];
    for (const size of sizes) subjects.push(await subjectOf(size));
    const user = await createUser(t.app);
    for (const subject of subjects) await enrol(t.app, user.id, subject.directionId);
    // Half of every subject's lectures read, so the assignments' join has rows to find.
    for (const subject of subjects) {
      await t.app.db
        .insert(lectureAssignments)
        .values(
          subject.lectureIds
            .filter((_, index) => index % 2 === 0)
            .map((lectureId) => ({ userId: user.id, lectureId, status: 'completed' as const })),
        );
    }
    const { accessToken } = await login(t.app, user);
    await warmAccessState(t.app, accessToken);

    const counts: number[] = [];
    const statementLists: string[][] = [];
    for (const [index, subject] of subjects.entries()) {
      let status = 0;
      let body: SubjectResponse | undefined;
      const statements = await recorder.during(async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/v1/subject/${subject.subjectId}`,
          headers: bearer(accessToken),
        });
        status = response.statusCode;
        body = response.json() as SubjectResponse;
      });
      expect(status).toBe(200);
      expect(body?.totalLectureCount).toBe(sizes[index]);
      expect(body?.completedLectureCount).toBe((sizes[index] ?? 0) / 2);
      counts.push(statements.length);
      statementLists.push(statements);
    }

    expect(counts[1]).toBe(counts[0]);
    expect(counts[2]).toBe(counts[0]);
    // The same statements, not just as many: none is repeated per chapter or per lecture.
    expect(statementLists[1]).toEqual(statementLists[0]);
    expect(statementLists[2]).toEqual(statementLists[0]);
  });
});
