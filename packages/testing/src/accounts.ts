import type {
  ChangePasswordRequest,
  LoginResponse,
  NewPasswordRequest,
  Role,
  StudentMeResponse,
  TokenPair,
} from '@academy/contracts';

/** A password that meets every rule of the policy. */
export const VALID_PASSWORD = 'Correct#Horse7';
/** Another one, for a new password that must differ from the current one. */
export const ANOTHER_VALID_PASSWORD = 'Fresh#Start2026';

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

/** GET students: a student on a paid subscription, back for another session. */
export function aStudent(overrides: Partial<StudentMeResponse> = {}): StudentMeResponse {
  return {
    id: 7,
    fullName: 'Anna Petrosyan',
    email: 'student@academy.test',
    role: 'student',
    trialEndsAt: null,
    isFirstSession: false,
    access: { state: 'subscription', endsAt: '2027-01-01T00:00:00.000Z' },
    enrolments: [{ directionId: 1, title: 'Front-End Development', courseType: 'online' }],
    ...overrides,
  };
}

/** A password that meets every rule, typed twice (set and reset password). */
export function aNewPassword(overrides: Partial<NewPasswordRequest> = {}): NewPasswordRequest {
  return {
    password: ANOTHER_VALID_PASSWORD,
    confirmPassword: ANOTHER_VALID_PASSWORD,
    ...overrides,
  };
}

/** PATCH students/password: from the demo student's password to another valid one. */
export function aPasswordChange(
  overrides: Partial<ChangePasswordRequest> = {},
): ChangePasswordRequest {
  return {
    currentPassword: 'Student#2026',
    newPassword: ANOTHER_VALID_PASSWORD,
    confirmPassword: ANOTHER_VALID_PASSWORD,
    ...overrides,
  };
}
