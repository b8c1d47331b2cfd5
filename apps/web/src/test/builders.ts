import type {
  ApplicantInformation,
  LoginResponse,
  StudentMeResponse,
  TokenPair,
} from '@academy/contracts';

/** Small builders of test data; each takes overrides. */

export function aTokenPair(overrides: Partial<TokenPair> = {}): TokenPair {
  return { accessToken: 'access-token-1', refreshToken: 'refresh-token-1', ...overrides };
}

export function aLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { ...aTokenPair(), isTemporaryPassword: false, ...overrides };
}

export function aStudent(overrides: Partial<StudentMeResponse> = {}): StudentMeResponse {
  return {
    id: 7,
    fullName: 'Anna Petrosyan',
    email: 'student@academy.test',
    role: 'student',
    trialEndsAt: null,
    ...overrides,
  };
}

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
