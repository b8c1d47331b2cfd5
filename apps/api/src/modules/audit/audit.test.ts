import type { AuditListResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';

let t: TestApp;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.app, { role: 'admin', fullName: 'Audit Admin' });
  adminId = admin.id;
  adminToken = (await login(t.app, admin)).accessToken;
});

afterAll(async () => {
  await t.close();
});

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/audit${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditListResponse>();
}

describe('the audit log', () => {
  it('keeps an entry written in a unit of work that commits, with who, before and after', async () => {
    await t.app.unitOfWork(async ({ repos }) => {
      await repos.audit.record({
        actorId: adminId,
        action: 'update',
        entityType: 'lecture',
        entityId: 41,
        before: { title: 'Old', changedAt: new Date('2030-01-01T00:00:00Z') },
        after: { title: 'New', skipped: undefined },
      });
    });
    const { items, total } = await list('?entityType=lecture&entityId=41');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      action: 'update',
      entityType: 'lecture',
      entityId: '41',
      actor: { id: adminId, fullName: 'Audit Admin' },
      before: { title: 'Old', changedAt: '2030-01-01T00:00:00.000Z' },
      after: { title: 'New' },
    });
    expect(items[0]?.after).not.toHaveProperty('skipped');
  });

  it('keeps no entry of a change that rolled back', async () => {
    await expect(
      t.app.unitOfWork(async ({ repos }) => {
        await repos.audit.record({
          actorId: adminId,
          action: 'delete',
          entityType: 'subject',
          entityId: 7,
          before: { title: 'Gone' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list('?entityType=subject&entityId=7')).total).toBe(0);
  });

  it('filters by action and pages newest first', async () => {
    for (const entityId of [1, 2, 3]) {
      await t.app.unitOfWork(({ repos }) =>
        repos.audit.record({ actorId: adminId, action: 'publish', entityType: 'task', entityId }),
      );
    }
    const first = await list('?action=publish&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.entityId)).toEqual(['3', '2']);
    const second = await list('?action=publish&pageSize=2&page=2');
    expect(second.items.map((item) => item.entityId)).toEqual(['1']);
    expect((await list(`?actorId=${adminId}&from=2000-01-01&to=2999-12-31`)).total).toBe(4);
    expect((await list('?from=2999-01-01')).total).toBe(0);
  });

  it('refuses an unknown filter value with a 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit?action=explode',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(400);
  });
});
