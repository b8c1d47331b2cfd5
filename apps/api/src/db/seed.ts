import { codeExerciseSchema, filePublicUrl } from '@academy/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.js';
import { badgeInitials, badgePng, type Rgb } from '../lib/png.js';
import type { SecretBox } from '../lib/secret-box.js';
import { svgToPng } from '../lib/svg-to-png.js';
import { temporaryPasswordExpiry } from '../lib/temporary-passwords.js';
import { recordCompletedPayment, startTrial } from '../modules/billing/index.js';
import { type CredentialSigner, issueDueCertificates } from '../modules/certificates/index.js';
import { createFilesService, type FileStorage } from '../modules/files/index.js';
import { DEMO_TWO_FACTOR_SECRET, enrolWithSecret } from '../modules/two-factor/index.js';
import { type Database, STARTUP_LOCK_KEY, type Transaction } from './client.js';
import {
  answers,
  applicants,
  auditLog,
  chapters,
  countries,
  directions,
  enrolments,
  examScheduleSettings,
  examWeekDays,
  examWeekDayTimes,
  lectureAttachments,
  lectures,
  miniProjectQuestions,
  miniProjects,
  questions,
  subjects,
  subscriptionPlans,
  tasks,
  users,
} from './schema/index.js';
import { seedApplicants } from './seed-applicants.js';
import { directionIllustration } from './seed-data/illustrations.js';
import {
  countryList,
  demoDirections,
  type SeedDirection,
  type SeedFile,
  type SeedLecture,
  type SeedTask,
  seedAnswerType,
  seedImageRef,
  seedProjectQuestion,
} from './seed-data/index.js';
import {
  type SeededContent,
  type SeededSubject,
  type SeededTask,
  seedStudentProgress,
} from './seed-student-progress.js';

/** The demo accounts (README.md, "Demo accounts"). */
export const demoAccounts = {
  student: { email: 'student@academy.test', password: 'Student#2026', fullName: 'Anna Hakobyan' },
  admin: { email: 'admin@academy.test', password: 'Admin#2026', fullName: 'Academy Admin' },
  /** Reviews students' work: the staff area's review queue, nothing else of it. */
  mentor: { email: 'mentor@academy.test', password: 'Mentor#2026', fullName: 'Narek Mentor' },
  /**
   * Admitted at seeding time with a temporary password (valid seven days from then), as the
   * admission e-mail would deliver it: logging in leads to set-password first.
   */
  newcomer: {
    email: 'newcomer@academy.test',
    password: 'Welcome#2026',
    fullName: 'Davit Petrosyan',
  },
  /** Admitted five days before seeding: the free trial ends two days after it (a reminder is due). */
  trial: { email: 'trial@academy.test', password: 'Trial#2026', fullName: 'Mariam Grigoryan' },
  /** Admitted ten days before seeding: the trial ended three days before; pays to learn again. */
  expired: { email: 'expired@academy.test', password: 'Expired#2026', fullName: 'Aram Sahakyan' },
} as const;

/** The demo staff's published second factor (modules/two-factor/sealed-secret.ts). */
export { DEMO_TWO_FACTOR_SECRET };

/**
 * The demo student's paid access: the 12-month online plan bought at seeding, and renewals
 * bought with it, each a payment with its receipt, queued one after the other from the end
 * of the trial: about three years, longer than any demo.
 */
const DEMO_STUDENT_PAID_YEARS = 3;

/** Mon/Wed/Fri at 11:00 and 15:00, Saturday at 12:00, ten seats each (local time). */
const demoExamSchedule = [
  { weekday: 1, times: ['11:00', '15:00'] },
  { weekday: 3, times: ['11:00', '15:00'] },
  { weekday: 5, times: ['11:00', '15:00'] },
  { weekday: 6, times: ['12:00'] },
] as const;
const DEMO_EXAM_CAPACITY = 10;

const demoPlans = [
  {
    id: 'online-monthly',
    name: 'Online · monthly',
    nameRu: 'Онлайн · помесячно',
    courseType: 'online',
    periodMonths: 1,
    priceAmount: 2900,
  },
  {
    id: 'online-quarterly',
    name: 'Online · 3 months',
    nameRu: 'Онлайн · 3 месяца',
    courseType: 'online',
    periodMonths: 3,
    priceAmount: 7900,
  },
  {
    id: 'online-yearly',
    name: 'Online · 12 months',
    nameRu: 'Онлайн · 12 месяцев',
    courseType: 'online',
    periodMonths: 12,
    priceAmount: 24900,
  },
  {
    id: 'offline-monthly',
    name: 'Offline · monthly',
    nameRu: 'Офлайн · помесячно',
    courseType: 'offline',
    periodMonths: 1,
    priceAmount: 4900,
  },
  {
    id: 'offline-quarterly',
    name: 'Offline · 3 months',
    nameRu: 'Офлайн · 3 месяца',
    courseType: 'offline',
    periodMonths: 3,
    priceAmount: 13900,
  },
  {
    id: 'offline-yearly',
    name: 'Offline · 12 months',
    nameRu: 'Офлайн · 12 месяцев',
    courseType: 'offline',
    periodMonths: 12,
    priceAmount: 44900,
  },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** Seed demo content and accounts (SEED_DEMO); only ever into a database without users. */
  demo: boolean;
  /** Where the demo's images and badges are stored (plugins/app/file-storage.ts). */
  storage: FileStorage;
  /** Signs the demo student's certificate (plugins/app/credentials.ts). */
  credentialSigner: CredentialSigner;
  /** Seals the demo staff's second factor (plugins/app/two-factor-key.ts). */
  secretBox: SecretBox;
  now?: Date;
  /** Currency of the demo plans' prices (BILLING_CURRENCY); USD by default. */
  currency?: string;
  /** Base of the links in seeded mail (PUBLIC_URL). */
  publicUrl?: string;
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
  const { storage } = options;
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

      await seedDemo(tx, recordingStorage, {
        credentialSigner: options.credentialSigner,
        secretBox: options.secretBox,
        now: options.now ?? new Date(),
        currency: options.currency ?? 'USD',
        publicUrl: options.publicUrl ?? 'http://localhost:3000',
      });
      return { countries: seedCountries, demo: true };
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
}

async function seedDemo(
  tx: Transaction,
  storage: FileStorage,
  options: {
    credentialSigner: CredentialSigner;
    secretBox: SecretBox;
    now: Date;
    currency: string;
    publicUrl: string;
  },
) {
  const { credentialSigner, now, currency } = options;
  await tx
    .insert(subscriptionPlans)
    .values(demoPlans.map((plan, position) => ({ ...plan, currency, position })));
  await seedExamSchedule(tx);

  const files = createFilesService({ db: tx, storage });
  const saveFile = async (file: SeedFile) =>
    (
      await files.save(
        { data: file.data(), contentType: file.contentType, originalName: file.name },
        tx,
      )
    ).id;
  /** A certificate badge of the direction's colours (PNG, public), with the title's initials. */
  const saveBadge = async (title: string, colours: readonly [Rgb, Rgb]) =>
    (
      await files.save(
        {
          data: badgePng(256, colours[0], colours[1], badgeInitials(title)),
          contentType: 'image/png',
          originalName: `${title} badge.png`,
        },
        tx,
      )
    ).id;
  const content: SeededContent = { directions: new Map(), subjects: new Map() };
  for (const [position, direction] of demoDirections.entries()) {
    const image = await files.save(
      {
        data: await svgToPng(directionIllustration(direction.title, direction.colors), 960),
        contentType: 'image/png',
        originalName: `${direction.title}.png`,
      },
      tx,
    );
    await seedDirection(tx, {
      direction,
      position,
      imageFileId: image.id,
      saveFile,
      saveBadge,
      content,
    });
  }

  const [studentHash, adminHash, newcomerHash, mentorHash] = await Promise.all([
    hashPassword(demoAccounts.student.password),
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.newcomer.password),
    hashPassword(demoAccounts.mentor.password),
  ]);
  const [mentor] = await tx
    .insert(users)
    .values({
      email: demoAccounts.mentor.email,
      fullName: demoAccounts.mentor.fullName,
      passwordHash: mentorHash,
      role: 'mentor',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  const [admin] = await tx
    .insert(users)
    .values({
      email: demoAccounts.admin.email,
      fullName: demoAccounts.admin.fullName,
      passwordHash: adminHash,
      role: 'admin',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
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
  if (!student || !admin || !mentor) throw new Error('Demo seed produced no student or staff');
  for (const staff of [admin, mentor]) {
    await enrolWithSecret({ tx }, options.secretBox, {
      userId: staff.id,
      secret: DEMO_TWO_FACTOR_SECRET,
      now,
    });
  }
  const admittedAt = new Date(now.getTime() - 3 * DAY_MS);
  await seedAdmission(tx, student.id, { admittedAt, examScore: 86 });
  const { certified } = await seedStudentProgress(tx, {
    userId: student.id,
    reviewerId: admin.id,
    content,
    admittedAt,
    now,
  });
  // The completed subject's certificate, issued as the last lecture's completion issues it.
  await issueDueCertificates(
    { tx, mailQueued: () => {}, publicUrl: options.publicUrl },
    credentialSigner,
    {
      userId: student.id,
      item: certified.item,
      now: certified.at,
    },
  );

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
  // Admitted into Front-End Development online, as an admission enrols: the first login
  // finds the direction to begin with, nothing started.
  const frontEnd = content.directions.get('Front-End Development');
  if (frontEnd === undefined) throw new Error('The demo content has no Front-End Development');
  await tx.insert(enrolments).values({
    userId: newcomer.id,
    directionId: frontEnd,
    courseType: 'online',
    enrolledAt: now,
  });

  // The demo student's paid years, bought at seeding with the sandbox's succeeding card.
  // No sender is woken from the seed: its receipts wait in the outbox for the sender's pass.
  const scope = { tx, mailQueued: () => {}, publicUrl: options.publicUrl };
  for (let year = 1; year <= DEMO_STUDENT_PAID_YEARS; year++) {
    await recordCompletedPayment(
      scope,
      {
        userId: student.id,
        idempotencyKey: `demo-seed-online-yearly-${year}`,
        planId: 'online-yearly',
        provider: 'sandbox',
        reference: `sbx_demo_seed_${student.id}_${year}`,
        cardLabel: 'Visa •••• 4242',
      },
      { now, publicUrl: options.publicUrl },
    );
  }

  // Two more students enrolled like the demo student (Front-End Development, online), one
  // near the end of the trial, one past it.
  const others = [
    { account: demoAccounts.trial, phone: '+37493123456', admittedDaysAgo: 5, examScore: 81 },
    { account: demoAccounts.expired, phone: '+37494123456', admittedDaysAgo: 10, examScore: 74 },
  ];
  for (const { account, phone, admittedDaysAgo, examScore } of others) {
    const admittedAt = new Date(now.getTime() - admittedDaysAgo * DAY_MS);
    const [row] = await tx
      .insert(users)
      .values({
        email: account.email,
        phone,
        fullName: account.fullName,
        passwordHash: await hashPassword(account.password),
        role: 'student',
        emailVerifiedAt: admittedAt,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`Demo seed produced no ${account.email}`);
    await seedAdmission(tx, row.id, { admittedAt, examScore });
    await tx.insert(enrolments).values({
      userId: row.id,
      directionId: frontEnd,
      courseType: 'online',
      enrolledAt: admittedAt,
    });
  }
  await seedAdmissionAudit(tx, admin.id);

  await seedApplicants(tx, {
    now,
    adminId: admin.id,
    directionIds: [...content.directions.values()],
    publicUrl: options.publicUrl,
  });
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

/** Writes a direction's content and records what it wrote, by title, in `content`. */
async function seedDirection(
  tx: Transaction,
  input: {
    direction: SeedDirection;
    position: number;
    imageFileId: string;
    saveFile: (file: SeedFile) => Promise<string>;
    saveBadge: (title: string, colours: readonly [Rgb, Rgb]) => Promise<string>;
    content: SeededContent;
  },
) {
  const { direction, position, imageFileId, saveFile, saveBadge, content } = input;
  const [directionRow] = await tx
    .insert(directions)
    .values({
      status: 'published',
      title: direction.title,
      description: direction.description,
      imageFileId,
      badgeFileId: await saveBadge(direction.title, direction.colors),
      position,
    })
    .returning({ id: directions.id });
  if (!directionRow) throw new Error('Direction insert returned no row');
  content.directions.set(direction.title, directionRow.id);

  for (const [subjectPosition, subject] of direction.subjects.entries()) {
    const [subjectRow] = await tx
      .insert(subjects)
      .values({
        status: 'published',
        directionId: directionRow.id,
        title: subject.title,
        description: subject.description,
        badgeFileId: await saveBadge(subject.title, direction.colors),
        position: subjectPosition,
      })
      .returning({ id: subjects.id });
    if (!subjectRow) throw new Error('Subject insert returned no row');
    const seeded: SeededSubject = {
      id: subjectRow.id,
      lectures: new Map(),
      tasks: new Map(),
      miniProjects: new Map(),
    };
    content.subjects.set(subject.title, seeded);

    for (const [chapterPosition, chapter] of subject.chapters.entries()) {
      const [chapterRow] = await tx
        .insert(chapters)
        .values({
          subjectId: subjectRow.id,
          title: chapter.title,
          status: 'published',
          position: chapterPosition,
        })
        .returning({ id: chapters.id });
      if (!chapterRow) throw new Error('Chapter insert returned no row');

      for (const [lecturePosition, lecture] of chapter.lectures.entries()) {
        seeded.lectures.set(
          lecture.title,
          await seedLecture(tx, { chapterId: chapterRow.id, lecture, lecturePosition, saveFile }),
        );
      }
      for (const [taskPosition, task] of chapter.tasks.entries()) {
        seeded.tasks.set(task.title, await seedTask(tx, chapterRow.id, task, taskPosition));
      }
      for (const [projectPosition, project] of chapter.miniProjects.entries()) {
        const [projectRow] = await tx
          .insert(miniProjects)
          .values({
            status: 'published',
            chapterId: chapterRow.id,
            title: project.title,
            description: project.description,
            dueDays: project.dueDays ?? null,
            position: projectPosition,
          })
          .returning({ id: miniProjects.id });
        if (!projectRow) throw new Error('Mini project insert returned no row');
        const questionRows = await tx
          .insert(miniProjectQuestions)
          .values(
            project.questions.map(seedProjectQuestion).map((question, index) => ({
              miniProjectId: projectRow.id,
              text: question.text,
              answerType: question.answerType,
              position: index,
            })),
          )
          .returning({ id: miniProjectQuestions.id, answerType: miniProjectQuestions.answerType });
        seeded.miniProjects.set(project.title, { id: projectRow.id, questions: questionRows });
      }
    }
  }
}

/** A lecture, the images its markdown shows and its attachments, all stored as files. */
async function seedLecture(
  tx: Transaction,
  input: {
    chapterId: number;
    lecture: SeedLecture;
    lecturePosition: number;
    saveFile: (file: SeedFile) => Promise<string>;
  },
): Promise<number> {
  const { chapterId, lecture, lecturePosition, saveFile } = input;
  let markdown = lecture.content;
  for (const [key, image] of Object.entries(lecture.images ?? {})) {
    markdown = markdown.replaceAll(seedImageRef(key), filePublicUrl(await saveFile(image)));
  }
  const [row] = await tx
    .insert(lectures)
    .values({
      status: 'published',
      chapterId,
      title: lecture.title,
      content: markdown,
      videoUrl: lecture.videoUrl ?? null,
      position: lecturePosition,
    })
    .returning({ id: lectures.id });
  if (!row) throw new Error('Lecture insert returned no row');
  for (const [position, attachment] of (lecture.attachments ?? []).entries()) {
    await tx.insert(lectureAttachments).values({
      lectureId: row.id,
      fileId: await saveFile(attachment),
      name: attachment.name,
      position,
    });
  }
  return row.id;
}

async function seedTask(
  tx: Transaction,
  chapterId: number,
  task: SeedTask,
  position: number,
): Promise<SeededTask> {
  const [taskRow] = await tx
    .insert(tasks)
    .values({
      status: 'published',
      chapterId,
      title: task.title,
      description: task.description,
      ...(task.passPercent === undefined ? {} : { passPercent: task.passPercent }),
      dueDays: task.dueDays ?? null,
      position,
    })
    .returning({ id: tasks.id });
  if (!taskRow) throw new Error('Task insert returned no row');

  const seeded: SeededTask = { id: taskRow.id, questions: [] };
  for (const [questionPosition, question] of task.questions.entries()) {
    const answerType = seedAnswerType(question);
    const points = question.points ?? 1;
    const [questionRow] = await tx
      .insert(questions)
      .values({
        taskId: taskRow.id,
        text: question.text,
        answerType,
        points,
        // Parsed: the stored exercise is the schema's output (defaults filled in).
        code: question.answerType === 'code' ? codeExerciseSchema().parse(question.code) : null,
        position: questionPosition,
      })
      .returning({ id: questions.id });
    if (!questionRow) throw new Error('Question insert returned no row');
    const answerRows =
      question.answerType === 'text' || question.answerType === 'code'
        ? []
        : await tx
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
      answerType,
      points,
      correctAnswerIds: answerRows.filter((row) => row.isCorrect).map((row) => row.id),
    });
  }
  return seeded;
}

/**
 * The audit log's entries of the demo admissions, as the admin's recording of each exam
 * result and decision would have left them (ARCHITECTURE.md, "The staff area"), at the
 * times the seed gives them, so the log tells the demo's story from the first start.
 */
async function seedAdmissionAudit(tx: Transaction, adminId: number) {
  const admitted = await tx
    .select({
      id: applicants.id,
      examScore: applicants.examScore,
      admittedAt: applicants.admittedAt,
    })
    .from(applicants)
    .where(eq(applicants.status, 'admitted'));
  const entries = admitted.flatMap(({ id, examScore, admittedAt }) => {
    if (!admittedAt) return [];
    const examinedAt = new Date(admittedAt.getTime() - 60 * 60 * 1000);
    return [
      {
        actorId: adminId,
        action: 'record_exam_result' as const,
        entityType: 'applicant' as const,
        entityId: String(id),
        before: { examScore: null, examPassed: null, examRecordedAt: null },
        after: { examScore, examPassed: true, examRecordedAt: examinedAt.toISOString() },
        createdAt: examinedAt,
      },
      {
        actorId: adminId,
        action: 'admit' as const,
        entityType: 'applicant' as const,
        entityId: String(id),
        before: { status: 'pending', admittedAt: null },
        after: { status: 'admitted', admittedAt: admittedAt.toISOString() },
        createdAt: admittedAt,
      },
    ];
  });
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
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

  await startTrial({ tx }, userId, admittedAt);
}
