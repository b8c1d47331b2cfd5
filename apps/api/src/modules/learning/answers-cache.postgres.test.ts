import type { SubjectResponse } from '@academy/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAnotherConnection } from '../../test/another-connection.js';
import type { TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';
import { waitUntil } from '../../test/wait-until.js';

/*
 * Learning reads from memory on PostgreSQL, where other processes share the database: what
 * another connection commits (staff's edit on another server, a student's work there)
 * reaches this process's copies through its listening connection.
 */

const recorder = statementRecorder();
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  // Another process's connection to the same database.
  ({ t, other } = await appWithAnotherConnection(recorder.logger));
});

afterAll(async () => {
  await other?.end();
  await t.close();
});

describe('learning reads from memory on PostgreSQL', () => {
  it("hears another connection's change to the content and to the student's work", async () => {
    const content = await createContent(t.app, { chapters: [{ lectures: 2 }] });
    const user = await createUser(t.app);
    await enrol(t.app, user.id, content.directionId);
    const { accessToken } = await login(t.app, user);
    await warmAccessState(t.app, accessToken);
    const headers = bearer(accessToken);
    const url = `/v1/subject/${content.subjectId}`;
    const page = async () =>
      (await t.app.inject({ method: 'GET', url, headers })).json<SubjectResponse>();

    await page();
    expect(await recorder.during(page)).toHaveLength(0);

    const [lectureId] = content.lectureIds as [number];
    await other.query(`update lectures set title = 'Renamed elsewhere' where id = $1`, [lectureId]);
    await waitUntil(
      'the new title shows',
      async () => (await page()).chapters[0]?.lectures[0]?.title === 'Renamed elsewhere',
    );

    await other.query(
      `insert into lecture_assignments (user_id, lecture_id, status, last_opened_at)
        values ($1, $2, 'completed', now())`,
      [user.id, lectureId],
    );
    await waitUntil(
      'the completed lecture counts',
      async () => (await page()).completedLectureCount === 1,
    );
  });
});
