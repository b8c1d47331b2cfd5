import type { SqlRunner } from './dataset.js';

/*
 * The staff lists' data set (staff-lists.ts): set-based SQL (generate_series, insert … select)
 * added to a migrated, demo-seeded database, in one transaction. It runs the same on
 * PostgreSQL and on PGlite.
 *
 *  - 100,000 applicants, each with their user (role applicant; names from 40 first names and
 *    60 family names, so a name fragment matches some hundreds to thousands of them; e-mail
 *    `first.family<n>@mail.example`; phone `+37491nnnnnn`), registered over the last year,
 *    70 % with the e-mail confirmed, 70 % pending, 15 % admitted, 15 % rejected, both course
 *    types, 40 % with an exam result;
 *  - 400 exam sittings (half past, half to come, 250 seats each) and a booking for 85 % of
 *    the applicants, spread across them;
 *  - 20,000 more users: students (97 %), mentors and admins, 2 % blacklisted.
 */

export const STAFF_APPLICANTS = 100_000;
export const STAFF_USERS = 20_000;
const SLOTS = 400;

const firstNames = [
  'Anna',
  'Aram',
  'Armen',
  'Ani',
  'Arpi',
  'Davit',
  'Gayane',
  'Hakob',
  'Hasmik',
  'Karen',
  'Lilit',
  'Lusine',
  'Mariam',
  'Mher',
  'Narek',
  'Nare',
  'Sona',
  'Suren',
  'Tigran',
  'Vahe',
  'Zara',
  'Gor',
  'Hayk',
  'Ruzanna',
  'Astghik',
  'Levon',
  'Milena',
  'Sergey',
  'Elen',
  'Artur',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sofia',
  'Lucas',
  'Mia',
  'Ethan',
  'Laura',
  'David',
];
const familyNames = [
  'Petrosyan',
  'Grigoryan',
  'Hakobyan',
  'Sargsyan',
  'Harutyunyan',
  'Mkrtchyan',
  'Hovhannisyan',
  'Vardanyan',
  'Karapetyan',
  'Gevorgyan',
  'Avetisyan',
  'Ghazaryan',
  'Poghosyan',
  'Manukyan',
  'Khachatryan',
  'Martirosyan',
  'Stepanyan',
  'Abrahamyan',
  'Asatryan',
  'Baghdasaryan',
  'Mnatsakanyan',
  'Danielyan',
  'Galstyan',
  'Simonyan',
  'Arakelyan',
  'Melkonyan',
  'Nazaryan',
  'Aslanyan',
  'Torosyan',
  'Zakaryan',
  'Smith',
  'Johnson',
  'Brown',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Torres',
  'Parker',
  'Collins',
];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/** A name of the data set for number `n`: the first and family names it is made of. */
const nameSql = (n: string) =>
  `(${sqlArray(firstNames)})[${n} % ${firstNames.length} + 1] || ' ' || (${sqlArray(familyNames)})[(${n} / ${firstNames.length}) % ${familyNames.length} + 1]`;

const staffDatasetSql = /* sql */ `
begin;

insert into exam_slots (starts_at, capacity)
select date_trunc('hour', now()) + make_interval(days => s - ${SLOTS / 2}, hours => 10 + s % 3, mins => 7), 250
from generate_series(1, ${SLOTS}) s;

insert into users (email, phone, full_name, role, email_verified_at, created_at)
select lower(replace(${nameSql('n')}, ' ', '.')) || n || '@mail.example',
  '+37491' || lpad(n::text, 6, '0'), ${nameSql('n')}, 'applicant',
  case when n % 10 < 7 then now() - make_interval(mins => n * 5) end,
  now() - make_interval(mins => n * 5)
from generate_series(1, ${STAFF_APPLICANTS}) n;

insert into applicants (user_id, occupation, university, faculty, country_id, city, english_level,
  course_type, status, exam_score, exam_passed, exam_recorded_at, created_at)
select u.id, (array['employee', 'student', 'other'])[n % 3 + 1], 'Generated University',
  'Faculty ' || n % 12, (select min(id) from countries), 'Yerevan',
  (array['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])[n % 6 + 1],
  case when n % 3 = 0 then 'offline' else 'online' end,
  case when n % 20 < 14 then 'pending' when n % 20 < 17 then 'admitted' else 'rejected' end,
  case when n % 5 < 2 or n % 20 >= 14 then 40 + n % 61 end,
  case when n % 5 < 2 or n % 20 >= 14 then n % 20 >= 14 and n % 20 < 17 or n % 61 >= 20 end,
  case when n % 5 < 2 or n % 20 >= 14 then u.created_at + interval '3 days' end,
  u.created_at
from users u
  cross join lateral (select substring(u.email from '([0-9]+)@mail[.]example$')::int as n) g
where u.email like '%@mail.example';

insert into exam_bookings (applicant_id, slot_id)
select a.id, s.id
from applicants a
  join users u on u.id = a.user_id and u.email like '%@mail.example'
  join exam_slots s on s.starts_at = date_trunc('hour', now())
    + make_interval(days => a.id % ${SLOTS} + 1 - ${SLOTS / 2}, hours => 10 + (a.id % ${SLOTS} + 1) % 3, mins => 7)
where a.id % 20 < 17;
update exam_slots s set booked = b.count
from (select slot_id, count(*)::int as count from exam_bookings group by slot_id) b
where b.slot_id = s.id;

insert into users (email, phone, full_name, role, is_blacklisted, email_verified_at, created_at)
select lower(replace(${nameSql('n')}, ' ', '.')) || n || '@staff.example',
  '+37493' || lpad(n::text, 6, '0'), ${nameSql('n')},
  case when n % 200 = 0 then 'admin' when n % 50 = 0 then 'mentor' else 'student' end,
  n % 50 = 7, now() - make_interval(mins => n * 20), now() - make_interval(mins => n * 20)
from generate_series(1, ${STAFF_USERS}) n;

commit;
`;

export interface StaffDataset {
  rowCounts: Record<string, number>;
  /** The fullest sitting to come, and the week from its day, for the filters. */
  slotId: number;
  examFrom: string;
  examTo: string;
}

/** Adds the staff lists' data set to a migrated, demo-seeded database. */
export async function loadStaffDataset(db: SqlRunner): Promise<StaffDataset> {
  await db.exec(staffDatasetSql);
  // Statistics for the planner, and the visibility map the index-only scans need.
  await db.exec('vacuum analyze');
  const [counts] = await db.query<Record<string, number>>(
    `select ${['users', 'applicants', 'exam_slots', 'exam_bookings'].map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
  );
  const [slot] = await db.query<{ slotId: number; examFrom: string; examTo: string }>(`
    select s.id as "slotId",
      to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD') as "examFrom",
      to_char(s.starts_at at time zone 'UTC' + interval '6 days', 'YYYY-MM-DD') as "examTo"
    from exam_slots s where s.starts_at > now()
    order by s.booked desc, s.starts_at limit 1`);
  if (!counts || !slot) throw new Error('the staff data set is missing after loading it');
  return { rowCounts: counts, ...slot };
}
