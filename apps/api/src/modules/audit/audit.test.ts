import type { AuditListResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../lib/csv.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { recordAudit } from './record-audit.js';

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
    await t.app.unitOfWork(async (scope) => {
      await recordAudit(scope, {
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
      t.app.unitOfWork(async (scope) => {
        await recordAudit(scope, {
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
      await t.app.unitOfWork((scope) =>
        recordAudit(scope, { actorId: adminId, action: 'publish', entityType: 'task', entityId }),
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

  it('names each record as it was when changed, and says when it is gone', async () => {
    const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/v1${url}`, headers: bearer(adminToken), payload });
    const created = await call('POST', '/admin/directions', { title: 'Audit Named' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(
      (await call('PATCH', `/admin/directions/${id}`, { title: 'Audit Renamed' })).statusCode,
    ).toBe(200);
    // A status change's snapshots hold no title: the record's row names it.
    expect(
      (await call('PUT', `/admin/directions/${id}/status`, { status: 'published' })).statusCode,
    ).toBe(200);
    const live = await list(`?entityType=direction&entityId=${id}`);
    expect(live.items.map((item) => [item.action, item.title, item.gone])).toEqual([
      ['publish', 'Audit Renamed', false],
      ['update', 'Audit Renamed', false],
      ['create', 'Audit Named', false],
    ]);

    expect((await call('DELETE', `/admin/directions/${id}`)).statusCode).toBe(204);
    const gone = await list(`?entityType=direction&entityId=${id}`);
    expect(gone.items.map((item) => [item.action, item.title, item.gone])).toEqual([
      ['delete', 'Audit Renamed', true],
      ['publish', 'Audit Renamed', true],
      ['update', 'Audit Renamed', true],
      ['create', 'Audit Named', true],
    ]);
    expect(gone.actors).toContainEqual({ id: adminId, fullName: 'Audit Admin' });
  });

  it('exports the filtered log as CSV: times with the academy’s offset, values in words', async () => {
    await t.app.unitOfWork((scope) =>
      recordAudit(scope, {
        actorId: adminId,
        action: 'update',
        entityType: 'exam_schedule',
        entityId: 1,
        before: {
          timeZone: 'Asia/Yerevan',
          days: [{ weekday: 1, times: [{ time: '10:00', capacity: 20 }] }],
        },
        after: {
          timeZone: 'Asia/Yerevan',
          days: [{ weekday: 3, times: [{ time: '10:00', capacity: 20 }] }],
        },
      }),
    );
    await t.app.unitOfWork((scope) =>
      recordAudit(scope, {
        actorId: adminId,
        action: 'blacklist',
        entityType: 'user',
        entityId: adminId,
        before: { isBlacklisted: false },
        after: { isBlacklisted: true, reason: '=cmd' },
      }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/audit/export?actorId=${adminId}&entityType=exam_schedule`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = response.body.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(header).toBe(`${UTF8_BOM}at,actor,actorEmail,action,entityType,entityId,title,changes`);
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00,Audit Admin,/);
    expect(row).toContain(',Updated,Exam schedule,1,,');
    expect(row).toMatch(/,,Days: Monday: 10:00 \(20 seats\) → Wednesday: 10:00 \(20 seats\)$/);
    expect(row).not.toMatch(/[{}[\]]/);
    expect(end).toBe('');

    const users = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit/export?entityType=user&action=blacklist',
      headers: bearer(adminToken),
    });
    expect(users.body).toContain(',Blacklisted,User,');
    expect(users.body).toContain('Audit Admin');
    expect(users.body).toContain('Is blacklisted: No → Yes');
    expect(users.body).toContain('Reason: — → =cmd');
  });

  it('streams the export newest first in keyset batches, equal times included', async () => {
    const marker = `stream-${Date.now()}`;
    // Five entries in one transaction: one stored time, told apart by their ids.
    await t.app.unitOfWork(async (scope) => {
      for (let index = 0; index < 5; index += 1) {
        await recordAudit(scope, {
          actorId: adminId,
          action: 'update',
          entityType: 'lecture',
          entityId: marker,
          before: null,
          after: { title: `${marker} ${index}` },
        });
      }
    });
    const { createAuditCsvExport } = await import('./csv-export.js');
    const exportCsv = createAuditCsvExport({ db: t.app.db, now: () => new Date() });
    const { stream } = await exportCsv({ entityType: 'lecture', entityId: marker }, 2);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(String(chunk));
    // The header, then a chunk per batch of at most two entries: never the whole log at once.
    expect(chunks).toHaveLength(4);
    const titles = chunks
      .slice(1)
      .join('')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(',')[6]);
    expect(titles).toEqual([4, 3, 2, 1, 0].map((index) => `${marker} ${index} (deleted)`));

    const none = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit/export?entityId=nothing-has-this-id',
      headers: bearer(adminToken),
    });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe(
      `${UTF8_BOM}at,actor,actorEmail,action,entityType,entityId,title,changes\r\n`,
    );
  });

  it('refuses an unknown filter value with a 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit?action=explode',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(400);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/audit/export?page=2',
      headers: bearer(adminToken),
    });
    expect(csv.statusCode).toBe(400);
  });
});
