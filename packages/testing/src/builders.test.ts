import {
  applicantInformationSchema,
  changePasswordRequestSchema,
  errorResponseSchema,
  loginResponseSchema,
  newPasswordRequestSchema,
  registrationRequestSchema,
  studentMeResponseSchema,
} from '@academy/contracts';
import { normalizePhone } from '@academy/contracts/phone';
import { describe, expect, it } from 'vitest';
import {
  aLoginResponse,
  aNewPassword,
  anApplicantInformation,
  anErrorResponse,
  aPasswordChange,
  aRegistrationRequest,
  aStudent,
  aUniqueApplicantInformation,
  uniqueArmenianMobile,
  uniqueEmail,
  VALID_PASSWORD,
} from './index.js';

describe('the builders', () => {
  it('build values contracts accept', () => {
    expect(applicantInformationSchema().parse(anApplicantInformation())).toEqual(
      anApplicantInformation(),
    );
    expect(applicantInformationSchema().safeParse(aUniqueApplicantInformation()).success).toBe(
      true,
    );
    const registration = aRegistrationRequest({ testDateTime: '2026-12-07T07:00:00.000Z' });
    expect(registrationRequestSchema().safeParse(registration).success).toBe(true);
    expect(newPasswordRequestSchema().safeParse(aNewPassword()).success).toBe(true);
    expect(
      newPasswordRequestSchema().safeParse(aNewPassword({ password: VALID_PASSWORD })).success,
    ).toBe(false);
    expect(changePasswordRequestSchema().safeParse(aPasswordChange()).success).toBe(true);
    expect(loginResponseSchema.safeParse(aLoginResponse()).success).toBe(true);
    expect(studentMeResponseSchema.safeParse(aStudent()).success).toBe(true);
    expect(errorResponseSchema.safeParse(anErrorResponse(409, 'ERR_X')).success).toBe(true);
  });

  it('take overrides', () => {
    expect(anApplicantInformation({ city: 'Gyumri' }).city).toBe('Gyumri');
    expect(aRegistrationRequest({ testDateTime: 'x', courseType: 'offline' })).toMatchObject({
      courseType: 'offline',
      testDateTime: 'x',
    });
    expect(aStudent({ role: 'admin' }).role).toBe('admin');
  });

  it('never repeat a unique e-mail or phone number, and the numbers are valid', () => {
    const emails = Array.from({ length: 500 }, () => uniqueEmail());
    const phones = Array.from({ length: 500 }, () => uniqueArmenianMobile());
    expect(new Set(emails).size).toBe(500);
    expect(new Set(phones).size).toBe(500);
    for (const phone of phones) expect(normalizePhone(phone)).toBe(phone);
    const [first, second] = [aUniqueApplicantInformation(), aUniqueApplicantInformation()];
    expect(first.email).not.toBe(second.email);
    expect(first.phone).not.toBe(second.phone);
  });
});
