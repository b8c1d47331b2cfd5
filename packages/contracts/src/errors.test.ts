import { describe, expect, it } from 'vitest';
import {
  BLACKLISTED_MESSAGE,
  errorCatalogue,
  errorCodes,
  errorResponseSchema,
  friendlyErrorText,
  isErrorCode,
  NETWORK_ERROR,
  SOMETHING_WENT_WRONG,
} from './errors.js';
import { validationMessages } from './validation.js';

/** The known codes and their texts, word for word. */
const specCatalogue: [string, string][] = [
  ['ERR_APPLICANT_ALREADY_EXIST', 'Applicant already exist'],
  ['ERR_APPLICANT_NOT_EXIST', "Applicant doesn't exist"],
  ['ERR_TEST_UNAVAILABLE_DATE', 'Your selected test date is unavailable'],
  ['ERR_USER_HAS_ALREADY_BEEN_VERIFIED', 'User has already been verified'],
  ['ERR_USER_NOT_EXISTS', "User doesn't exist"],
  ['ERR_USER_PASSWORD_IS_WRONG', 'User password is wrong'],
  ['ERR_TASK_NOT_EXISTS', "Task doesn't exist"],
  ['ERR_USER_FORBIDDEN', 'You do not have permission to access this content.'],
  ['ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD', 'User password is equal to temporary password'],
];

describe('error catalogue', () => {
  it.each(specCatalogue)('%s → %j', (code, text) => {
    expect(isErrorCode(code)).toBe(true);
    expect(errorCatalogue[code as keyof typeof errorCatalogue]).toBe(text);
    expect(friendlyErrorText(code)).toBe(text);
  });

  it('every code is listed in errorCodes, with a non-empty text', () => {
    expect(errorCodes).toEqual(Object.keys(errorCatalogue));
    for (const [code] of specCatalogue) expect(errorCodes).toContain(code);
    for (const code of errorCodes) {
      expect(isErrorCode(code)).toBe(true);
      expect(errorCatalogue[code].trim()).not.toBe('');
    }
  });

  it('the forbidden text is the one the product shows', () => {
    expect(friendlyErrorText('ERR_USER_FORBIDDEN')).toBe(
      'You do not have permission to access this content.',
    );
  });

  it('a blacklisted user is answered err_user_blacklisted', () => {
    expect(BLACKLISTED_MESSAGE).toBe('err_user_blacklisted');
    expect(isErrorCode(BLACKLISTED_MESSAGE)).toBe(true);
  });

  it('500 and a missing response have their texts', () => {
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong');
    expect(NETWORK_ERROR).toBe('Network Error');
    expect(friendlyErrorText('ERR_INTERNAL')).toBe('Something went wrong');
  });

  it('the invalid-file code reads like the file validation message', () => {
    expect(friendlyErrorText('ERR_INVALID_FILE_TYPE')).toBe(validationMessages.fileType);
  });
});

describe('friendlyErrorText', () => {
  it.each([
    'Some plain server sentence',
    'ERR_SOMETHING_NEW',
    'err_applicant_already_exist',
    'ERR_APPLICANT_ALREADY_EXIST ',
    ' ERR_APPLICANT_ALREADY_EXIST',
    '',
    'constructor',
    'toString',
    'hasOwnProperty',
    '__proto__',
    '<b>html</b>',
  ])('shows the unknown message %j as it is', (message) => {
    expect(friendlyErrorText(message)).toBe(message);
  });
});

describe('isErrorCode', () => {
  it.each<[unknown]>([
    [undefined],
    [null],
    [0],
    [{}],
    [[]],
    [['ERR_USER_FORBIDDEN']],
    ['constructor'],
    ['hasOwnProperty'],
    ['__proto__'],
    ['err_user_forbidden'],
    [''],
  ])('%j is not a code', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it.each<[unknown]>([
    [{ statusCode: 400, message: 'ERR_VALIDATION' }],
    [{ statusCode: 404, message: 'err_user_blacklisted' }],
    [{ statusCode: 500, message: 'ERR_INTERNAL' }],
    [
      {
        statusCode: 400,
        message: 'ERR_VALIDATION',
        errors: [{ field: 'email', message: 'Email is not a valid email!' }],
      },
    ],
    [{ statusCode: 400, message: 'ERR_VALIDATION', errors: [] }],
  ])('accepts %j', (value) => {
    expect(errorResponseSchema.safeParse(value).success).toBe(true);
  });

  it.each<[unknown]>([
    [{}],
    [{ statusCode: 400 }],
    [{ message: 'ERR_VALIDATION' }],
    [{ statusCode: '400', message: 'ERR_VALIDATION' }],
    [{ statusCode: 400.5, message: 'ERR_VALIDATION' }],
    [{ statusCode: 400, message: 1 }],
    [{ statusCode: 400, message: 'x', errors: [{ field: 'email' }] }],
    [{ statusCode: 400, message: 'x', errors: [{ message: 'm' }] }],
    [{ statusCode: 400, message: 'x', errors: 'email' }],
    [null],
  ])('refuses %j', (value) => {
    expect(errorResponseSchema.safeParse(value).success).toBe(false);
  });
});
