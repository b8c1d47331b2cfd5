import {
  type Conversation,
  type ConversationMessage,
  type MiniProjectResponse,
  type NotificationsPage,
  paths,
} from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { testClock } from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { GITHUB_LINK } from '../../test/mini-projects.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * Conversations on mini-project submissions (ARCHITECTURE.md, "Conversations"): the student
 * and staff write in the thread; the reviewer's verdict and comment appear in it, read from
 * the review; another student's thread does not exist for a student; empty and oversized
 * messages are refused and change nothing. Run on PGlite and, with DATABASE_URL, PostgreSQL.
 */

const clock = testClock('2030-05-10T10:00:00.000Z');
let t: TestApp;
let student: SignedIn;
let otherStudent: SignedIn;
let mentor: SignedIn;
let admin: SignedIn;
let applicant: SignedIn;
let submissionId = 0;
let miniProjectId = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const content = await createContent(t.app);
  student = await signedIn(t.app, { directionId: content.directionId, fullName: 'Ada Student' });
  otherStudent = await signedIn(t.app, { directionId: content.directionId });
  mentor = await signedIn(t.app, { role: 'mentor', fullName: 'Mia Mentor' });
  admin = await signedIn(t.app, { role: 'admin', fullName: 'Adam Admin' });
  applicant = await signedIn(t.app, { role: 'applicant' });
  const project = content.chapters[0]?.miniProjects[0];
  if (!project) throw new Error('No mini project');
  miniProjectId = project.id;
  const submitted = await t.app.inject({
    method: 'PATCH',
    url: `/v1/mini-projects/${project.id}`,
    headers: student.headers,
    payload: {
      githubLink: GITHUB_LINK,
      answers: [{ questionId: project.questions[0]?.id ?? 0, answerText: 'A page' }],
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  submissionId = submitted.json<MiniProjectResponse>().submissions[0]?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

const threadUrl = (id = submissionId) => `/v1/conversations/mini-project-submissions/${id}`;
const read = (user: SignedIn, id = submissionId) =>
  t.app.inject({ method: 'GET', url: threadUrl(id), headers: user.headers });
const write = (user: SignedIn, body: unknown, id = submissionId) =>
  t.app.inject({
    method: 'POST',
    url: `${threadUrl(id)}/messages`,
    headers: user.headers,
    payload: body as Record<string, unknown>,
  });

describe('a mini-project submission’s thread', () => {
  it('takes the student’s and the mentors’ messages, and shows the verdict in its place', async () => {
    const asked = await write(student, { body: 'Is **flexbox** fine here?' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<ConversationMessage>()).toMatchObject({
      kind: 'message',
      author: { id: student.id, fullName: 'Ada Student', staff: false },
      body: 'Is **flexbox** fine here?',
    });

    clock.advance(60_000);
    const answered = await write(mentor, { body: 'Yes, but check the mobile width.' });
    expect(answered.statusCode).toBe(201);

    clock.advance(60_000);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reviews/mini-projects/${submissionId}`,
      headers: mentor.headers,
      payload: { verdict: 'failed', comment: 'The menu breaks at 375 px.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    clock.advance(60_000);
    expect((await write(student, { body: 'Fixed, resubmitting.' })).statusCode).toBe(201);

    for (const reader of [student, mentor, admin]) {
      const thread = await read(reader);
      expect(thread.statusCode, thread.body).toBe(200);
      const { entries } = thread.json<Conversation>();
      expect(
        entries.map((entry) => (entry.kind === 'message' ? entry.body : entry.comment)),
      ).toEqual([
        'Is **flexbox** fine here?',
        'Yes, but check the mobile width.',
        'The menu breaks at 375 px.',
        'Fixed, resubmitting.',
      ]);
      expect(entries[1]).toMatchObject({ author: { fullName: 'Mia Mentor', staff: true } });
      expect(entries[2]).toMatchObject({
        kind: 'verdict',
        passed: false,
        reviewerName: 'Mia Mentor',
      });
    }
  });

  it('tells the other side of each message: the student of staff’s, the staff of the student’s', async () => {
    const told = async (user: SignedIn) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/notifications',
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<NotificationsPage>()
        .items.filter((item) => item.kind === 'conversation_message')
        .map((item) => ({
          link: item.link,
          author: item.params.author,
          excerpt: item.params.excerpt,
        }))
        .reverse();
    };
    const review = paths.admin.reviewMiniProject(submissionId);
    // The student's first message, before any staff wrote: every mentor and admin. Then the
    // staff of the thread only (the mentor wrote and gave the verdict; the admin did neither).
    expect(await told(mentor)).toEqual([
      { link: review, author: 'Ada Student', excerpt: 'Is **flexbox** fine here?' },
      { link: review, author: 'Ada Student', excerpt: 'Fixed, resubmitting.' },
    ]);
    expect(await told(admin)).toEqual([
      { link: review, author: 'Ada Student', excerpt: 'Is **flexbox** fine here?' },
    ]);
    expect(await told(student)).toEqual([
      {
        link: paths.student.miniProject(miniProjectId),
        author: 'Mia Mentor',
        excerpt: 'Yes, but check the mobile width.',
      },
    ]);
    expect(await told(otherStudent)).toEqual([]);
  });

  it('is not found for another student, an applicant, or an unknown submission', async () => {
    expect((await read(otherStudent)).statusCode).toBe(404);
    expect((await write(otherStudent, { body: 'Hi' })).statusCode).toBe(404);
    expect((await read(applicant)).statusCode).toBe(404);
    expect((await read(mentor, 999_999)).statusCode).toBe(404);
    expect((await write(mentor, { body: 'Hi' }, 999_999)).statusCode).toBe(404);
  });

  it('refuses an empty or oversized message and keeps a script as written for the renderer', async () => {
    const before = await t.app.db.$count(conversationMessages);
    for (const body of [{ body: '' }, { body: ' \n ' }, { body: 'a'.repeat(10_001) }, {}]) {
      const response = await write(student, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('ERR_VALIDATION');
    }
    expect(await t.app.db.$count(conversationMessages)).toBe(before);

    const scripted = await write(student, { body: '<script>alert(1)</script>' });
    expect(scripted.statusCode).toBe(201);
    // Stored as written: the web renders it with the lecture renderer, which drops raw HTML.
    expect(scripted.json<ConversationMessage>().body).toBe('<script>alert(1)</script>');
  });
});
