import { validationMessages } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';

/*
 * PATCH students: a student changes their own name and phone (the registration form's rules
 * and messages), audited; bad input and a taken phone change nothing.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function student(fullName: string, phone: string) {
  const user = await createUser(t.app, { fullName });
  await t.app.db.update(users).set({ phone }).where(eq(users.id, user.id));
  const { accessToken } = await login(t.app, user);
  return { ...user, token: accessToken };
}

const patch = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/v1/students', headers: bearer(token), payload });

const stored = async (userId: number) => {
  const [row] = await t.app.db
    .select({ fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

const auditOf = (userId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))));

describe('PATCH /v1/students', () => {
  it('changes the caller’s own name and phone, stored in E.164, with an audit entry', async () => {
    const anna = await student('Anna Hakobyan', '+37491100001');
    const davit = await student('Davit Sargsyan', '+37491100002');

    const response = await patch(anna.token, {
      fullName: 'Anna Petrosyan',
      phone: '+374 91 100 003',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fullName: 'Anna Petrosyan', phone: '+37491100003' });
    expect(await stored(anna.id)).toEqual({ fullName: 'Anna Petrosyan', phone: '+37491100003' });
    // Only the caller's own account.
    expect(await stored(davit.id)).toEqual({ fullName: 'Davit Sargsyan', phone: '+37491100002' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(anna.token),
    });
    expect(me.json()).toMatchObject({ fullName: 'Anna Petrosyan' });

    const entries = await auditOf(anna.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: anna.id,
      action: 'update',
      before: { fullName: 'Anna Hakobyan', phone: '+37491100001' },
      after: { fullName: 'Anna Petrosyan', phone: '+37491100003' },
    });

    // The same values again: nothing to write, nothing audited.
    expect(
      (await patch(anna.token, { fullName: 'Anna Petrosyan', phone: '+37491100003' })).statusCode,
    ).toBe(200);
    expect(await auditOf(anna.id)).toHaveLength(1);
  });

  it('refuses a phone another account has, changing nothing', async () => {
    const anna = await student('Anna Hakobyan', '+37491100011');
    await student('Davit Sargsyan', '+37491100012');

    const response = await patch(anna.token, { fullName: 'Anna P', phone: '+37491100012' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_PHONE_ALREADY_EXIST' });
    expect(await stored(anna.id)).toEqual({ fullName: 'Anna Hakobyan', phone: '+37491100011' });
    expect(await auditOf(anna.id)).toHaveLength(0);
  });

  it('refuses bad input with the registration form’s messages, changing nothing', async () => {
    const anna = await student('Anna Hakobyan', '+37491100021');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '', phone: '+37491100022' }, 'fullName', validationMessages.required],
      [{ fullName: ' Anna', phone: '+37491100022' }, 'fullName', validationMessages.noEdgeSpace],
      [
        { fullName: 'A'.repeat(200), phone: '+37491100022' },
        'fullName',
        'The length of this field must be less than',
      ],
      [{ fullName: 'Anna', phone: '12' }, 'phone', validationMessages.phone],
      [{ fullName: 'Anna', phone: '' }, 'phone', validationMessages.required],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch(anna.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{
        message: string;
        errors: { field: string; message: string }[];
      }>();
      expect(body.message).toBe('ERR_VALIDATION');
      expect(body.errors.find((error) => error.field === field)?.message).toContain(message);
    }
    // The e-mail is not changed here: an unknown field is refused.
    const email = await patch(anna.token, {
      fullName: 'Anna',
      phone: '+37491100022',
      email: 'new@example.com',
    });
    expect(email.statusCode).toBe(400);
    expect(await stored(anna.id)).toEqual({ fullName: 'Anna Hakobyan', phone: '+37491100021' });
    expect(await auditOf(anna.id)).toHaveLength(0);
  });
});
