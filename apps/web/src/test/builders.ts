import type {
  ApplicantInformation,
  ChangePasswordRequest,
  ErrorResponse,
  LoginResponse,
  NewPasswordRequest,
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

/** The body of a failed call: `{ statusCode, message }` with a catalogue code or a sentence. */
export function anErrorResponse(statusCode: number, message: string): ErrorResponse {
  return { statusCode, message };
}
