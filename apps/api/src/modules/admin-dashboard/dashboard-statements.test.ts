import { aRegistrationRequest } from '@academy/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAssignments, projectSubmissions, taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  login,
  register,
  testClock,
} from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';

/*
 * The dashboard aggregates in the database (ARCHITECTURE.md, "The staff area", "Dashboard"):
 * the same statements, and as few, with no data as with many applicants, bookings, attempts
 * and waiting reviews.
 */

const clock = testClock('2026-11-25T10:00:00.000Z');
const recorder = statementRecorder();
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now, queryLogger: recorder.logger });
  await createExamSchedule(t.app);
  const admin = await createUser(t.app, { role: 'admin' });
  adminToken = (await login(t.app, admin)).accessToken;
  await warmAccessState(t.app, adminToken);
});

afterAll(async () => {
  await t.close();
});

async function statementsOfDashboard() {
  return recorder.during(async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/dashboard',
      headers: bearer(adminToken),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
}

describe('GET admin/dashboard', () => {
  it('sends the same few statements however much there is to count', async () => {
    const empty = await statementsOfDashboard();

    const armenia = await countryId(t.app);
    for (const testDateTime of ['2026-11-28T08:00:00.000Z', '2026-11-30T07:00:00.000Z']) {
      for (let index = 0; index < 4; index += 1) {
        const body = aRegistrationRequest({ countryId: armenia, testDateTime });
        expect((await register(t.app, body)).statusCode).toBe(201);
      }
    }
    const content = await createContent(t.app, {
      chapters: [{ lectures: 1, tasks: [{}, {}, {}, {}], miniProjects: [{}, {}] }],
    });
    const students = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    await t.app.db.insert(taskAssignments).values(
      students.flatMap((student, index) =>
        content.taskIds.map((taskId) => ({
          userId: student.id,
          taskId,
          status: 'completed' as const,
          reviewStatus: (['passed', 'failed', 'not_checked_yet'] as const)[index % 3],
          attempt: 1,
          submittedAt: new Date(Date.parse('2026-11-20T00:00:00Z') + index * 3_600_000),
        })),
      ),
    );
    const work = await t.app.db
      .insert(projectAssignments)
      .values(
        students.flatMap((student) =>
          content.miniProjectIds.map((miniProjectId) => ({ userId: student.id, miniProjectId })),
        ),
      )
      .returning({ id: projectAssignments.id });
    await t.app.db
      .insert(projectSubmissions)
      .values(
        work.map((row) => ({ projectAssignmentId: row.id, githubLink: 'https://github.com/a/b' })),
      );

    const full = await statementsOfDashboard();
    expect(full).toEqual(empty);
    // The schedule's zone and week days, then applications, sittings, admissions, pass
    // rates and the review backlog: one statement each (the access check from memory).
    expect(full.length).toBe(7);
  });
});
