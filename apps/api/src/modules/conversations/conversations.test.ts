import { randomUUID } from 'node:crypto';
import {
  type Conversation,
  type ConversationMessage,
  type ConversationThreadKind,
  type LectureQuestion,
  type LectureQuestions,
  type MiniProjectResponse,
  type NotificationKind,
  type NotificationsPage,
  paths,
  type StaffLectureQuestion,
  type UploadedFile,
  type WaitingQuestions,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  conversationMessages,
  lectureQuestions,
  lectures,
  taskAssignments,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { testClock } from '../../test/builders.js';
import {
  type CreatedContent,
  createContent,
  freeText,
  singleChoice,
} from '../../test/learning-builders.js';
import { GITHUB_LINK, multipartForm, sampleFiles } from '../../test/mini-projects.js';
import { rightAnswer, type SignedIn, signedIn, submitted } from '../../test/task-requests.js';

/*
 * Conversations (ARCHITECTURE.md, "Conversations"): threads on mini-project submissions, on
 * test attempts with free-text answers and on lecture questions. The student and staff write
 * in them; the reviewer's verdict and comment appear in the work's thread, read from the
 * review; another student's thread does not exist for a student, unless staff shared the
 * question, which they then read without the asker's name; empty and oversized messages are
 * refused and change nothing. Run on PGlite and, with DATABASE_URL, PostgreSQL.
 */

const clock = testClock('2030-05-10T10:00:00.000Z');
let t: TestApp;
let student: SignedIn;
let otherStudent: SignedIn;
let mentor: SignedIn;
let admin: SignedIn;
let applicant: SignedIn;
/** A student of another direction. */
let outsider: SignedIn;
let content: CreatedContent;
let submissionId = 0;
let miniProjectId = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  content = await createContent(t.app, {
    chapters: [
      {
        lectures: 2,
        tasks: [{ questions: [singleChoice(), freeText()] }, { questions: [singleChoice()] }],
        miniProjects: [{}],
      },
    ],
  });
  const elsewhere = await createContent(t.app);
  student = await signedIn(t.app, { directionId: content.directionId, fullName: 'Ada Student' });
  otherStudent = await signedIn(t.app, { directionId: content.directionId });
  outsider = await signedIn(t.app, { directionId: elsewhere.directionId });
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

const threadUrl = (
  id = submissionId,
  thread: ConversationThreadKind = 'mini-project-submissions',
) => `/v1/conversations/${thread}/${id}`;
const read = (
  user: SignedIn,
  id = submissionId,
  thread: ConversationThreadKind = 'mini-project-submissions',
) => t.app.inject({ method: 'GET', url: threadUrl(id, thread), headers: user.headers });
const write = (
  user: SignedIn,
  body: unknown,
  id = submissionId,
  thread: ConversationThreadKind = 'mini-project-submissions',
) =>
  t.app.inject({
    method: 'POST',
    url: `${threadUrl(id, thread)}/messages`,
    headers: user.headers,
    payload: body as Record<string, unknown>,
  });

/** The user's notifications of a kind, oldest first: link, author and excerpt. */
const told = async (user: SignedIn, kind: NotificationKind = 'conversation_message') => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/notifications',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<NotificationsPage>()
    .items.filter((item) => item.kind === kind)
    .map((item) => ({
      link: item.link,
      author: item.params.author,
      excerpt: item.params.excerpt,
    }))
    .reverse();
};

const bodies = (thread: Pick<Conversation, 'entries'>) =>
  thread.entries.map((entry) => (entry.kind === 'message' ? entry.body : entry.comment));

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

describe('a test attempt’s thread', () => {
  let assignmentId = 0;
  let taskId = 0;

  beforeAll(async () => {
    const task = content.chapters[0]?.tasks[0];
    if (!task) throw new Error('No test');
    taskId = task.id;
    await submitted(
      t.app,
      student,
      task.id,
      task.questions.map((question) => rightAnswer(question, 'A closure keeps its scope.')),
    );
    const [row] = await t.app.db
      .select({ id: taskAssignments.id })
      .from(taskAssignments)
      .where(and(eq(taskAssignments.userId, student.id), eq(taskAssignments.taskId, task.id)));
    assignmentId = row?.id ?? 0;
  });

  it('takes messages from the student and staff, with the verdict on the free-text answers', async () => {
    clock.advance(60_000);
    const asked = await write(
      student,
      { body: 'Was my answer too short?' },
      assignmentId,
      'task-assignments',
    );
    expect(asked.statusCode, asked.body).toBe(201);
    clock.advance(60_000);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reviews/tasks/${assignmentId}`,
      headers: mentor.headers,
      payload: { verdict: 'passed', comment: 'Short, but right.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    clock.advance(60_000);
    expect(
      (await write(mentor, { body: 'Add an example next time.' }, assignmentId, 'task-assignments'))
        .statusCode,
    ).toBe(201);

    for (const reader of [student, mentor, admin]) {
      const thread = await read(reader, assignmentId, 'task-assignments');
      expect(thread.statusCode, thread.body).toBe(200);
      const conversation = thread.json<Conversation>();
      expect(conversation).toMatchObject({
        thread: 'task-assignments',
        id: assignmentId,
        canWrite: true,
      });
      expect(bodies(conversation)).toEqual([
        'Was my answer too short?',
        'Short, but right.',
        'Add an example next time.',
      ]);
      expect(conversation.entries[1]).toMatchObject({ kind: 'verdict', passed: true });
    }
    // The student's question went to every mentor and admin (no staff had written), linked
    // to the attempt's review; the mentor's answer to the student, linked to the test.
    expect(await told(admin)).toContainEqual({
      link: paths.admin.reviewTask(assignmentId),
      author: 'Ada Student',
      excerpt: 'Was my answer too short?',
    });
    expect(await told(student)).toContainEqual({
      link: paths.student.task(taskId),
      author: 'Mia Mentor',
      excerpt: 'Add an example next time.',
    });
  });

  it('does not exist for a test of choices only, another student, or one not submitted', async () => {
    const choicesOnly = content.chapters[0]?.tasks[1];
    if (!choicesOnly) throw new Error('No test');
    await submitted(
      t.app,
      student,
      choicesOnly.id,
      choicesOnly.questions.map((q) => rightAnswer(q)),
    );
    const [row] = await t.app.db
      .select({ id: taskAssignments.id })
      .from(taskAssignments)
      .where(
        and(eq(taskAssignments.userId, student.id), eq(taskAssignments.taskId, choicesOnly.id)),
      );
    expect((await read(student, row?.id ?? 0, 'task-assignments')).statusCode).toBe(404);
    expect((await read(mentor, row?.id ?? 0, 'task-assignments')).statusCode).toBe(404);
    expect((await read(otherStudent, assignmentId, 'task-assignments')).statusCode).toBe(404);
    expect(
      (await write(otherStudent, { body: 'Hi' }, assignmentId, 'task-assignments')).statusCode,
    ).toBe(404);
  });
});

describe('questions on a lecture', () => {
  const lectureId = () => content.lectureIds[0] ?? 0;
  const ask = (user: SignedIn, body: unknown, id = lectureId()) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/lectures/${id}/questions`,
      headers: user.headers,
      payload: body as Record<string, unknown>,
    });
  const questionsOn = (user: SignedIn, id = lectureId()) =>
    t.app.inject({ method: 'GET', url: `/v1/lectures/${id}/questions`, headers: user.headers });
  const waiting = async (user: SignedIn) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/questions',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WaitingQuestions>();
  };
  const share = (user: SignedIn, id: number, shared: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/questions/${id}`,
      headers: user.headers,
      payload: { shared },
    });
  let first: LectureQuestion;
  let second: LectureQuestion;

  it('takes a question, tells every mentor and admin, and lists it as waiting, oldest first', async () => {
    clock.advance(60_000);
    const asked = await ask(student, {
      body: 'Why is `this` undefined here?\nIn the second example.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    first = asked.json<LectureQuestion>();
    expect(first).toMatchObject({ mine: true, shared: false, waiting: true });
    expect(bodies(first)).toEqual(['Why is `this` undefined here?\nIn the second example.']);
    clock.advance(60_000);
    const later = await ask(otherStudent, { body: 'Is there a video?' });
    expect(later.statusCode, later.body).toBe(201);
    second = later.json<LectureQuestion>();

    for (const staff of [mentor, admin]) {
      expect(await told(staff, 'lecture_question')).toEqual([
        {
          link: paths.admin.question(first.id),
          author: 'Ada Student',
          excerpt: 'Why is `this` undefined here?',
        },
        {
          link: paths.admin.question(second.id),
          author: expect.any(String),
          excerpt: 'Is there a video?',
        },
      ]);
    }
    const list = await waiting(mentor);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(list.items[0]).toMatchObject({
      lecture: { id: lectureId() },
      student: { id: student.id, fullName: 'Ada Student' },
      excerpt: 'Why is `this` undefined here?',
      shared: false,
    });
    // Each student reads their own question only.
    const own = (await questionsOn(otherStudent)).json<LectureQuestions>();
    expect(own.questions.map((question) => question.id)).toEqual([second.id]);
    expect((await read(otherStudent, first.id, 'lecture-questions')).statusCode).toBe(404);
  });

  it('is answered when staff write, and waits again when the student writes after', async () => {
    clock.advance(60_000);
    const answered = await write(
      mentor,
      { body: 'Arrow functions keep `this`.' },
      first.id,
      'lecture-questions',
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await waiting(admin)).items.map((item) => item.id)).toEqual([second.id]);
    expect(await told(student)).toContainEqual({
      link: `${paths.student.lecture(lectureId())}#question-${first.id}`,
      author: 'Mia Mentor',
      excerpt: 'Arrow functions keep `this`.',
    });
    const mine = (await questionsOn(student)).json<LectureQuestions>().questions;
    expect(mine[0]).toMatchObject({ id: first.id, waiting: false });

    clock.advance(60_000);
    const followUp = await write(
      student,
      { body: 'And in a class?' },
      first.id,
      'lecture-questions',
    );
    expect(followUp.statusCode).toBe(201);
    const list = await waiting(admin);
    // Waiting since the follow-up, so after the other question.
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.items[1]?.waitingSince).toBe(clock.now().toISOString());
    // The mentor who answered is told; the admin, who did not write, is not.
    expect(await told(mentor)).toContainEqual({
      link: paths.admin.question(first.id),
      author: 'Ada Student',
      excerpt: 'And in a class?',
    });
    expect(await told(admin)).not.toContainEqual(
      expect.objectContaining({ excerpt: 'And in a class?' }),
    );
  });

  it('shared by staff, is read by the subject’s students without the asker’s name, and audited', async () => {
    const shared = await share(mentor, first.id, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<StaffLectureQuestion>()).toMatchObject({ id: first.id, shared: true });

    const theirs = (await questionsOn(otherStudent)).json<LectureQuestions>().questions;
    const sharedOne = theirs.find((question) => question.id === first.id);
    expect(sharedOne).toMatchObject({ mine: false, shared: true });
    const messages = sharedOne?.entries.filter((entry) => entry.kind === 'message') ?? [];
    expect(messages.map((entry) => entry.author)).toEqual([
      { id: null, fullName: null, staff: false },
      { id: mentor.id, fullName: 'Mia Mentor', staff: true },
      { id: null, fullName: null, staff: false },
    ]);
    const thread = await read(otherStudent, first.id, 'lecture-questions');
    expect(thread.statusCode).toBe(200);
    expect(thread.json<Conversation>().canWrite).toBe(false);
    expect(JSON.stringify(thread.json())).not.toContain('Ada Student');
    // Staff still see who asked.
    const staffView = (await read(mentor, first.id, 'lecture-questions')).json<Conversation>();
    expect(staffView.entries[0]).toMatchObject({
      author: { id: student.id, fullName: 'Ada Student', staff: false },
    });
    const before = await t.app.db.$count(conversationMessages);
    expect(
      (await write(otherStudent, { body: 'Me too' }, first.id, 'lecture-questions')).statusCode,
    ).toBe(404);
    expect(await t.app.db.$count(conversationMessages)).toBe(before);
    // A student of another direction: no such thread, and no such lecture of theirs.
    expect((await read(outsider, first.id, 'lecture-questions')).statusCode).toBe(404);
    expect((await questionsOn(outsider)).statusCode).toBe(403);
    expect((await ask(outsider, { body: 'Hi' })).statusCode).toBe(403);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'lecture_question'), eq(auditLog.entityId, String(first.id))),
      );
    expect(entry).toMatchObject({
      actorId: mentor.id,
      action: 'update',
      before: { shared: false },
      after: { shared: true },
    });
    // Sharing it again changes nothing and is not audited again.
    expect((await share(admin, first.id, true)).statusCode).toBe(200);
    expect(
      await t.app.db.$count(
        auditLog,
        and(eq(auditLog.entityType, 'lecture_question'), eq(auditLog.entityId, String(first.id))),
      ),
    ).toBe(1);
  });

  it('refuses an empty question, an unknown or draft lecture, and changes nothing', async () => {
    const before = await t.app.db.$count(lectureQuestions);
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'a'.repeat(10_001) }, {}]) {
      const response = await ask(student, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('ERR_VALIDATION');
    }
    expect((await ask(student, { body: 'Hi' }, 999_999)).statusCode).toBe(404);
    const draft = content.lectureIds[1] ?? 0;
    await t.app.db.update(lectures).set({ status: 'draft' }).where(eq(lectures.id, draft));
    expect((await ask(student, { body: 'Hi' }, draft)).statusCode).toBe(404);
    expect((await questionsOn(student, draft)).statusCode).toBe(404);
    expect(await t.app.db.$count(lectureQuestions)).toBe(before);
    expect((await share(mentor, 999_999, true)).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/questions/999999',
      headers: mentor.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('files in a thread', () => {
  const thread = () => `/v1/conversations/mini-project-submissions/${submissionId}`;
  const upload = (user: SignedIn, filename: string, data: Buffer | string, url = thread()) => {
    const form = multipartForm([{ filename, data }]);
    return t.app.inject({
      method: 'POST',
      url: `${url}/files`,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const uploaded = async (user: SignedIn, filename = 'notes.txt', url = thread()) => {
    const response = await upload(user, filename, 'Line one\nLine two\n', url);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadedFile>().id;
  };
  const download = (user: SignedIn, fileId: string, url = thread()) =>
    t.app.inject({ method: 'GET', url: `${url}/files/${fileId}`, headers: user.headers });
  const refusedOnFiles = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'fileIds' }],
    });
  };

  it('sends the files a message names, which the thread’s readers download', async () => {
    const notes = await uploaded(student, 'notes.txt');
    const picture = await upload(student, 'screen.png', sampleFiles.png());
    expect(picture.statusCode, picture.body).toBe(201);
    const sent = await write(student, {
      body: 'The notes and a screenshot.',
      fileIds: [notes, picture.json<UploadedFile>().id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<ConversationMessage>().attachments).toEqual([
      { id: notes, name: 'notes.txt', size: 18, contentType: 'text/plain' },
      {
        id: picture.json<UploadedFile>().id,
        name: 'screen.png',
        size: expect.any(Number),
        contentType: 'image/png',
      },
    ]);
    const read = (
      await t.app.inject({ method: 'GET', url: thread(), headers: mentor.headers })
    ).json<Conversation>();
    const message = read.entries.find(
      (entry) => entry.kind === 'message' && entry.id === sent.json<ConversationMessage>().id,
    );
    expect(message).toMatchObject({ attachments: [{ id: notes }, { name: 'screen.png' }] });

    for (const reader of [student, mentor, admin]) {
      const file = await download(reader, notes);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.body).toBe('Line one\nLine two\n');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    // Not to another student, nor through another thread, nor before it was sent.
    expect((await download(otherStudent, notes)).statusCode).toBe(404);
    const elsewhere = `/v1/conversations/task-assignments/${
      (
        await t.app.db
          .select({ id: taskAssignments.id })
          .from(taskAssignments)
          .where(eq(taskAssignments.userId, student.id))
      )[0]?.id
    }`;
    expect((await download(student, notes, elsewhere)).statusCode).toBe(404);
    const unsent = await uploaded(student);
    expect((await download(mentor, unsent)).statusCode).toBe(404);
  });

  it('refuses a file not the writer’s upload, one sent already, and too many, storing nothing', async () => {
    const before = await t.app.db.$count(conversationMessages);
    const mentorsFile = await uploaded(mentor);
    refusedOnFiles(await write(student, { body: 'Mine?', fileIds: [mentorsFile] }));
    refusedOnFiles(await write(student, { body: 'Unknown', fileIds: [randomUUID()] }));
    const once = await uploaded(student);
    expect((await write(student, { body: 'Once', fileIds: [once] })).statusCode).toBe(201);
    refusedOnFiles(await write(student, { body: 'Twice', fileIds: [once] }));
    const six = await Promise.all(Array.from({ length: 6 }, () => uploaded(student)));
    refusedOnFiles(await write(student, { body: 'Six', fileIds: six }));
    const same = six[0] ?? '';
    refusedOnFiles(await write(student, { body: 'Same', fileIds: [same, same] }));
    expect(await t.app.db.$count(conversationMessages)).toBe(before + 1);
  });

  it('takes the mini projects’ kinds of file only, from those who may write in the thread', async () => {
    const program = await upload(student, 'notes.pdf', 'not a pdf at all');
    expect(program.statusCode).toBe(400);
    expect(program.json()).toMatchObject({ message: 'ERR_INVALID_FILE_TYPE' });
    expect((await upload(otherStudent, 'notes.txt', 'hi')).statusCode).toBe(404);
    expect((await upload(applicant, 'notes.txt', 'hi')).statusCode).toBe(404);
  });
});
