import { FREE_TRIAL_DAYS } from '@academy/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.js';
import { gradientPng } from '../lib/png.js';
import { temporaryPasswordExpiry } from '../lib/temporary-passwords.js';
import { createFileStorage, createFilesService, type FileStorage } from '../modules/files/index.js';
import { type Database, STARTUP_LOCK_KEY, type Transaction } from './client.js';
import {
  answers,
  applicants,
  chapters,
  countries,
  directions,
  examScheduleSettings,
  examWeekDays,
  examWeekDayTimes,
  lectureAssignments,
  lectures,
  miniProjectQuestions,
  miniProjects,
  projectAnswers,
  projectAssignments,
  projectSubmissions,
  questions,
  subjects,
  subscriptionPlans,
  subscriptions,
  taskAssignments,
  tasks,
  users,
} from './schema/index.js';
import { countryList, demoDirections, type SeedDirection } from './seed-data/index.js';

/** The demo accounts of DESIGN.md §5. */
export const demoAccounts = {
  student: { email: 'student@academy.test', password: 'Student#2026', fullName: 'Anna Hakobyan' },
  admin: { email: 'admin@academy.test', password: 'Admin#2026', fullName: 'Academy Admin' },
  /**
   * Admitted at seeding time with a temporary password (valid seven days from then), as the
   * admission e-mail would deliver it: logging in leads to set-password first.
   */
  newcomer: {
    email: 'newcomer@academy.test',
    password: 'Welcome#2026',
    fullName: 'Davit Petrosyan',
  },
} as const;

/** Mon/Wed/Fri at 11:00 and 15:00, Saturday at 12:00, ten seats each (local time). */
const demoExamSchedule = [
  { weekday: 1, times: ['11:00', '15:00'] },
  { weekday: 3, times: ['11:00', '15:00'] },
  { weekday: 5, times: ['11:00', '15:00'] },
  { weekday: 6, times: ['12:00'] },
] as const;
const DEMO_EXAM_CAPACITY = 10;

const demoPlans = [
  { id: 'monthly', name: 'Monthly', priceAmount: 2900, currency: 'USD', durationDays: 30 },
  { id: 'quarterly', name: 'Quarterly', priceAmount: 7900, currency: 'USD', durationDays: 90 },
  { id: 'yearly', name: 'Yearly', priceAmount: 24900, currency: 'USD', durationDays: 365 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** Seed demo content and accounts (SEED_DEMO); only ever into a database without users. */
  demo: boolean;
  filesDir: string;
  now?: Date;
}

export interface SeedResult {
  countries: boolean;
  demo: boolean;
}

/**
 * Seeds, in one transaction: reference data (countries, the schedule's settings row) into
 * empty tables on every start, and the demo content and accounts when asked for and the
 * database has no users yet. Image files are written before the transaction commits; if it
 * fails, they are removed again, so a failed seed leaves nothing behind.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const storage = createFileStorage(options.filesDir);
  const written: string[] = [];
  const recordingStorage: FileStorage = {
    ...storage,
    async write(key, data) {
      await storage.write(key, data);
      written.push(key);
    },
  };
  try {
    return await db.transaction(async (tx) => {
      // The start-up lock (client.ts): start-up seeds while holding it already (a session
      // holds an advisory lock any number of times); a seed run on its own waits for it.
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(STARTUP_LOCK_KEY))})`);

      const [countryCount] = await tx.select({ count: sql<number>`count(*)::int` }).from(countries);
      const seedCountries = (countryCount?.count ?? 0) === 0;
      if (seedCountries) {
        await tx.insert(countries).values(countryList.map(([code, name]) => ({ code, name })));
      }
      await tx.insert(examScheduleSettings).values({ id: 1 }).onConflictDoNothing();

      if (!options.demo) return { countries: seedCountries, demo: false };
      const [userCount] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
      if ((userCount?.count ?? 0) > 0) return { countries: seedCountries, demo: false };

      await seedDemo(tx, recordingStorage, options.now ?? new Date());
      return { countries: seedCountries, demo: true };
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
}

interface SeededTask {
  id: number;
  questions: { id: number; correctAnswerIds: number[] }[];
}

interface SeededSubject {
  lectureIds: number[];
  tasks: SeededTask[];
  miniProjects: { id: number; questionIds: number[] }[];
}

async function seedDemo(tx: Transaction, storage: FileStorage, now: Date) {
  await tx
    .insert(subscriptionPlans)
    .values(demoPlans.map((plan, position) => ({ ...plan, position })));
  await seedExamSchedule(tx);

  const files = createFilesService({ db: tx, storage });
  const seededSubjects: SeededSubject[] = [];
  for (const [position, direction] of demoDirections.entries()) {
    const image = await files.save(
      {
        data: gradientPng(480, 270, ...direction.colors),
        contentType: 'image/png',
        originalName: `${direction.title}.png`,
      },
      tx,
    );
    seededSubjects.push(...(await seedDirection(tx, direction, position, image.id)));
  }

  const [studentHash, adminHash, newcomerHash] = await Promise.all([
    hashPassword(demoAccounts.student.password),
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.newcomer.password),
  ]);
  await tx.insert(users).values({
    email: demoAccounts.admin.email,
    fullName: demoAccounts.admin.fullName,
    passwordHash: adminHash,
    role: 'admin',
    emailVerifiedAt: now,
  });
  const [student] = await tx
    .insert(users)
    .values({
      email: demoAccounts.student.email,
      phone: '+37491123456',
      fullName: demoAccounts.student.fullName,
      passwordHash: studentHash,
      role: 'student',
      emailVerifiedAt: new Date(now.getTime() - 3 * DAY_MS),
    })
    .returning({ id: users.id });
  const firstSubject = seededSubjects[0];
  if (!student || !firstSubject) throw new Error('Demo seed produced no student or subject');
  await seedStudentProgress(tx, student.id, firstSubject, now);

  const [newcomer] = await tx
    .insert(users)
    .values({
      email: demoAccounts.newcomer.email,
      phone: '+37477123456',
      fullName: demoAccounts.newcomer.fullName,
      passwordHash: newcomerHash,
      role: 'student',
      emailVerifiedAt: now,
      isTemporaryPassword: true,
      temporaryPasswordExpiresAt: temporaryPasswordExpiry(now),
    })
    .returning({ id: users.id });
  if (!newcomer) throw new Error('Demo seed produced no newcomer');
  await seedAdmission(tx, newcomer.id, { admittedAt: now, examScore: 78 });
}

async function seedExamSchedule(tx: Transaction) {
  for (const day of demoExamSchedule) {
    const [row] = await tx
      .insert(examWeekDays)
      .values({ weekday: day.weekday })
      .returning({ id: examWeekDays.id });
    if (!row) throw new Error('Week day insert returned no row');
    await tx
      .insert(examWeekDayTimes)
      .values(day.times.map((time) => ({ weekDayId: row.id, time, capacity: DEMO_EXAM_CAPACITY })));
  }
}

async function seedDirection(
  tx: Transaction,
  direction: SeedDirection,
  position: number,
  imageFileId: string,
): Promise<SeededSubject[]> {
  const [directionRow] = await tx
    .insert(directions)
    .values({ title: direction.title, description: direction.description, imageFileId, position })
    .returning({ id: directions.id });
  if (!directionRow) throw new Error('Direction insert returned no row');

  const seeded: SeededSubject[] = [];
  for (const [subjectPosition, subject] of direction.subjects.entries()) {
    const [subjectRow] = await tx
      .insert(subjects)
      .values({
        directionId: directionRow.id,
        title: subject.title,
        description: subject.description,
        position: subjectPosition,
      })
      .returning({ id: subjects.id });
    if (!subjectRow) throw new Error('Subject insert returned no row');
    const result: SeededSubject = { lectureIds: [], tasks: [], miniProjects: [] };

    for (const [chapterPosition, chapter] of subject.chapters.entries()) {
      const [chapterRow] = await tx
        .insert(chapters)
        .values({ subjectId: subjectRow.id, title: chapter.title, position: chapterPosition })
        .returning({ id: chapters.id });
      if (!chapterRow) throw new Error('Chapter insert returned no row');

      const lectureRows = await tx
        .insert(lectures)
        .values(
          chapter.lectures.map((lecture, index) => ({
            chapterId: chapterRow.id,
            title: lecture.title,
            content: lecture.content,
            position: index,
          })),
        )
        .returning({ id: lectures.id });
      result.lectureIds.push(...lectureRows.map((row) => row.id));

      for (const [taskPosition, task] of chapter.tasks.entries()) {
        result.tasks.push(await seedTask(tx, chapterRow.id, task, taskPosition));
      }

      for (const [projectPosition, project] of chapter.miniProjects.entries()) {
        const [projectRow] = await tx
          .insert(miniProjects)
          .values({
            chapterId: chapterRow.id,
            title: project.title,
            description: project.description,
            position: projectPosition,
          })
          .returning({ id: miniProjects.id });
        if (!projectRow) throw new Error('Mini project insert returned no row');
        const questionRows = await tx
          .insert(miniProjectQuestions)
          .values(
            project.questions.map((text, index) => ({
              miniProjectId: projectRow.id,
              text,
              position: index,
            })),
          )
          .returning({ id: miniProjectQuestions.id });
        result.miniProjects.push({ id: projectRow.id, questionIds: questionRows.map((r) => r.id) });
      }
    }
    seeded.push(result);
  }
  return seeded;
}

async function seedTask(
  tx: Transaction,
  chapterId: number,
  task: SeedDirection['subjects'][number]['chapters'][number]['tasks'][number],
  position: number,
): Promise<SeededTask> {
  const [taskRow] = await tx
    .insert(tasks)
    .values({ chapterId, title: task.title, description: task.description, position })
    .returning({ id: tasks.id });
  if (!taskRow) throw new Error('Task insert returned no row');

  const seeded: SeededTask = { id: taskRow.id, questions: [] };
  for (const [questionPosition, question] of task.questions.entries()) {
    const [questionRow] = await tx
      .insert(questions)
      .values({
        taskId: taskRow.id,
        text: question.text,
        answerType: question.correct.length > 1 ? 'multiple' : 'single',
        position: questionPosition,
      })
      .returning({ id: questions.id });
    if (!questionRow) throw new Error('Question insert returned no row');
    const answerRows = await tx
      .insert(answers)
      .values(
        question.answers.map((text, index) => ({
          questionId: questionRow.id,
          text,
          isCorrect: question.correct.includes(index),
          position: index,
        })),
      )
      .returning({ id: answers.id, isCorrect: answers.isCorrect });
    seeded.questions.push({
      id: questionRow.id,
      correctAnswerIds: answerRows.filter((row) => row.isCorrect).map((row) => row.id),
    });
  }
  return seeded;
}

/** An applicant who passed the entrance exam and was admitted: the free trial runs. */
async function seedAdmission(
  tx: Transaction,
  userId: number,
  admission: { admittedAt: Date; examScore: number },
) {
  const { admittedAt, examScore } = admission;
  const [armenia] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'AM'));
  if (!armenia) throw new Error('Countries must be seeded before the demo student');

  await tx.insert(applicants).values({
    userId,
    occupation: 'student',
    university: 'Yerevan State University',
    faculty: 'Informatics and Applied Mathematics',
    countryId: armenia.id,
    city: 'Yerevan',
    englishLevel: 'B2',
    courseType: 'online',
    status: 'admitted',
    examScore,
    examPassed: true,
    examRecordedAt: admittedAt,
    admittedAt,
  });

  await tx.insert(subscriptions).values({
    userId,
    status: 'trial',
    startsAt: admittedAt,
    endsAt: new Date(admittedAt.getTime() + FREE_TRIAL_DAYS * DAY_MS),
  });
}

/**
 * The demo student was admitted three days ago: a running free trial, three lectures read
 * and one in progress, the first test passed and the first mini project awaiting review.
 */
async function seedStudentProgress(
  tx: Transaction,
  userId: number,
  subject: SeededSubject,
  now: Date,
) {
  const admittedAt = new Date(now.getTime() - 3 * DAY_MS);
  await seedAdmission(tx, userId, { admittedAt, examScore: 86 });

  const [first, second, third, fourth] = subject.lectureIds;
  const lectureProgress = [
    { lectureId: first, status: 'completed' as const, completedAt: admittedAt },
    { lectureId: second, status: 'completed' as const, completedAt: admittedAt },
    { lectureId: third, status: 'completed' as const, completedAt: now },
    { lectureId: fourth, status: 'in_progress' as const, completedAt: null },
  ];
  await tx
    .insert(lectureAssignments)
    .values(
      lectureProgress.flatMap(({ lectureId, status, completedAt }) =>
        lectureId === undefined ? [] : [{ userId, lectureId, status, completedAt }],
      ),
    );

  const firstTask = subject.tasks[0];
  if (firstTask) {
    await tx.insert(taskAssignments).values({
      userId,
      taskId: firstTask.id,
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
      score: firstTask.questions.length,
      maxScore: firstTask.questions.length,
      answers: firstTask.questions.map((question) => ({
        questionId: question.id,
        answerIds: question.correctAnswerIds,
      })),
      submittedAt: admittedAt,
    });
  }

  const firstProject = subject.miniProjects[0];
  if (firstProject) {
    const [assignment] = await tx
      .insert(projectAssignments)
      .values({ userId, miniProjectId: firstProject.id, reviewStatus: 'not_checked_yet' })
      .returning({ id: projectAssignments.id });
    if (!assignment) throw new Error('Project assignment insert returned no row');
    const [submission] = await tx
      .insert(projectSubmissions)
      .values({
        projectAssignmentId: assignment.id,
        githubLink: 'https://github.com/academy-demo/responsive-landing-page',
        submittedAt: now,
      })
      .returning({ id: projectSubmissions.id });
    if (!submission) throw new Error('Project submission insert returned no row');
    const replies = [
      'Grid for the feature cards (they wrap into columns on their own), Flexbox for the header.',
      'I went through the whole page with the keyboard only and checked every label with a screen reader.',
    ];
    await tx.insert(projectAnswers).values(
      firstProject.questionIds.map((questionId, index) => ({
        submissionId: submission.id,
        questionId,
        answerText: replies[index] ?? null,
      })),
    );
  }
}
