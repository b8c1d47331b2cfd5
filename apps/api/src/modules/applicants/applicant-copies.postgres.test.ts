import type { ApplicantMeResponse } from '@academy/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAnotherConnection } from '../../test/another-connection.js';
import type { TestApp } from '../../test/app.js';
import { bearer, countryId, createUser, login } from '../../test/builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';
import { waitUntil } from '../../test/wait-until.js';
import { createApplicantsRepository } from './repository.js';

/*
 * Applicants' own pages from memory on PostgreSQL, where other processes share the database:
 * staff's decision on another server reaches this process's copy through its listening
 * connection.
 */

const recorder = statementRecorder();
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  ({ t, other } = await appWithAnotherConnection(recorder.logger));
});

afterAll(async () => {
  await other?.end();
  await t.close();
});

describe("applicants' own pages from memory on PostgreSQL", () => {
  it("hears another connection's change to the application", async () => {
    const user = await createUser(t.app, { role: 'applicant' });
    await createApplicantsRepository(t.app.db).insert({
      userId: user.id,
      occupation: 'student',
      university: 'YSU',
      faculty: 'Physics',
      countryId: await countryId(t.app),
      city: 'Yerevan',
      englishLevel: 'B2',
      courseType: 'online',
    });
    const { accessToken } = await login(t.app, user);
    await warmAccessState(t.app, accessToken);
    const page = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/applicants/me',
          headers: bearer(accessToken),
        })
      ).json<ApplicantMeResponse>();
    expect((await page()).status).toBe('pending');
    expect(await recorder.during(page)).toHaveLength(0);

    await other.query(`update applicants set status = 'admitted' where user_id = $1`, [user.id]);
    await waitUntil('the decision shows', async () => (await page()).status === 'admitted');
  });
});
