import { readdir, readFile } from 'node:fs/promises';
import {
  type AvailableResponse,
  addDays,
  type Certificate,
  type CertificateVerification,
  DEFAULT_TIME_ZONE,
  type Direction,
  dateInTimeZone,
  FREE_TRIAL_DAYS,
  type HomeworkResponse,
  type LastOpenedLectureResponse,
  type LoginResponse,
  type PaymentsResponse,
  type PricingResponse,
  type StudentMeResponse,
  type SubjectResponse,
  type SubscriptionsResponse,
  type TaskResponse,
  type WeekDaysResponse,
} from '@academy/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../modules/two-factor/index.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser } from '../test/builders.js';
import type { Database } from './client.js';
import { demoLearning } from './demo-learning.js';
import {
  answers,
  chapters,
  countries,
  directions,
  enrolments,
  examWeekDayTimes,
  lectureAttachments,
  lectures,
  mailOutbox,
  miniProjectQuestions,
  miniProjects,
  projectSubmissions,
  questions,
  subjects,
  subscriptions,
  taskAssignments,
  tasks,
  users,
} from './schema/index.js';
import { DEMO_TWO_FACTOR_SECRET, demoAccounts, seedDatabase } from './seed.js';
import { demoApplicants } from './seed-applicants.js';

const count = async (db: Database, table: typeof users | typeof directions | typeof countries) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('demo seed on an empty database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the five landing directions with content and images', async () => {
    const rows = await t.app.db
      .select({ title: directions.title, imageFileId: directions.imageFileId })
      .from(directions)
      .orderBy(asc(directions.position));
    expect(rows.map((row) => row.title)).toEqual([
      'Front-End Development',
      'Back-End Development',
      'Software Engineering',
      'DevOps Engineering',
      'Automated Quality Assurance',
    ]);
    expect(await t.app.db.$count(subjects)).toBeGreaterThanOrEqual(10);
    expect(await t.app.db.$count(lectures)).toBeGreaterThanOrEqual(40);
    expect(await t.app.db.$count(answers, sql`${answers.isCorrect}`)).toBeGreaterThan(0);
    expect(await t.app.db.$count(examWeekDayTimes)).toBe(7);

    const image = rows[0]?.imageFileId;
    if (!image) throw new Error('The direction has no image');
    const response = await t.app.inject({ method: 'GET', url: `/v1/files/${image}/public` });
    expect(response.statusCode).toBe(200);
    // The illustration drawn for the direction (seed-data/illustrations.ts), stored as the
    // PNG it draws: 960 × 540.
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([960, 540]);
  });

  it('has an exam schedule with free sittings over the coming weeks', async () => {
    const from = dateInTimeZone(DEFAULT_TIME_ZONE);
    const to = addDays(from, 27);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/week-days/available?from=${from}&to=${to}`,
    });
    expect(response.statusCode).toBe(200);
    const dates = Object.values(response.json<AvailableResponse>());
    // Four weeks of Mon/Wed/Fri and Saturday sittings, less the next twelve hours'; the demo
    // applicants (seed-applicants.ts) hold at most three seats of a coming sitting.
    expect(dates.length).toBeGreaterThanOrEqual(14);
    expect(dates.flat().every((slot) => slot.freeSeats >= 7 && slot.freeSeats <= 10)).toBe(true);
    expect(dates.flat().some((slot) => slot.freeSeats < 10)).toBe(true);
    const weekDays = await t.app.inject({ method: 'GET', url: '/v1/week-days' });
    expect(weekDays.json<WeekDaysResponse>()).toMatchObject({ timeZone: 'Asia/Yerevan' });
    expect(weekDays.json<WeekDaysResponse>().days.map((d) => d.weekday)).toEqual([1, 3, 5, 6]);
  });

  describe('billing', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const signIn = async (account: { email: string; password: string }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      return bearer(response.json<LoginResponse>().accessToken);
    };
    const getAs = async <T>(headers: Record<string, string>, url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };

    it('sells the six plans in the configured currency', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v1/pricing' });
      const pricing = response.json<PricingResponse>();
      expect(pricing.plans.map((plan) => [plan.id, plan.price.currency])).toEqual(
        [
          'online-monthly',
          'online-quarterly',
          'online-yearly',
          'offline-monthly',
          'offline-quarterly',
          'offline-yearly',
        ].map((id) => [id, 'USD']),
      );
    });

    it('gives the demo student years of paid access after the trial, with payments and receipts', async () => {
      const headers = await signIn(demoAccounts.student);
      const periods = await getAs<SubscriptionsResponse>(headers, '/v1/subscriptions');
      expect(periods.data.map((period) => [period.kind, period.state])).toEqual([
        ['paid', 'upcoming'],
        ['paid', 'upcoming'],
        ['paid', 'upcoming'],
        ['trial', 'active'],
      ]);
      // The trial still runs; the paid years follow it without a gap.
      expect(periods.access.state).toBe('trial');
      expect(new Date(periods.access.endsAt ?? 0).getTime()).toBeGreaterThan(
        Date.now() + 3 * 365 * DAY_MS,
      );
      const history = await getAs<PaymentsResponse>(headers, '/v1/payments');
      expect(history.data.map((payment) => [payment.status, payment.description])).toEqual(
        Array.from({ length: 3 }, () => ['succeeded', 'Online · 12 months']),
      );
      const receipts = await t.app.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, demoAccounts.student.email),
            eq(mailOutbox.subject, 'Your Academy payment receipt'),
          ),
        );
      expect(receipts).toHaveLength(3);
    });

    it('has a student whose trial ends in two days and one whose trial has ended, both in Front-End Development', async () => {
      const trial = await signIn(demoAccounts.trial);
      const me = await getAs<StudentMeResponse>(trial, '/v1/students');
      expect(me.access.state).toBe('trial');
      const left = new Date(me.access.endsAt ?? 0).getTime() - Date.now();
      expect(left).toBeGreaterThan(2 * DAY_MS - 60 * 60 * 1000);
      expect(left).toBeLessThanOrEqual(2 * DAY_MS);
      expect(me.enrolments).toEqual([
        expect.objectContaining({ title: 'Front-End Development', courseType: 'online' }),
      ]);
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/directions', headers: trial })).statusCode,
      ).toBe(200);

      const expired = await signIn(demoAccounts.expired);
      const them = await getAs<StudentMeResponse>(expired, '/v1/students');
      expect(them.access).toEqual({ state: 'ended', endsAt: null });
      expect(them.enrolments.map((enrolment) => enrolment.title)).toEqual([
        'Front-End Development',
      ]);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/v1/directions',
        headers: expired,
      });
      expect(refused.json()).toEqual({ statusCode: 403, message: 'ERR_LEARNING_ACCESS_ENDED' });
    });
  });

  it('seeds every ISO 3166-1 country', async () => {
    expect(await count(t.app.db, countries)).toBe(249);
  });

  it('creates the demo accounts, the student with a running trial', async () => {
    const studentLogin = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: demoAccounts.student.email, password: demoAccounts.student.password },
    });
    expect(studentLogin.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(studentLogin.json<LoginResponse>().accessToken),
    });
    const profile = me.json<StudentMeResponse>();
    expect(profile.role).toBe('student');
    expect(new Date(profile.trialEndsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    const [trial] = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, profile.id), eq(subscriptions.kind, 'trial')));
    expect((trial?.endsAt.getTime() ?? 0) - (trial?.startsAt.getTime() ?? 0)).toBe(
      FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000,
    );

    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    expect(adminLogin.statusCode).toBe(200);
    // The demo staff sign in with a code of the published demo secret, as often as a demo
    // needs: the same code twice too (its codes are anyone's).
    expect(adminLogin.json<LoginResponse>().secondFactor?.step).toBe('code');
    const code = totpCode(DEMO_TWO_FACTOR_SECRET, t.app.now());
    for (let time = 0; time < 2; time += 1) {
      const challenge = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: demoAccounts.mentor.email, password: demoAccounts.mentor.password },
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/two-factor/verify',
        payload: {
          challengeToken: challenge.json<LoginResponse>().secondFactor?.challengeToken,
          code,
        },
      });
      expect(verified.statusCode, verified.body).toBe(200);
    }
  });

  describe("the demo student's learning", () => {
    let token: string;
    const get = async <T>(url: string): Promise<T> => {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      return response.json<T>();
    };
    const subjectByTitle = async (title: string) => {
      const list = await get<Direction[]>('/v1/directions');
      const summary = list.flatMap((d) => d.subjects).find((s) => s.title === title);
      if (!summary) throw new Error(`No subject ${title}`);
      return get<SubjectResponse>(`/v1/subject/${summary.id}`);
    };
    const items = (subject: SubjectResponse) => ({
      lectures: subject.chapters.flatMap((chapter) => chapter.lectures),
      tasks: subject.chapters.flatMap((chapter) => chapter.tasks),
      miniProjects: subject.chapters.flatMap((chapter) => chapter.miniProjects),
    });
    /** Answer types of the questions of the enrolled directions' tests or mini projects. */
    const enrolledDirectionIds = async () =>
      (
        await t.app.db
          .select({ id: directions.id })
          .from(directions)
          .where(inArray(directions.title, [...demoLearning.enrolledDirections]))
      ).map((row) => row.id);

    beforeAll(async () => {
      token = (
        await t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: demoAccounts.student.email, password: demoAccounts.student.password },
        })
      ).json<LoginResponse>().accessToken;
    });

    it('matches the copy the browser journeys read', async () => {
      const copy = JSON.parse(
        await readFile(
          new URL('../../../../e2e/support/demo-learning.json', import.meta.url),
          'utf8',
        ),
      );
      expect(copy).toEqual(JSON.parse(JSON.stringify(demoLearning)));
    });

    it('is enrolled in two of the five directions, online, since admission', async () => {
      const list = await get<Direction[]>('/v1/directions');
      expect(list.map((direction) => direction.title)).toEqual(demoLearning.enrolledDirections);
      expect(list.every((direction) => direction.courseType === 'online')).toBe(true);
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .where(eq(users.email, demoAccounts.student.email));
      expect(row?.n).toBe(2);
      const since = Date.now() - new Date(list[0]?.enrolledAt ?? 0).getTime();
      expect(Math.round(since / (24 * 60 * 60 * 1000))).toBe(3);
    });

    it('continues with the lecture in progress of the started subject', async () => {
      const { lecture } = await get<LastOpenedLectureResponse>('/v1/lectures/last-opened');
      expect(lecture).toMatchObject({
        title: demoLearning.startedSubject.lectureInProgress,
        status: 'in_progress',
        subjectTitle: demoLearning.startedSubject.subject,
      });

      const started = await subjectByTitle(demoLearning.startedSubject.subject);
      expect(started.progress).toBe(demoLearning.startedSubjectProgress);
      const { lectures: read, tasks: tests, miniProjects: projects } = items(started);
      expect(
        read.filter((l) => l.lectureAssignments[0]?.status === 'completed').map((l) => l.title),
      ).toEqual(demoLearning.startedSubject.completedLectures);
      expect(tests.map((task) => [task.title, task.state])).toEqual([
        [demoLearning.startedSubject.passedTest, 'passed'],
        [demoLearning.startedSubject.testWaitingForReview, 'waiting_for_review'],
      ]);
      expect(projects.map((project) => [project.title, project.state])).toEqual([
        [demoLearning.startedSubject.miniProjectWaitingForReview, 'waiting_for_review'],
      ]);
    });

    it('has a subject near completion: one lecture, one choice-only test and one mini project left', async () => {
      const near = demoLearning.nearCompletion;
      const subject = await subjectByTitle(near.subject);
      expect(subject.directionTitle).toBe(near.direction);
      expect(subject.progress).toBe(demoLearning.nearCompletionProgress);
      expect(subject).toMatchObject({
        completedLectureCount: subject.totalLectureCount - 1,
        completedTaskCount: subject.totalTaskCount - 1,
        completedMiniProjectCount: subject.totalMiniProjectCount - 1,
      });
      expect(subject.totalTaskCount).toBeGreaterThan(1);
      expect(subject.totalMiniProjectCount).toBeGreaterThan(1);
      const left = items(subject);
      expect(
        left.lectures.filter((l) => l.lectureAssignments.length === 0).map((l) => l.title),
      ).toEqual([near.lecture]);
      expect(left.tasks.filter((task) => task.state !== 'passed')).toMatchObject([
        { title: near.test, state: 'not_started', assignment: null },
      ]);
      expect(left.miniProjects.filter((project) => project.state !== 'passed')).toMatchObject([
        { title: near.miniProject, state: 'not_started', projectAssignments: [] },
      ]);

      const testQuestions = await t.app.db
        .select({ answerType: questions.answerType })
        .from(questions)
        .innerJoin(tasks, eq(tasks.id, questions.taskId))
        .where(eq(tasks.title, near.test));
      expect(testQuestions.length).toBeGreaterThan(0);
      expect(testQuestions.every((q) => q.answerType !== 'text')).toBe(true);
      const projectQuestions = await t.app.db
        .select({ text: miniProjectQuestions.text, answerType: miniProjectQuestions.answerType })
        .from(miniProjectQuestions)
        .innerJoin(miniProjects, eq(miniProjects.id, miniProjectQuestions.miniProjectId))
        .where(eq(miniProjects.title, near.miniProject))
        .orderBy(asc(miniProjectQuestions.position));
      expect(projectQuestions).toEqual(demoLearning.miniProjects[near.miniProject]?.questions);
      expect(projectQuestions.map((q) => q.answerType).sort()).toEqual(['file', 'text']);
    });

    it('has a complete subject with its signed certificate, and no direction certificate', async () => {
      const certified = demoLearning.certifiedSubject;
      const subject = await subjectByTitle(certified.subject);
      expect(subject.directionTitle).toBe(certified.direction);
      expect(subject).toMatchObject({
        progress: 100,
        completedLectureCount: subject.totalLectureCount,
        completedTaskCount: subject.totalTaskCount,
        completedMiniProjectCount: subject.totalMiniProjectCount,
      });

      const list = await get<Certificate[]>('/v1/students/completion');
      expect(list.map((c) => [c.kind, c.title, c.directionTitle])).toEqual([
        ['subject', certified.subject, certified.direction],
      ]);
      const [certificate] = list;
      if (!certificate) throw new Error('No demo certificate');
      // The code is random: the journeys read it from this list.
      expect(certificate.verificationCode).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}$/);
      expect(certificate.revokedAt).toBeNull();
      const badge = await t.app.inject({
        method: 'GET',
        url: `/v1/files/${certificate.badge_id}/public`,
      });
      expect(badge.headers['content-type']).toBe('image/png');

      const verification = await t.app.inject({
        method: 'GET',
        url: `/v1/verify/${certificate.verificationCode}`,
      });
      expect(verification.json<CertificateVerification>()).toMatchObject({
        status: 'valid',
        holderName: demoAccounts.student.fullName,
        title: certified.subject,
        credential: { signatureValid: true, revokedInStatusList: false },
      });
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/v1/certificates/${certificate.id}/pdf`,
        headers: bearer(token),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('gives every subject and direction a badge (PNG)', async () => {
      const subjectBadges = await t.app.db.select({ badge: subjects.badgeFileId }).from(subjects);
      const directionBadges = await t.app.db
        .select({ badge: directions.badgeFileId })
        .from(directions);
      const badges = [...subjectBadges, ...directionBadges].map((row) => row.badge);
      expect(badges.every((badge) => badge !== null)).toBe(true);
      expect(new Set(badges).size).toBe(badges.length);
    });

    it('has a test of four code questions the student can open, hidden tests not shown', async () => {
      const { codeTest } = demoLearning;
      const subject = await subjectByTitle(codeTest.subject);
      const listed = items(subject).tasks.find((task) => task.title === codeTest.test);
      expect(listed).toMatchObject({ state: 'not_started', assignment: null });
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/tasks/${listed?.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const task = response.json<TaskResponse>();
      expect(task.questions.map((q) => [q.answerType, q.code?.language])).toEqual([
        ['code', 'javascript'],
        ['code', 'typescript'],
        ['code', 'python'],
        ['code', 'sql'],
      ]);
      for (const question of task.questions) {
        expect(question.code?.hiddenTestCount).toBeGreaterThanOrEqual(3);
      }
      expect(response.body).not.toMatch(/referenceSolution|hiddenTests/);
    });

    it('has a choice-only test never attempted in another subject, and an overdue mini project', async () => {
      const { failsTwice, overdue } = demoLearning;
      expect(failsTwice.subject).not.toBe(demoLearning.nearCompletion.subject);
      const subject = await subjectByTitle(failsTwice.subject);
      expect(items(subject).tasks.find((task) => task.title === failsTwice.test)).toMatchObject({
        state: 'not_started',
        assignment: null,
      });
      const keyed = demoLearning.tests[failsTwice.test];
      const stored = await t.app.db
        .select({ text: questions.text, answerType: questions.answerType })
        .from(questions)
        .innerJoin(tasks, eq(tasks.id, questions.taskId))
        .where(eq(tasks.title, failsTwice.test))
        .orderBy(asc(questions.position));
      expect(stored).toEqual(
        keyed?.questions.map(({ text, answerType }) => ({ text, answerType })),
      );
      expect(stored.every((q) => q.answerType !== 'text')).toBe(true);

      const homework = await get<HomeworkResponse>(
        `/v1/subject/${(await subjectByTitle(overdue.subject)).id}/homework`,
      );
      expect(homework.items.filter((item) => item.overdue).map((item) => item.title)).toEqual([
        overdue.miniProject,
      ]);
    });

    it('has the right answers the journeys pick', async () => {
      for (const [title, key] of Object.entries(demoLearning.tests)) {
        const rows = await t.app.db
          .select({ question: questions.text, text: answers.text, isCorrect: answers.isCorrect })
          .from(answers)
          .innerJoin(questions, eq(questions.id, answers.questionId))
          .innerJoin(tasks, eq(tasks.id, questions.taskId))
          .where(eq(tasks.title, title));
        for (const question of key.questions) {
          const own = rows.filter((row) => row.question === question.text);
          expect(
            own.filter((r) => r.isCorrect).map((r) => r.text),
            question.text,
          ).toEqual(question.right);
          expect(
            own.filter((r) => !r.isCorrect).map((r) => r.text),
            question.text,
          ).toEqual(question.wrong);
        }
      }
    });

    it('has every answer type, due dates, and a free-text attempt and a mini project in the review queue', async () => {
      const ids = await enrolledDirectionIds();
      const questionTypes = await t.app.db
        .selectDistinct({ answerType: questions.answerType })
        .from(questions)
        .innerJoin(tasks, eq(tasks.id, questions.taskId))
        .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(inArray(subjects.directionId, ids));
      expect(questionTypes.map((row) => row.answerType).sort()).toEqual([
        'code',
        'multiple',
        'single',
        'text',
      ]);
      expect(await t.app.db.$count(tasks, sql`${tasks.dueDays} is not null`)).toBeGreaterThan(0);
      expect(
        await t.app.db.$count(miniProjects, sql`${miniProjects.dueDays} is not null`),
      ).toBeGreaterThan(0);

      const waitingAttempts = await t.app.db
        .select({ answers: taskAssignments.answers })
        .from(taskAssignments)
        .where(
          and(
            eq(taskAssignments.status, 'completed'),
            eq(taskAssignments.reviewStatus, 'not_checked_yet'),
          ),
        );
      expect(waitingAttempts).toHaveLength(1);
      expect(waitingAttempts[0]?.answers.some((answer) => answer.answerText)).toBe(true);
      expect(
        await t.app.db.$count(
          projectSubmissions,
          eq(projectSubmissions.reviewStatus, 'not_checked_yet'),
        ),
      ).toBe(1);
    });

    it('has lectures with code in several languages, an image, a video and an attachment', async () => {
      const ids = await enrolledDirectionIds();
      const rows = await t.app.db
        .select({
          title: lectures.title,
          content: lectures.content,
          videoUrl: lectures.videoUrl,
        })
        .from(lectures)
        .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(inArray(subjects.directionId, ids));
      const fences = new Set(
        rows.flatMap((row) => [...row.content.matchAll(/^```(\w+)/gm)].map((m) => m[1])),
      );
      for (const language of ['html', 'css', 'js', 'ts', 'sql', 'bash', 'python']) {
        expect(fences, language).toContain(language);
      }

      const withImage = rows.find((row) => row.title === demoLearning.lectureWithImage.lecture);
      const imagePath = /\]\((\/v1\/files\/[0-9a-f-]{36}\/public)\)/.exec(
        withImage?.content ?? '',
      )?.[1];
      expect(imagePath).toBeDefined();
      const image = await t.app.inject({ method: 'GET', url: imagePath ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');

      expect(
        rows.find((row) => row.title === demoLearning.lectureWithVideo.lecture)?.videoUrl,
      ).toBe(demoLearning.lectureWithVideo.videoUrl);
      expect(rows.filter((row) => row.videoUrl !== null)).toHaveLength(1);

      const [attachment] = await t.app.db
        .select({ fileId: lectureAttachments.fileId, name: lectureAttachments.name })
        .from(lectureAttachments)
        .innerJoin(lectures, eq(lectures.id, lectureAttachments.lectureId))
        .where(eq(lectures.title, demoLearning.lectureWithAttachment.lecture));
      expect(attachment?.name).toBe(demoLearning.lectureWithAttachment.attachment);
      const file = await t.app.inject({
        method: 'GET',
        url: `/v1/files/${attachment?.fileId}/public`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain('CSS LAYOUT CHEAT SHEET');
    });
  });

  it('runs only once', async () => {
    const result = await seedDatabase(t.app.db, {
      demo: true,
      storage: t.app.fileStorage,
      credentialSigner: t.app.credentialSigner,
      secretBox: t.app.secretBox,
    });
    expect(result).toEqual({ countries: false, demo: false });
    expect(await count(t.app.db, directions)).toBe(5);
    expect(await count(t.app.db, users)).toBe(
      Object.keys(demoAccounts).length + demoApplicants.length,
    );
    expect(await count(t.app.db, countries)).toBe(249);
  });
});

describe('seed on a database with users', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('has the reference data even without demo content', async () => {
    expect(await count(t.app.db, countries)).toBe(249);
    expect(await count(t.app.db, directions)).toBe(0);
  });

  it('never adds demo content once users exist', async () => {
    await createUser(t.app);
    const result = await seedDatabase(t.app.db, {
      demo: true,
      storage: t.app.fileStorage,
      credentialSigner: t.app.credentialSigner,
      secretBox: t.app.secretBox,
    });
    expect(result.demo).toBe(false);
    expect(await count(t.app.db, directions)).toBe(0);
    expect(await count(t.app.db, users)).toBe(1);
  });
});

describe('a demo seed that fails half-way', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('leaves neither rows nor image files behind', async () => {
    // Users are inserted after the directions and their images: refuse them.
    await t.app.db.execute(sql`
      create function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'users refused for the test'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_users before insert on users execute function refuse_users()`,
    );

    await expect(
      seedDatabase(t.app.db, {
        demo: true,
        storage: t.app.fileStorage,
        credentialSigner: t.app.credentialSigner,
        secretBox: t.app.secretBox,
      }),
    ).rejects.toThrow();

    expect(await count(t.app.db, directions)).toBe(0);
    expect(await count(t.app.db, users)).toBe(0);
    const files = await readdir(t.config.filesDir).catch(() => []);
    expect(files).toEqual([]);
  });
});
