import { type Logger, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  login,
  testClock,
} from '../test/builders.js';
import { createContent, enrol } from '../test/learning-builders.js';
import { accessCheckStatements } from '../test/statements.js';
import { announcedTablesOf, everyKeptReads, KEPT_COUNTS, type KeptReads } from './kept-tables.js';
import { applicants, examBookings, examSlots } from './schema/index.js';

/*
 * The declarations of kept-tables.ts against the database (ARCHITECTURE.md, "Answers from
 * memory"), on the embedded database and on PostgreSQL:
 *  - the trigger catalogue: every table a kept answer declares has a trigger whose function
 *    announces on the answer's channel (a table of kept counts stands for the tables it is
 *    counted from), and every table a kept count derives from has a trigger that recounts it;
 *  - the statements: each kept answer's read, made through the API with a query logger,
 *    touches no table it does not declare (the tables are the ones its plan scans, as
 *    EXPLAIN shows them), and each recount function reads no table its count does not declare.
 */

/** The channels of the caches, as their modules declare them (kept-tables.ts, `keptReads`). */
const ACCESS_STATE = 'access_state';
const LEARNING = 'learning';
const EXAM_SCHEDULE = 'exam_schedule';
const APPLICANT = 'applicant';
const USER_LIST = 'user_list';

/** A statement the app sent, with its parameters. */
type Sent = { query: string; params: unknown[] };
/** Every statement the app sends. */
const sent: Sent[] = [];
const logger: Logger = {
  logQuery(query, params) {
    sent.push({ query, params });
  },
};
const clock = testClock('2026-11-20T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: logger, now: clock.now });
});

afterAll(async () => {
  await t?.close();
});

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(app: FastifyInstance, query: SQL) =>
  ((await app.db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Each table's triggers, with the source of the function each one calls, and whether it
 * fires on written rows (INSERT, UPDATE or DELETE: bits 4, 16 and 8 of `tgtype`), not only
 * on TRUNCATE.
 */
async function triggerCatalogue(app: FastifyInstance) {
  return rowsOf<{ table: string; trigger: string; source: string; onWrites: boolean }>(
    app,
    sql`select c.relname as "table", t.tgname as "trigger", p.prosrc as "source",
        (t.tgtype::int & 28) <> 0 as "onWrites"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and n.nspname = current_schema()`,
  );
}

/** The tables of this database's schema. */
async function tableNames(app: FastifyInstance): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    app,
    sql`select c.relname as "name" from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = current_schema()`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * For each declaration, the declared tables with no trigger announcing on its channel, as
 * `channel key: table` (a table of kept counts is checked through the tables it derives from).
 */
async function unannounced(app: FastifyInstance): Promise<string[]> {
  const catalogue = await triggerCatalogue(app);
  const missing: string[] = [];
  for (const reads of everyKeptReads()) {
    const notifies = `pg_notify('${reads.channel}'`;
    for (const [key, tables] of Object.entries(reads.answers)) {
      for (const table of announcedTablesOf(tables)) {
        const found = catalogue.some(
          (trigger) =>
            trigger.table === table && trigger.onWrites && trigger.source.includes(notifies),
        );
        if (!found) missing.push(`${reads.channel} ${key}: ${table}`);
      }
    }
  }
  return missing;
}

/** The tables `statement`'s plan reads or writes, as EXPLAIN names them. */
async function tablesOfStatement(app: FastifyInstance, statement: Sent): Promise<string[]> {
  // The logged text with its parameters put back where they were ($1, $2, ...).
  const parts = statement.query.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw('explain (format json) ')];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`);
  });
  const [row] = await rowsOf<Record<string, unknown>>(app, sql.join(chunks));
  const plan = JSON.stringify(Object.values(row ?? {})[0]);
  const names = [...plan.matchAll(/"Relation Name":\s*"([^"]+)"/g)].map((match) => match[1]);
  return [...new Set(names as string[])].sort();
}

/** A student enrolled in one subject of a lecture, a test and a mini project, signed in. */
async function student(app: FastifyInstance) {
  const content = await createContent(app, {
    chapters: [{ lectures: 2, tasks: [{}], miniProjects: [{}] }],
  });
  const user = await createUser(app);
  await enrol(app, user.id, content.directionId);
  const { accessToken } = await login(app, user);
  return { content, headers: bearer(accessToken) };
}

/** An applicant with a booked sitting (at `startsAt`), signed in. */
async function applicant(app: FastifyInstance, startsAt = '2026-11-23T07:00:00.000Z') {
  const user = await createUser(app, { role: 'applicant' });
  const [application] = await app.db
    .insert(applicants)
    .values({
      userId: user.id,
      occupation: 'student',
      university: 'YSU',
      faculty: 'Physics',
      countryId: await countryId(app),
      city: 'Yerevan',
      englishLevel: 'B2',
      courseType: 'online',
    })
    .returning({ id: applicants.id });
  if (!application) throw new Error('Applicant insert returned no row');
  const applicantId = application.id;
  const [slot] = await app.db
    .insert(examSlots)
    .values({ startsAt: new Date(startsAt), capacity: 5, booked: 1 })
    .returning({ id: examSlots.id });
  if (!slot) throw new Error('Slot insert returned no row');
  await app.db.insert(examBookings).values({ applicantId, slotId: slot.id });
  const { accessToken } = await login(app, user);
  return { headers: bearer(accessToken) };
}

/**
 * One GET for each declared kept answer, by channel and declared key: the first read of each
 * (nothing kept yet) sends its statement. A declaration without a read here fails the test.
 */
async function readsOfEveryAnswer(app: FastifyInstance) {
  await createExamSchedule(app);
  const learner = await student(app);
  const candidate = await applicant(app);
  await applicant(app, '2026-11-24T07:00:00.000Z');
  const admin = await createUser(app, { role: 'admin' });
  const staff = { headers: bearer((await login(app, admin)).accessToken) };
  const [lectureId] = learner.content.lectureIds as [number];
  const [taskId] = learner.content.taskIds as [number];
  const { directionId, subjectId } = learner.content;
  return {
    [LEARNING]: {
      directions: { url: '/v1/directions', headers: learner.headers },
      'direction/': { url: `/v1/directions/${directionId}`, headers: learner.headers },
      'subject/': { url: `/v1/subject/${subjectId}`, headers: learner.headers },
      'lecture/': { url: `/v1/lectures/${lectureId}`, headers: learner.headers },
      'task/': { url: `/v1/tasks/${taskId}`, headers: learner.headers },
    },
    [EXAM_SCHEDULE]: {
      'week-days': { url: '/v1/week-days', headers: {} },
      'available/': {
        url: '/v1/week-days/available?from=2026-11-22&to=2026-11-28',
        headers: {},
      },
    },
    [APPLICANT]: {
      me: { url: '/v1/applicants/me', headers: candidate.headers },
      // A full page of two applicants or more: the list counts them (db/list-counts.ts).
      'list-count/': { url: '/v1/admin/applicants?pageSize=1', headers: staff.headers },
    },
    [USER_LIST]: {
      // A full page of users (the learner, the applicants, the admin): the list counts them.
      'list-count/': { url: '/v1/admin/users?pageSize=1', headers: staff.headers },
    },
  } as Record<string, Record<string, { url: string; headers: Record<string, string> }>>;
}

describe('kept answers and counts against the database', () => {
  it('has a trigger announcing on its channel for every table a kept answer declares', async () => {
    // The app's modules declared their caches' tables when loaded.
    expect(
      everyKeptReads()
        .map((reads) => reads.channel)
        .sort(),
    ).toEqual([ACCESS_STATE, APPLICANT, EXAM_SCHEDULE, LEARNING, USER_LIST].sort());
    expect(await unannounced(t.app)).toEqual([]);
  });

  it('has a trigger recounting every kept count for every table it derives from', async () => {
    const catalogue = await triggerCatalogue(t.app);
    const missing = KEPT_COUNTS.flatMap((count) =>
      count.derivesFrom
        .filter(
          (table) =>
            !catalogue.some(
              (trigger) =>
                trigger.table === table &&
                (trigger.source.includes(count.recount) || trigger.source.includes(count.table)),
            ),
        )
        .map((table) => `${count.table}: ${table}`),
    );
    expect(missing).toEqual([]);
  });

  it("drops every kept count's rows with the rows of the tables it names as removing them", async () => {
    const cascades = await rowsOf<{ table: string; parent: string }>(
      t.app,
      sql`select c.relname as "table", p.relname as "parent" from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.confdeltype = 'c'`,
    );
    const missing = KEPT_COUNTS.flatMap((count) =>
      count.removedWith
        .filter(
          (parent) => !cascades.some((fk) => fk.table === count.table && fk.parent === parent),
        )
        .map((parent) => `${count.table}: ${parent}`),
    );
    expect(missing).toEqual([]);
  });

  it('recounts each kept count from the tables it declares alone', async () => {
    const tables = await tableNames(t.app);
    for (const count of KEPT_COUNTS) {
      const [fn] = await rowsOf<{ source: string }>(
        t.app,
        sql`select prosrc as "source" from pg_proc where proname = ${count.recount}`,
      );
      expect(fn, count.recount).toBeDefined();
      const read = [...(fn?.source ?? '').matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)]
        .map((match) => match[1] as string)
        .filter((name) => tables.has(name) && name !== count.table);
      const declared = new Set([...count.derivesFrom, ...count.removedWith]);
      expect(
        [...new Set(read)].filter((name) => !declared.has(name)),
        `${count.recount} reads tables ${count.table} does not declare`,
      ).toEqual([]);
    }
  });

  it('reads, for each kept answer, only the tables it declares', async () => {
    const requests = await readsOfEveryAnswer(t.app);
    const declarations = new Map(everyKeptReads().map((reads) => [reads.channel, reads]));
    // Every cache's declaration is exercised here: its reads through the API, or (the access
    // state's) the access check of each user's first signed-in read.
    expect([...declarations.keys()].sort()).toEqual(
      [ACCESS_STATE, ...Object.keys(requests)].sort(),
    );
    const accessState = declarations.get(ACCESS_STATE) as KeptReads;
    expect(Object.keys(accessState.answers)).toEqual(['session']);

    const undeclared: string[] = [];
    const check = async (reads: KeptReads, key: string, statement: Sent) => {
      const declared = new Set(reads.answers[key]);
      for (const table of await tablesOfStatement(t.app, statement)) {
        if (!declared.has(table)) undeclared.push(`${reads.channel} ${key}: ${table}`);
      }
    };
    let accessChecked = false;
    for (const [channel, byKey] of Object.entries(requests)) {
      const reads = declarations.get(channel) as KeptReads;
      // Every declared answer is read here, and nothing else is.
      expect(Object.keys(byKey).sort(), channel).toEqual(Object.keys(reads.answers).sort());
      for (const [key, request] of Object.entries(byKey)) {
        const start = sent.length;
        const response = await t.app.inject({ method: 'GET', ...request });
        expect(response.statusCode, `${request.url}: ${response.body}`).toBe(200);
        const statements = sent.slice(start);
        const checks = new Set(accessCheckStatements(statements.map((s) => s.query)));
        const own = statements.filter((s) => !checks.has(s.query));
        expect(own.length, `${channel} ${key} sent no statement`).toBeGreaterThan(0);
        for (const statement of own) await check(reads, key, statement);
        for (const statement of statements.filter((s) => checks.has(s.query))) {
          accessChecked = true;
          await check(accessState, 'session', statement);
        }
      }
    }
    expect(accessChecked).toBe(true);
    expect(undeclared).toEqual([]);
  });
});
