import type {
  AdminAnnouncement,
  AdminAnnouncementsResponse,
  MyAnnouncementsResponse,
  NotificationsPage,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, auditLog, notifications, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * Announcements (ARCHITECTURE.md, "Announcements"): staff post them to everyone, a direction
 * or a course format, audited; each student reads exactly those that reach them; a withdrawn
 * one is gone from every student's list. Run on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let admin: SignedIn;
let mentor: SignedIn;
let pythonId = 0;
let designId = 0;
/** Enrolled in Python, online. */
let pythonOnline: SignedIn;
/** Enrolled in Design, offline. */
let designOffline: SignedIn;
/** Enrolled nowhere. */
let unenrolled: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  pythonId = (await createContent(t.app, { directionTitle: 'Python' })).directionId;
  designId = (await createContent(t.app, { directionTitle: 'Design' })).directionId;
  admin = await signedIn(t.app, { role: 'admin', fullName: 'Anna Admin' });
  mentor = await signedIn(t.app, { role: 'mentor' });
  pythonOnline = await signedIn(t.app, { directionId: pythonId });
  designOffline = await signedIn(t.app);
  await enrol(t.app, designOffline.id, designId, { courseType: 'offline' });
  unenrolled = await signedIn(t.app);
});

afterAll(async () => {
  await t.close();
});

const call = (user: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const texts = (name: string) => ({
  titleEn: `${name} news`,
  titleRu: `Новости: ${name}`,
  bodyEn: `**${name}** starts on Monday.`,
  bodyRu: `**${name}** начинается в понедельник.`,
});

async function post(by: SignedIn, name: string, target: Record<string, unknown> = {}) {
  const response = await call(by, 'POST', '/admin/announcements', {
    audience: 'everyone',
    directionId: null,
    courseType: null,
    ...texts(name),
    ...target,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminAnnouncement>();
}

async function titlesFor(student: SignedIn): Promise<string[]> {
  const response = await call(student, 'GET', '/announcements');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyAnnouncementsResponse>().items.map((item) => item.title.en);
}

describe('announcements', () => {
  it('reach everyone, a direction or a course format, newest first, in both languages', async () => {
    const everyone = await post(admin, 'Holiday');
    const python = await post(admin, 'Python', { audience: 'direction', directionId: pythonId });
    const offline = await post(admin, 'Offline', {
      audience: 'course_type',
      courseType: 'offline',
    });
    expect(python.direction).toEqual({ id: pythonId, title: 'Python' });
    expect(offline.courseType).toBe('offline');
    expect(offline.author).toEqual({ id: admin.id, fullName: 'Anna Admin' });

    expect(await titlesFor(pythonOnline)).toEqual([python.titleEn, everyone.titleEn]);
    expect(await titlesFor(designOffline)).toEqual([offline.titleEn, everyone.titleEn]);
    expect(await titlesFor(unenrolled)).toEqual([everyone.titleEn]);

    const [first] = (
      await call(pythonOnline, 'GET', '/announcements')
    ).json<MyAnnouncementsResponse>().items;
    expect(first).toMatchObject({
      id: python.id,
      title: { en: 'Python news', ru: 'Новости: Python' },
      body: { en: '**Python** starts on Monday.', ru: '**Python** начинается в понедельник.' },
    });
  });

  it('tell the students they reach in their notifications, once, and nobody else', async () => {
    const kinds = async (user: SignedIn) => {
      const response = await call(user, 'GET', '/notifications?limit=50');
      return response
        .json<NotificationsPage>()
        .items.filter((item) => item.kind === 'announcement')
        .map((item) => item.params.titleEn);
    };
    const blocked = await signedIn(t.app, { directionId: pythonId });
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, blocked.id));
    const before = {
      python: await kinds(pythonOnline),
      design: await kinds(designOffline),
      unenrolled: await kinds(unenrolled),
      mentor: await kinds(mentor),
    };
    await post(admin, 'Told Python', { audience: 'direction', directionId: pythonId });
    await post(admin, 'Told offline', { audience: 'course_type', courseType: 'offline' });
    await post(admin, 'Told everyone');

    expect(await kinds(pythonOnline)).toEqual([
      'Told everyone news',
      'Told Python news',
      ...before.python,
    ]);
    expect(await kinds(designOffline)).toEqual([
      'Told everyone news',
      'Told offline news',
      ...before.design,
    ]);
    expect(await kinds(unenrolled)).toEqual(['Told everyone news', ...before.unenrolled]);
    // Staff read announcements where they post them; a blocked student is not told.
    expect(await kinds(mentor)).toEqual(before.mentor);
    const blockedRows = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, blocked.id));
    expect(blockedRows).toEqual([]);
    const [told] = (
      await call(pythonOnline, 'GET', '/notifications?limit=1')
    ).json<NotificationsPage>().items;
    expect(told).toMatchObject({
      params: { titleEn: 'Told everyone news', titleRu: 'Новости: Told everyone' },
      link: '/dashboard',
    });
  });

  it('are audited when posted and withdrawn, and a withdrawn one reaches nobody', async () => {
    const posted = await post(admin, 'Moved lecture');
    expect(await titlesFor(unenrolled)).toContain(posted.titleEn);

    const withdrawn = await call(admin, 'POST', `/admin/announcements/${posted.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<AdminAnnouncement>().withdrawnAt).not.toBeNull();
    expect(await titlesFor(unenrolled)).not.toContain(posted.titleEn);

    // Again: nothing more happens, and no second entry is written.
    const again = await call(admin, 'POST', `/admin/announcements/${posted.id}/withdraw`);
    expect(again.statusCode).toBe(200);

    const entries = await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'announcement'), eq(auditLog.entityId, String(posted.id))),
      );
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'withdraw']);
    expect(entries.every((entry) => entry.actorId === admin.id)).toBe(true);
    expect(entries.find((entry) => entry.action === 'create')?.after).toMatchObject({
      audience: 'everyone',
      titleEn: 'Moved lecture news',
    });

    const list = await call(admin, 'GET', '/admin/announcements');
    const listed = list.json<AdminAnnouncementsResponse>().items.find((a) => a.id === posted.id);
    expect(listed?.withdrawnAt).not.toBeNull();
  });

  it('refuse an empty text, a target that does not match the audience, and stores nothing', async () => {
    const before = await t.app.db.$count(announcements);
    const refused = [
      { audience: 'everyone', directionId: null, courseType: null, ...texts('x'), bodyRu: '  ' },
      { audience: 'everyone', directionId: null, courseType: null, ...texts('x'), titleEn: '' },
      { audience: 'direction', directionId: null, courseType: null, ...texts('x') },
      { audience: 'everyone', directionId: pythonId, courseType: null, ...texts('x') },
      { audience: 'course_type', directionId: null, courseType: null, ...texts('x') },
      {
        audience: 'everyone',
        directionId: null,
        courseType: null,
        ...texts('x'),
        bodyEn: 'a'.repeat(10_001),
      },
    ];
    for (const body of refused) {
      const response = await call(admin, 'POST', '/admin/announcements', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().message).toBe('ERR_VALIDATION');
    }
    const unknownDirection = await call(admin, 'POST', '/admin/announcements', {
      audience: 'direction',
      directionId: 999_999,
      courseType: null,
      ...texts('x'),
    });
    expect(unknownDirection.statusCode).toBe(404);
    expect(await t.app.db.$count(announcements)).toBe(before);
  });

  it('keep a script in the body as written for the renderer, and refuse students and mentors at the admin endpoints', async () => {
    const scripted = await post(admin, 'Scripted', {
      bodyEn: '<script>alert(1)</script> hello',
    });
    // Stored as written: the web renders it with the lecture renderer, which drops raw HTML.
    expect(scripted.bodyEn).toBe('<script>alert(1)</script> hello');
    expect((await call(pythonOnline, 'POST', '/admin/announcements', {})).statusCode).toBe(403);
    expect((await call(pythonOnline, 'GET', '/admin/announcements')).statusCode).toBe(403);
    expect((await call(mentor, 'GET', '/admin/announcements')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/announcements')).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/admin/announcements/999999/withdraw')).statusCode).toBe(
      404,
    );
  });
});
