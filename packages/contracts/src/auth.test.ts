import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  newPasswordRequestSchema,
  refreshTokenRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  verificationResponseSchema,
} from './auth.js';
import type { MessageFormatter } from './validation.js';

const REQUIRED = 'This field is required';
const MISMATCH = 'The new password that you entered do not match!';
const EMAIL = 'Email is not a valid email!';

/** The issues as `path: message` lines, in order. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function codesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.code);
}

const fakeTranslator: MessageFormatter = (key, params) =>
  `t:${key}${params ? JSON.stringify(params) : ''}`;

describe('loginRequestSchema', () => {
  const schema = loginRequestSchema();

  it('isRemember defaults to false', () => {
    expect(schema.parse({ email: 'a@b.am', password: 'x' })).toEqual({
      email: 'a@b.am',
      password: 'x',
      isRemember: false,
    });
  });

  it.each([true, false])('keeps isRemember %s', (isRemember) => {
    expect(schema.parse({ email: 'a@b.am', password: 'secret', isRemember }).isRemember).toBe(
      isRemember,
    );
  });

  it.each(['yes', 1, 'true', null])('refuses isRemember %j', (isRemember) => {
    expect(schema.safeParse({ email: 'a@b.am', password: 'x', isRemember }).success).toBe(false);
  });

  it.each([
    { role: 'admin' },
    { isVerified: true },
    { id: 1 },
    { remember: true },
    { accessToken: 'x' },
  ])('refuses the unknown field %j', (extra) => {
    const value = { email: 'a@b.am', password: 'x', ...extra };
    expect(codesOf(schema, value)).toEqual(['unrecognized_keys']);
  });

  it('does not apply the password policy to a login (any non-empty password)', () => {
    expect(schema.safeParse({ email: 'a@b.am', password: 'weak' }).success).toBe(true);
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{}, [`email: ${REQUIRED}`, `password: ${REQUIRED}`]],
    [{ email: '', password: '' }, [`email: ${REQUIRED}`, `password: ${REQUIRED}`]],
    [{ email: 'nope', password: 'x' }, [`email: ${EMAIL}`]],
    [{ email: ' a@b.am', password: 'x' }, ['email: This field cannot start or end with a space.']],
    [
      { email: 'a@b.am', password: 'x'.repeat(129) },
      ['password: The length of this field must be less than 129 characters long.'],
    ],
  ])('%j → %j', (value, expected) => {
    expect(issuesOf(schema, value)).toEqual(expected);
  });

  it('uses a custom formatter', () => {
    expect(issuesOf(loginRequestSchema(fakeTranslator), { email: 'x', password: '' })).toEqual([
      'email: t:email',
      'password: t:required',
    ]);
  });
});

describe('login, refresh and verification answers', () => {
  it('loginResponseSchema needs both tokens and isTemporaryPassword', () => {
    expect(
      loginResponseSchema.safeParse({
        accessToken: 'a',
        refreshToken: 'r',
        isTemporaryPassword: false,
      }).success,
    ).toBe(true);
    expect(loginResponseSchema.safeParse({ accessToken: 'a', refreshToken: 'r' }).success).toBe(
      false,
    );
    expect(
      loginResponseSchema.safeParse({
        accessToken: 'a',
        refreshToken: 'r',
        isTemporaryPassword: 'no',
      }).success,
    ).toBe(false);
  });

  it('verificationResponseSchema carries accessToken', () => {
    expect(verificationResponseSchema.parse({ accessToken: 't' })).toEqual({ accessToken: 't' });
    expect(verificationResponseSchema.safeParse({}).success).toBe(false);
  });

  it.each<[unknown, boolean]>([
    [{ refreshToken: 'abc' }, true],
    [{ refreshToken: 'x'.repeat(512) }, true],
    [{ refreshToken: 'x'.repeat(513) }, false],
    [{ refreshToken: '' }, false],
    [{}, false],
    [{ refreshToken: 1 }, false],
    [{ refreshToken: 'abc', userId: 1 }, false],
  ])('refreshTokenRequestSchema %j → %s', (value, ok) => {
    expect(refreshTokenRequestSchema.safeParse(value).success).toBe(ok);
    expect(logoutRequestSchema.safeParse(value).success).toBe(ok);
  });
});

describe('forgotPasswordRequestSchema', () => {
  const schema = forgotPasswordRequestSchema();
  it.each<[unknown, string[]]>([
    [{ email: 'user@example.com' }, []],
    [{ email: '' }, [`email: ${REQUIRED}`]],
    [{}, [`email: ${REQUIRED}`]],
    [{ email: 'nope' }, [`email: ${EMAIL}`]],
  ])('%j → %j', (value, expected) => {
    expect(issuesOf(schema, value)).toEqual(expected);
    expect(issuesOf(resendVerificationRequestSchema(), value)).toEqual(expected);
  });

  it('refuses unknown fields', () => {
    expect(codesOf(schema, { email: 'user@example.com', role: 'admin' })).toEqual([
      'unrecognized_keys',
    ]);
  });
});

describe('newPasswordRequestSchema (reset and set password)', () => {
  const schema = newPasswordRequestSchema();

  it('reset and set use the same schema', () => {
    expect(resetPasswordRequestSchema).toBe(newPasswordRequestSchema);
    expect(setPasswordRequestSchema).toBe(newPasswordRequestSchema);
  });

  it.each(['Passw0rd!', 'Пароль1!', `Aa1!${'x'.repeat(124)}`])('accepts a matching %j', (pw) => {
    expect(schema.parse({ password: pw, confirmPassword: pw })).toEqual({
      password: pw,
      confirmPassword: pw,
    });
  });

  it.each<[string, string]>([
    ['Passw0rd!', 'Passw0rd?'],
    ['Passw0rd!', 'passw0rd!'],
    ['Passw0rd!', 'Passw0rd! '],
    ['Passw0rd!', ' Passw0rd!'],
    ['Passw0rd!', 'x'],
  ])('%j and %j do not match', (password, confirmPassword) => {
    expect(issuesOf(schema, { password, confirmPassword })).toEqual([
      `confirmPassword: ${MISMATCH}`,
    ]);
  });

  it('reports the mismatch on the confirmPassword path', () => {
    const result = schema.safeParse({ password: 'Passw0rd!', confirmPassword: 'Other0rd!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(result.error?.issues[0]?.message).toBe(
      'The new password that you entered do not match!',
    );
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{}, [`password: ${REQUIRED}`, `confirmPassword: ${REQUIRED}`]],
    [{ password: 'Passw0rd!', confirmPassword: '' }, [`confirmPassword: ${REQUIRED}`]],
    [{ password: 'Passw0rd!' }, [`confirmPassword: ${REQUIRED}`]],
    [
      { password: 'password1!', confirmPassword: 'password1!' },
      ['password: The password must contain at least one uppercase letter.'],
    ],
    [
      { password: 'Aa1!', confirmPassword: 'Aa1!' },
      ['password: The length of this field must be at least 8 characters long.'],
    ],
  ])('%j → %j', (value, expected) => {
    expect(issuesOf(schema, value)).toEqual(expected);
  });

  it('refuses unknown fields', () => {
    expect(
      codesOf(schema, { password: 'Passw0rd!', confirmPassword: 'Passw0rd!', token: 'x' }),
    ).toEqual(['unrecognized_keys']);
  });

  it('uses a custom formatter for the mismatch', () => {
    expect(
      issuesOf(newPasswordRequestSchema(fakeTranslator), {
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd?',
      }),
    ).toEqual(['confirmPassword: t:passwordMismatch']);
  });
});

describe('changePasswordRequestSchema', () => {
  const schema = changePasswordRequestSchema();
  const valid = { currentPassword: 'old', newPassword: 'Passw0rd!', confirmPassword: 'Passw0rd!' };

  it('accepts a valid change (the current password only needs to be present)', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ ...valid, confirmPassword: 'Passw0rd?' }, [`confirmPassword: ${MISMATCH}`]],
    [{ ...valid, confirmPassword: 'passw0rd!' }, [`confirmPassword: ${MISMATCH}`]],
    [{ ...valid, confirmPassword: '' }, [`confirmPassword: ${REQUIRED}`]],
    [{ ...valid, currentPassword: '' }, [`currentPassword: ${REQUIRED}`]],
    [
      { ...valid, newPassword: 'Password12', confirmPassword: 'Password12' },
      ['newPassword: The password must contain at least one special character.'],
    ],
    [
      {},
      [`currentPassword: ${REQUIRED}`, `newPassword: ${REQUIRED}`, `confirmPassword: ${REQUIRED}`],
    ],
  ])('%j → %j', (value, expected) => {
    expect(issuesOf(schema, value)).toEqual(expected);
  });

  it('refuses unknown fields', () => {
    expect(codesOf(schema, { ...valid, studentId: 2 })).toEqual(['unrecognized_keys']);
  });

  it('uses a custom formatter', () => {
    expect(
      issuesOf(changePasswordRequestSchema(fakeTranslator), {
        ...valid,
        confirmPassword: 'nope',
      }),
    ).toEqual(['confirmPassword: t:passwordMismatch']);
  });
});
