import { randomBytes } from 'node:crypto';
import type { LoginResponse, RegistrationRequest, Role } from '@academy/contracts';
import { uniqueEmail, VALID_PASSWORD } from '@academy/testing';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  countries,
  examScheduleSettings,
  examWeekDays,
  examWeekDayTimes,
  mailOutbox,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { startTrial } from '../modules/billing/index.js';
import { createFilesService } from '../modules/files/index.js';
import { enrolWithSecret, secondFactorRequired, totpCode } from '../modules/two-factor/index.js';

/**
 * The second factor of the staff `createUser` makes; `login` computes its codes with otplib.
 * Not the demo's published secret, so every rule applies to it (a code used twice too).
 */
export const STAFF_TWO_FACTOR_SECRET = 'TESTSTAFFSECRETJBSWY3DPEHPK3PXP2';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  fullName?: string;
  blacklisted?: boolean;
  /** A deactivated staff account (ARCHITECTURE.md, "Staff accounts"). */
  deactivated?: boolean;
  temporaryPassword?: boolean;
  temporaryPasswordExpiresAt?: Date | null;
  /** A stored hash to use as is (e.g. made with older parameters). */
  passwordHash?: string | null;
  /**
   * A student's learning access: `trial` (the default for students) starts the free trial
   * at the app's clock, as admission does (`startTrial`); `none` leaves them without one.
   */
  access?: 'trial' | 'none';
  /**
   * `enrolled`: a confirmed second factor with STAFF_TWO_FACTOR_SECRET (the default for
   * staff, who must have one); `none` (the default for others) leaves the account without.
   */
  secondFactor?: 'enrolled' | 'none';
}

/**
 * The default password's hash, computed once per test file's process: argon2 takes a core
 * for tens of milliseconds per hash, and a suite creates thousands of users. A salted hash
 * shared by test users checks like any other; other passwords are hashed each time.
 */
let validPasswordHash: Promise<string> | undefined;
const hashOf = (password: string) => {
  if (password !== VALID_PASSWORD) return hashPassword(password);
  validPasswordHash ??= hashPassword(VALID_PASSWORD);
  return validPasswordHash;
};

/** A user straight in the database, verified, with a known password; a student's trial runs. */
export async function createUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail('user');
  const password = overrides.password ?? VALID_PASSWORD;
  const role = overrides.role ?? 'student';
  const passwordHash =
    overrides.passwordHash === undefined ? await hashOf(password) : overrides.passwordHash;
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      fullName: overrides.fullName ?? 'Test Student',
      passwordHash,
      role,
      emailVerifiedAt: new Date(),
      isBlacklisted: overrides.blacklisted ?? false,
      deactivatedAt: overrides.deactivated ? new Date() : null,
      isTemporaryPassword: overrides.temporaryPassword ?? false,
      temporaryPasswordExpiresAt: overrides.temporaryPasswordExpiresAt ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('User insert returned no row');
  if (role === 'student' && (overrides.access ?? 'trial') === 'trial') {
    await startTrial({ tx: app.db }, row.id, app.now());
  }
  const secondFactor = overrides.secondFactor ?? (secondFactorRequired(role) ? 'enrolled' : 'none');
  if (secondFactor === 'enrolled') {
    await enrolWithSecret({ tx: app.db }, app.secretBox, {
      userId: row.id,
      secret: STAFF_TWO_FACTOR_SECRET,
      now: app.now(),
    });
  }
  return { id: row.id, email, password, role };
}

/**
 * Logs in through the API and returns its answer. A login that asks for a code (staff, whose
 * second factor has STAFF_TWO_FACTOR_SECRET) is finished with the code of the app's clock;
 * a code of that time step already used (the same account logged in twice within its 30
 * seconds) gives way to the next step's, which the server also accepts.
 */
export async function login(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  options: { isRemember?: boolean } = {},
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: user.password, ...options },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Login failed: ${response.statusCode} ${response.body}`);
  }
  const answer = response.json<LoginResponse>();
  if (!answer.secondFactor) return answer;
  if (answer.secondFactor.step !== 'code') {
    throw new Error(`Login asks to set up a second factor first: ${response.body}`);
  }
  return finishWithCode(app, answer.secondFactor.challengeToken);
}

/** Finishes a login's `code` challenge with a code of STAFF_TWO_FACTOR_SECRET. */
export async function finishWithCode(
  app: FastifyInstance,
  challengeToken: string,
  secret: string = STAFF_TWO_FACTOR_SECRET,
): Promise<LoginResponse> {
  let body = '';
  for (const ahead of [0, 30_000]) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/two-factor/verify',
      payload: { challengeToken, code: totpCode(secret, new Date(app.now().getTime() + ahead)) },
    });
    if (response.statusCode === 200) return response.json<LoginResponse>();
    body = response.body;
    if (response.json<{ message: string }>().message !== 'ERR_TWO_FACTOR_CODE_REUSED') break;
  }
  throw new Error(`Second factor refused: ${body}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A stored file, as an upload would leave it. */
export async function createStoredFile(
  app: FastifyInstance,
  input: {
    data?: Buffer;
    contentType?: string;
    originalName?: string | null;
    createdBy?: number | null;
    visibility?: 'public' | 'private';
  } = {},
) {
  const files = createFilesService({
    db: app.db,
    storage: app.fileStorage,
  });
  return files.save({
    data: input.data ?? Buffer.from('file content'),
    contentType: input.contentType ?? 'text/plain',
    originalName: input.originalName ?? null,
    createdBy: input.createdBy ?? null,
    visibility: input.visibility ?? 'public',
  });
}

/** A clock the test sets and moves; starts at `start`. */
export function testClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(value: string | Date) {
      current = new Date(value);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface ScheduleOverrides {
  timeZone?: string;
  entries?: { weekday: number; time: string; capacity: number }[];
}

/**
 * Replaces the weekly exam schedule. By default Monday 11:00 and 15:00 and Saturday 12:00,
 * five seats each, in Asia/Yerevan.
 */
export async function createExamSchedule(app: FastifyInstance, overrides: ScheduleOverrides = {}) {
  const timeZone = overrides.timeZone ?? 'Asia/Yerevan';
  const entries = overrides.entries ?? [
    { weekday: 1, time: '11:00', capacity: 5 },
    { weekday: 1, time: '15:00', capacity: 5 },
    { weekday: 6, time: '12:00', capacity: 5 },
  ];
  await app.db
    .insert(examScheduleSettings)
    .values({ id: 1, timeZone })
    .onConflictDoUpdate({ target: examScheduleSettings.id, set: { timeZone } });
  await app.db.delete(examWeekDays);
  for (const weekday of new Set(entries.map((entry) => entry.weekday))) {
    const [day] = await app.db
      .insert(examWeekDays)
      .values({ weekday })
      .returning({ id: examWeekDays.id });
    if (!day) throw new Error('Week day insert returned no row');
    await app.db
      .insert(examWeekDayTimes)
      .values(
        entries
          .filter((entry) => entry.weekday === weekday)
          .map(({ time, capacity }) => ({ weekDayId: day.id, time, capacity })),
      );
  }
}

/** The id of a seeded country (ISO alpha-2 code). */
export async function countryId(app: FastifyInstance, code = 'AM'): Promise<number> {
  const [row] = await app.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, code));
  if (!row) throw new Error(`No country ${code}`);
  return row.id;
}

/** Posts a registration (optionally with an Accept-Language). */
export function register(
  app: FastifyInstance,
  payload: RegistrationRequest | Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/v1/auth/registration', payload, headers });
}

/** The newest outbox message to an address. */
export async function latestMailTo(app: FastifyInstance, to: string) {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No mail to ${to}`);
  return row;
}

/** The link token of a page (`/auth/verification`, `/auth/reset-password`) in a mail's text. */
export function linkTokenIn(text: string, page: string): string {
  const token = new RegExp(`${page}\\?token=([\\w-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`No ${page} link in the mail`);
  return token;
}

/** The link token in a verification mail's text. */
export function verificationTokenIn(text: string): string {
  return linkTokenIn(text, '/auth/verification');
}

/**
 * A client address of its own (10.x.y.z, random), so that per-address counts of one test do
 * not reach another's; Redis outlives a test run, so the address differs between runs too.
 */
export const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;
