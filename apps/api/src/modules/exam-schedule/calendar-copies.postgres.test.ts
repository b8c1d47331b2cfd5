import type { AvailableResponse } from '@academy/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSlots } from '../../db/schema/index.js';
import { appWithAnotherConnection } from '../../test/another-connection.js';
import type { TestApp } from '../../test/app.js';
import { createExamSchedule } from '../../test/builders.js';
import { statementRecorder } from '../../test/statements.js';
import { waitUntil } from '../../test/wait-until.js';

/*
 * The public calendar from memory on PostgreSQL, where other processes share the database:
 * a seat another server books, and a schedule staff edit there, reach this process's copies
 * through its listening connection.
 */

const recorder = statementRecorder();
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  ({ t, other } = await appWithAnotherConnection(recorder.logger));
  await createExamSchedule(t.app);
  await t.app.db.delete(examSlots);
});

afterAll(async () => {
  await other?.end();
  await t.close();
});

describe('the exam calendar from memory on PostgreSQL', () => {
  it("hears another connection's booking and schedule edit", async () => {
    // A Monday (Yerevan's 11:00 and 15:00) more than the booking lead time away.
    const monday = new Date(Date.now() + 8 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const date = monday.toISOString().slice(0, 10);
    const url = `/v1/week-days/available?from=${date}&to=${date}`;
    const seats = async () =>
      Object.values((await t.app.inject({ method: 'GET', url })).json<AvailableResponse>())
        .flat()
        .map((sitting) => sitting.freeSeats);

    expect(await seats()).toEqual([5, 5]);
    expect(await recorder.during(seats)).toHaveLength(0);

    await other.query(`insert into exam_slots (starts_at, capacity, booked) values ($1, 5, 1)`, [
      `${date}T07:00:00Z`,
    ]);
    await waitUntil('the booked seat shows', async () => (await seats())[0] === 4);

    await other.query(`update exam_week_day_times set capacity = 9 where time = '15:00'`);
    await waitUntil('the new capacity shows', async () => (await seats())[1] === 9);
  });
});
