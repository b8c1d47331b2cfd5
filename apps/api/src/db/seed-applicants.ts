import type { CourseType, EnglishLevel, Language, Occupation } from '@academy/contracts';
import { dateInTimeZone } from '@academy/contracts';
import { hashPassword } from '../lib/passwords.js';
import { generateTemporaryPassword, temporaryPasswordExpiry } from '../lib/temporary-passwords.js';
import { recordCompletedPayment, startTrial } from '../modules/billing/index.js';
import { createExamScheduleRepository, scheduledSlots } from '../modules/exam-schedule/index.js';
import type { Transaction } from './client.js';
import { applicants, countries, enrolments, examBookings, users } from './schema/index.js';

/*
 * The demo's applicants (ARCHITECTURE.md, "Applicants and admission"): people who signed up
 * over the last eight weeks, so that the staff list, its filters and the dashboard's charts
 * (applications per week, slot fill, the funnel registered → verified → examined → admitted
 * → paying) show something real. Everything follows from the person's index and the seed's
 * `now`, so every seeded database tells the same story. Each booking takes its seat as a
 * registration does (`takeSeat`), so the sittings' counts match their bookings.
 */

interface DemoApplicant {
  fullName: string;
  /** The part of the e-mail address before `@example.com`. */
  mailbox: string;
  phone: string;
  language: Language;
  countryCode: string;
  city: string;
  occupation: Occupation;
  university: string;
  faculty: string;
  englishLevel: EnglishLevel;
  courseType: CourseType;
}

const ysu = 'Yerevan State University';
const polytechnic = 'National Polytechnic University of Armenia';
const aua = 'American University of Armenia';
const msu = 'Lomonosov Moscow State University';
const hse = 'Higher School of Economics';

/** [name, mailbox, language, country, city, occupation, university, faculty, level, format] */
const people: [
  string,
  string,
  Language,
  string,
  string,
  Occupation,
  string,
  string,
  EnglishLevel,
  CourseType,
][] = [
  [
    'Գոհար Զաքարյան',
    'gohar.zakaryan',
    'en',
    'AM',
    'Yerevan',
    'student',
    ysu,
    'Informatics and Applied Mathematics',
    'B2',
    'online',
  ],
  [
    'Иван Петров',
    'ivan.petrov',
    'ru',
    'RU',
    'Moscow',
    'employee',
    msu,
    'Computational Mathematics',
    'B1',
    'online',
  ],
  [
    'Lilit Avetisyan',
    'lilit.avetisyan',
    'en',
    'AM',
    'Gyumri',
    'student',
    polytechnic,
    'Computer Systems',
    'B2',
    'offline',
  ],
  [
    'Арам Мкртчян',
    'aram.mkrtchyan',
    'ru',
    'AM',
    'Yerevan',
    'employee',
    ysu,
    'Physics',
    'B1',
    'offline',
  ],
  [
    'Emily Carter',
    'emily.carter',
    'en',
    'GB',
    'Manchester',
    'other',
    'University of Manchester',
    'Design',
    'C2',
    'online',
  ],
  [
    'Տիգրան Սարգսյան',
    'tigran.sargsyan',
    'en',
    'AM',
    'Vanadzor',
    'student',
    polytechnic,
    'Electronics',
    'A2',
    'offline',
  ],
  [
    'Мария Смирнова',
    'maria.smirnova',
    'ru',
    'RU',
    'Saint Petersburg',
    'student',
    hse,
    'Software Engineering',
    'B2',
    'online',
  ],
  [
    'Hayk Harutyunyan',
    'hayk.harutyunyan',
    'en',
    'AM',
    'Yerevan',
    'employee',
    aua,
    'Computer Science',
    'C1',
    'online',
  ],
  [
    'Ани Григорян',
    'ani.grigoryan',
    'ru',
    'AM',
    'Abovyan',
    'student',
    ysu,
    'Economics',
    'B1',
    'offline',
  ],
  [
    'Daniel Novak',
    'daniel.novak',
    'en',
    'CZ',
    'Prague',
    'employee',
    'Charles University',
    'Mathematics',
    'C1',
    'online',
  ],
  [
    'Նարե Հովհաննիսյան',
    'nare.hovhannisyan',
    'en',
    'AM',
    'Yerevan',
    'student',
    aua,
    'Business',
    'B2',
    'offline',
  ],
  [
    'Дмитрий Волков',
    'dmitry.volkov',
    'ru',
    'RU',
    'Kazan',
    'other',
    'Kazan Federal University',
    'Physics',
    'A2',
    'online',
  ],
  [
    'Sona Ghazaryan',
    'sona.ghazaryan',
    'en',
    'AM',
    'Ejmiatsin',
    'student',
    polytechnic,
    'Architecture',
    'B1',
    'offline',
  ],
  [
    'Ольга Кузнецова',
    'olga.kuznetsova',
    'ru',
    'RU',
    'Novosibirsk',
    'employee',
    'Novosibirsk State University',
    'Information Technology',
    'B2',
    'online',
  ],
  [
    'Arman Vardanyan',
    'arman.vardanyan',
    'en',
    'AM',
    'Yerevan',
    'student',
    ysu,
    'Radiophysics',
    'B2',
    'online',
  ],
  [
    'Sophie Martin',
    'sophie.martin',
    'en',
    'FR',
    'Lyon',
    'employee',
    'University of Lyon',
    'Linguistics',
    'C2',
    'online',
  ],
  [
    'Ռուբեն Մանուկյան',
    'ruben.manukyan',
    'en',
    'AM',
    'Kapan',
    'other',
    polytechnic,
    'Mining',
    'A2',
    'offline',
  ],
  [
    'Екатерина Соколова',
    'ekaterina.sokolova',
    'ru',
    'RU',
    'Moscow',
    'student',
    hse,
    'Applied Mathematics',
    'C1',
    'online',
  ],
  [
    'Levon Khachatryan',
    'levon.khachatryan',
    'en',
    'AM',
    'Yerevan',
    'employee',
    aua,
    'Engineering',
    'B2',
    'offline',
  ],
  [
    'Анна Левонян',
    'anna.levonyan',
    'ru',
    'AM',
    'Yerevan',
    'student',
    ysu,
    'Journalism',
    'B1',
    'online',
  ],
  [
    'Mane Poghosyan',
    'mane.poghosyan',
    'en',
    'AM',
    'Armavir',
    'student',
    ysu,
    'Mathematics',
    'B1',
    'offline',
  ],
  [
    'Сергей Иванов',
    'sergey.ivanov',
    'ru',
    'BY',
    'Minsk',
    'employee',
    'Belarusian State University',
    'Radiophysics',
    'B1',
    'online',
  ],
  [
    'Անի Մելքոնյան',
    'ani.melkonyan',
    'en',
    'AM',
    'Yerevan',
    'student',
    aua,
    'Data Science',
    'C1',
    'online',
  ],
  [
    'James O’Brien',
    'james.obrien',
    'en',
    'IE',
    'Dublin',
    'other',
    'Trinity College Dublin',
    'History',
    'C2',
    'online',
  ],
  [
    'Наталья Морозова',
    'natalia.morozova',
    'ru',
    'RU',
    'Yekaterinburg',
    'employee',
    'Ural Federal University',
    'Economics',
    'B2',
    'online',
  ],
  [
    'Vahe Simonyan',
    'vahe.simonyan',
    'en',
    'AM',
    'Yerevan',
    'student',
    polytechnic,
    'Computer Systems',
    'B2',
    'offline',
  ],
  [
    'Ашот Баграмян',
    'ashot.bagramyan',
    'ru',
    'AM',
    'Gyumri',
    'employee',
    ysu,
    'Chemistry',
    'A2',
    'offline',
  ],
  [
    'Elena Rossi',
    'elena.rossi',
    'en',
    'IT',
    'Milan',
    'student',
    'Politecnico di Milano',
    'Computer Engineering',
    'B2',
    'online',
  ],
  [
    'Մարիամ Առաքելյան',
    'mariam.arakelyan',
    'en',
    'AM',
    'Yerevan',
    'student',
    ysu,
    'Informatics and Applied Mathematics',
    'B2',
    'online',
  ],
  [
    'Алексей Попов',
    'alexey.popov',
    'ru',
    'RU',
    'Samara',
    'other',
    'Samara University',
    'Aerospace Engineering',
    'B1',
    'online',
  ],
  [
    'Karen Davtyan',
    'karen.davtyan',
    'en',
    'AM',
    'Hrazdan',
    'employee',
    polytechnic,
    'Energy',
    'B1',
    'offline',
  ],
  [
    'Татевик Асатрян',
    'tatevik.asatryan',
    'ru',
    'AM',
    'Yerevan',
    'student',
    aua,
    'Computer Science',
    'C1',
    'online',
  ],
  [
    'Noah Fischer',
    'noah.fischer',
    'en',
    'DE',
    'Berlin',
    'employee',
    'Technical University of Berlin',
    'Computer Science',
    'C1',
    'online',
  ],
  [
    'Էդգար Գևորգյան',
    'edgar.gevorgyan',
    'en',
    'AM',
    'Yerevan',
    'student',
    ysu,
    'Physics',
    'B1',
    'offline',
  ],
  [
    'Ксения Орлова',
    'ksenia.orlova',
    'ru',
    'KZ',
    'Almaty',
    'student',
    'Al-Farabi Kazakh National University',
    'Mathematics',
    'B2',
    'online',
  ],
  [
    'Gor Hakobyan',
    'gor.hakobyan',
    'en',
    'AM',
    'Yerevan',
    'employee',
    aua,
    'Engineering',
    'B2',
    'online',
  ],
];

/** Every demo applicant, with a phone of their country no one else in the demo has. */
export const demoApplicants: readonly DemoApplicant[] = people.map(
  (
    [
      fullName,
      mailbox,
      language,
      countryCode,
      city,
      occupation,
      university,
      faculty,
      englishLevel,
      courseType,
    ],
    index,
  ) => ({
    fullName,
    mailbox,
    language,
    countryCode,
    city,
    occupation,
    university,
    faculty,
    englishLevel,
    courseType,
    phone:
      countryCode === 'AM'
        ? `+3749955${String(index).padStart(4, '0')}`
        : `+7916555${String(index).padStart(4, '0')}`,
  }),
);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Seats a demo booking may take in a sitting still to come: most stay free for real sign-ups. */
const FUTURE_SEATS_TAKEN = 3;

const rejectionReasons = [
  'The entrance exam score was below the pass mark of 60. You are welcome to apply again for the next intake.',
  'The exam showed gaps in the programming basics the course builds on. We suggest an introductory course first.',
];

/**
 * Seeds the demo applicants. `admin` records their exam results and decisions; admitted ones
 * are enrolled in one of `directionIds` with their trial, and two of them have paid since.
 */
export async function seedApplicants(
  tx: Transaction,
  options: { now: Date; adminId: number; directionIds: readonly number[]; publicUrl: string },
): Promise<void> {
  const { now, adminId, directionIds } = options;
  const schedule = await createExamScheduleRepository(tx).schedule();
  const sittings = scheduledSlots(
    schedule,
    dateInTimeZone(schedule.timeZone, new Date(now.getTime() - 60 * DAY_MS)),
    dateInTimeZone(schedule.timeZone, new Date(now.getTime() + 28 * DAY_MS)),
  );
  const taken = new Map<number, number>();
  const countryIds = new Map(
    (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  // One hashed temporary password for every admitted demo applicant: nobody was told it.
  const temporaryHash = await hashPassword(generateTemporaryPassword());
  // No sender is woken from the seed: its receipts wait in the outbox for the sender's pass.
  const billing = { tx, mailQueued: () => {}, publicUrl: options.publicUrl };
  let admitted = 0;
  let rejected = 0;

  for (const [index, person] of demoApplicants.entries()) {
    // Oldest first: from eight weeks ago to yesterday, at different hours of the day.
    const daysAgo = 56 - Math.round((index * 55) / (demoApplicants.length - 1));
    const registeredAt = new Date(now.getTime() - daysAgo * DAY_MS + ((index * 7) % 12) * HOUR_MS);
    // The third sitting or later after signing up, spread; a coming one keeps most seats free.
    const earliest = registeredAt.getTime() + 2 * DAY_MS;
    const candidates = sittings.filter((s) => s.startsAt.getTime() >= earliest);
    const sitting = candidates.slice(index % 3).find((s) => {
      const seats = taken.get(s.startsAt.getTime()) ?? 0;
      return seats < (s.startsAt > now ? FUTURE_SEATS_TAKEN : s.capacity);
    });
    const examPast = sitting !== undefined && sitting.startsAt < now;
    // Every sixth never confirmed the e-mail; the others did within a day.
    const verified = index % 6 !== 4;
    const score = 38 + ((index * 29) % 60);
    const examined = examPast && verified && index % 7 !== 3;
    const passed = score >= 60;
    const examAt = sitting ? new Date(sitting.startsAt.getTime() + 3 * HOUR_MS) : null;
    // Decided a few days after an exam more than ten days ago; the newer ones wait.
    const decidedAt =
      examined && sitting && now.getTime() - sitting.startsAt.getTime() > 10 * DAY_MS
        ? new Date(sitting.startsAt.getTime() + 3 * DAY_MS)
        : null;
    const status =
      decidedAt && passed && admitted < 6
        ? 'admitted'
        : decidedAt && !passed && rejected < 4
          ? 'rejected'
          : 'pending';

    const [user] = await tx
      .insert(users)
      .values({
        email: `${person.mailbox}@example.com`,
        phone: person.phone,
        fullName: person.fullName,
        language: person.language,
        role: status === 'admitted' ? 'student' : 'applicant',
        emailVerifiedAt: verified ? new Date(registeredAt.getTime() + 2 * HOUR_MS) : null,
        ...(status === 'admitted' && decidedAt
          ? {
              passwordHash: temporaryHash,
              isTemporaryPassword: true,
              temporaryPasswordExpiresAt: temporaryPasswordExpiry(decidedAt),
            }
          : {}),
        createdAt: registeredAt,
        updatedAt: registeredAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('Demo applicant insert returned no user');
    const countryId = countryIds.get(person.countryCode);
    if (countryId === undefined) throw new Error(`No country ${person.countryCode}`);

    const [applicant] = await tx
      .insert(applicants)
      .values({
        userId: user.id,
        occupation: person.occupation,
        university: person.university,
        faculty: person.faculty,
        countryId,
        city: person.city,
        englishLevel: person.englishLevel,
        courseType: person.courseType,
        status,
        ...(examined && examAt
          ? {
              examScore: score,
              examPassed: passed,
              examComment: passed ? 'Solid basics.' : 'Struggled with loops and functions.',
              examRecordedAt: examAt,
              examRecordedBy: adminId,
            }
          : {}),
        ...(status === 'admitted' ? { admittedAt: decidedAt, decidedBy: adminId } : {}),
        ...(status === 'rejected'
          ? {
              rejectedAt: decidedAt,
              rejectionReason: rejectionReasons[rejected % rejectionReasons.length],
              decidedBy: adminId,
            }
          : {}),
        createdAt: registeredAt,
        updatedAt: decidedAt ?? examAt ?? registeredAt,
      })
      .returning({ id: applicants.id });
    if (!applicant) throw new Error('Demo applicant insert returned no row');

    if (sitting) {
      const slotId = await createExamScheduleRepository(tx).takeSeat(
        sitting.startsAt,
        sitting.capacity,
      );
      if (slotId === null) throw new Error('A demo sitting is full');
      taken.set(sitting.startsAt.getTime(), (taken.get(sitting.startsAt.getTime()) ?? 0) + 1);
      await tx
        .insert(examBookings)
        .values({ applicantId: applicant.id, slotId, createdAt: registeredAt });
    }

    if (status === 'admitted' && decidedAt) {
      const directionId = directionIds[admitted % directionIds.length];
      if (directionId === undefined) throw new Error('The demo has no directions');
      await tx.insert(enrolments).values({
        userId: user.id,
        directionId,
        courseType: person.courseType,
        enrolledAt: decidedAt,
      });
      await startTrial({ tx }, user.id, decidedAt);
      // The two admitted first have paid for a month since their trial.
      if (admitted < 2) {
        await recordCompletedPayment(
          billing,
          {
            userId: user.id,
            idempotencyKey: `demo-seed-applicant-${index}`,
            planId: person.courseType === 'online' ? 'online-monthly' : 'offline-monthly',
            provider: 'sandbox',
            reference: `sbx_demo_applicant_${user.id}`,
            cardLabel: 'Visa •••• 4242',
          },
          { now, publicUrl: options.publicUrl },
        );
      }
      admitted += 1;
    }
    if (status === 'rejected') rejected += 1;
  }
}
