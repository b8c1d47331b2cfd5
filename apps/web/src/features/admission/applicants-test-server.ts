import {
  type AdminApplicant,
  type ApplicantListItem,
  admissionEndpoints,
  endpoints,
} from '@academy/contracts';
import { anAccessToken, aStudent, aTokenPair } from '@academy/testing';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';

/* The applicants section's calls, answered in component tests with contracts' shapes. */

/** A signed-in admin (tokens stored, GET students answered). */
export function signInAdmin() {
  tokens.save(aTokenPair({ accessToken: anAccessToken({ role: 'admin' }) }), true);
  server.use(
    handle(endpoints.getMe, ({ reply }) =>
      reply(200, aStudent({ role: 'admin', fullName: 'Ada Admin' })),
    ),
  );
}

export function anApplicantListItem(overrides: Partial<ApplicantListItem> = {}): ApplicantListItem {
  return {
    id: 7,
    userId: 17,
    fullName: 'Gohar Zakaryan',
    email: 'gohar@example.com',
    phone: '+37499550001',
    courseType: 'online',
    examStartsAt: '2026-11-23T07:00:00.000Z',
    status: 'pending',
    emailVerified: true,
    examScore: null,
    examPassed: null,
    registeredAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function anAdminApplicant(overrides: Partial<AdminApplicant> = {}): AdminApplicant {
  return {
    id: 7,
    userId: 17,
    fullName: 'Gohar Zakaryan',
    email: 'gohar@example.com',
    phone: '+37499550001',
    language: 'en',
    emailVerified: true,
    registeredAt: '2026-11-20T09:00:00.000Z',
    occupation: 'student',
    university: 'Yerevan State University',
    faculty: 'Informatics',
    country: { code: 'AM', name: 'Armenia' },
    city: 'Yerevan',
    englishLevel: 'B2',
    courseType: 'online',
    status: 'pending',
    booking: { slotId: 3, startsAt: '2026-11-23T07:00:00.000Z', timeZone: 'Asia/Yerevan' },
    cancelledSitting: null,
    exam: null,
    decision: { admittedAt: null, rejectedAt: null, rejectionReason: null, decidedBy: null },
    enrolments: [],
    history: [],
    ...overrides,
  };
}

/** GET admin/applicants: answers `items`, recording each query it was asked. */
export function answerApplicants(items: ApplicantListItem[] = [anApplicantListItem()]) {
  const queries: URLSearchParams[] = [];
  server.use(
    handle(admissionEndpoints.listApplicants, ({ request, reply }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      return reply(200, {
        items,
        total: items.length,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 20,
      });
    }),
  );
  return queries;
}

/** GET admin/applicants/{id}. */
export function answerApplicant(applicant: AdminApplicant) {
  server.use(handle(admissionEndpoints.getApplicant, ({ reply }) => reply(200, applicant)));
}

/** GET admin/admission/directions. */
export function answerDirections() {
  server.use(
    handle(admissionEndpoints.listAdmissionDirections, ({ reply }) =>
      reply(200, {
        items: [
          { id: 1, title: 'Front-End Development', status: 'published' },
          { id: 2, title: 'Data Science', status: 'draft' },
        ],
      }),
    ),
  );
}
