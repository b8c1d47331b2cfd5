import type {
  ApplicantInformation,
  ChangePasswordRequest,
  LoginResponse,
  NewPasswordRequest,
  Role,
  StudentMeResponse,
  TokenPair,
} from '@academy/contracts';

/** Small builders of test data; each takes overrides. */

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An access token shaped like the server's (a JWT with `role` and `scope`); the signature is
 * a stand-in, since only the server verifies it.
 */
export function anAccessToken(
  claims: { role?: Role; scope?: 'full' | 'set_password'; sub?: string } = {},
): string {
  const payload = { sub: '7', role: 'student', scope: 'full', ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.test-signature`;
}

export function aTokenPair(overrides: Partial<TokenPair> = {}): TokenPair {
  return { accessToken: anAccessToken(), refreshToken: 'refresh-token-1', ...overrides };
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

/** A password that meets every rule, typed twice. */
export function aNewPassword(overrides: Partial<NewPasswordRequest> = {}): NewPasswordRequest {
  return { password: 'Fresh#Start2026', confirmPassword: 'Fresh#Start2026', ...overrides };
}

export function aPasswordChange(
  overrides: Partial<ChangePasswordRequest> = {},
): ChangePasswordRequest {
  return {
    currentPassword: 'Student#2026',
    newPassword: 'Fresh#Start2026',
    confirmPassword: 'Fresh#Start2026',
    ...overrides,
  };
}
