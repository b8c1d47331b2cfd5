import type {
  ApplicantInformation,
  ApplicantMeResponse,
  RegistrationRequest,
} from '@academy/contracts';
import { uniqueArmenianMobile, uniqueEmail } from './unique.js';

/** The first sign-up step, filled in validly (Armenia is country 1 in the seeded list). */
export function anApplicantInformation(
  overrides: Partial<ApplicantInformation> = {},
): ApplicantInformation {
  return {
    fullName: 'Anna Petrosyan',
    email: 'anna@example.com',
    phone: '+37491123456',
    occupation: 'student',
    university: 'Yerevan State University',
    faculty: 'Informatics',
    countryId: 1,
    city: 'Yerevan',
    englishLevel: 'B2',
    agreement: true,
    ...overrides,
  };
}

/** The same, with an e-mail address and a phone number no other applicant has. */
export function aUniqueApplicantInformation(
  overrides: Partial<ApplicantInformation> = {},
): ApplicantInformation {
  return anApplicantInformation({
    email: uniqueEmail(),
    phone: uniqueArmenianMobile(),
    ...overrides,
  });
}

/**
 * POST auth/registration's body: a unique applicant, a course format and the chosen sitting.
 * The sitting and the country depend on the database, so the caller names them.
 */
export function aRegistrationRequest(
  overrides: Partial<RegistrationRequest> & Pick<RegistrationRequest, 'testDateTime'>,
): RegistrationRequest {
  return { ...aUniqueApplicantInformation(), courseType: 'online', ...overrides };
}

/**
 * An applicant's own record as GET applicants/me answers it, with a booked sitting: the
 * person of `anApplicantInformation`, in country 1 (Armenia).
 */
export function anApplicantMe(overrides: Partial<ApplicantMeResponse> = {}): ApplicantMeResponse {
  const { agreement: _agreement, countryId: _countryId, ...person } = anApplicantInformation();
  return {
    id: 12,
    ...person,
    country: 'Armenia',
    courseType: 'online',
    status: 'pending',
    emailVerified: true,
    booking: { dateTime: '2026-12-04T07:00:00.000Z', timeZone: 'Asia/Yerevan' },
    ...overrides,
  };
}
