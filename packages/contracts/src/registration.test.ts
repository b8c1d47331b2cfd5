import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  applicantInformationSchema,
  checkPhoneRequestSchema,
  registrationRequestSchema,
} from './applicant-form.js';
import {
  availableQuerySchema,
  availableResponseSchema,
  checkEmailRequestSchema,
} from './registration.js';
import type { MessageFormatter } from './validation.js';

const REQUIRED = 'This field is required';
const AGREEMENT = 'Should accept agreement';
const INVALID_OPTION = 'Choose one of the options';

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const fakeTranslator: MessageFormatter = (key, params) =>
  `t:${key}${params ? JSON.stringify(params) : ''}`;

const applicant = {
  fullName: 'Արամ Պետրոսյան',
  email: 'aram@example.am',
  phone: '+37491123456',
  occupation: 'student',
  university: 'Yerevan State University',
  faculty: 'Arts & Sciences',
  countryId: 1,
  city: 'Yerevan',
  englishLevel: 'B2',
  agreement: true,
};

const textFields = ['fullName', 'email', 'phone', 'university', 'faculty', 'city'] as const;
const choiceFields = ['occupation', 'countryId', 'englishLevel'] as const;

describe('applicantInformationSchema', () => {
  const schema = applicantInformationSchema();

  it('accepts a complete applicant', () => {
    expect(schema.parse(applicant)).toEqual(applicant);
  });

  it.each([
    { fullName: 'Анна-Мария Иванова', city: 'Ростов-на-Дону', occupation: 'employee' },
    { fullName: "Zoë O'Brien", university: 'Texas A&M University', occupation: 'other' },
    { fullName: 'Chloé Dupont-Lefèvre', faculty: 'St. Petersburg State University' },
    { phone: '+1 202 555 0143', englishLevel: 'C2', countryId: '42' },
  ])('accepts the variation %j', (change) => {
    expect(schema.safeParse({ ...applicant, ...change }).success).toBe(true);
  });

  it.each([...textFields, ...choiceFields])('%s missing → required', (field) => {
    const { [field]: _omitted, ...rest } = applicant;
    expect(issuesOf(schema, rest)).toEqual([`${field}: ${REQUIRED}`]);
  });

  it.each([...textFields, ...choiceFields])('%s empty → required', (field) => {
    expect(issuesOf(schema, { ...applicant, [field]: '' })).toEqual([`${field}: ${REQUIRED}`]);
  });

  it.each([...textFields, ...choiceFields])('%s null → required', (field) => {
    expect(issuesOf(schema, { ...applicant, [field]: null })).toEqual([`${field}: ${REQUIRED}`]);
  });

  it('an empty form reports every field', () => {
    expect(issuesOf(schema, {})).toEqual([
      `fullName: ${REQUIRED}`,
      `email: ${REQUIRED}`,
      `phone: ${REQUIRED}`,
      `occupation: ${REQUIRED}`,
      `university: ${REQUIRED}`,
      `faculty: ${REQUIRED}`,
      `countryId: ${REQUIRED}`,
      `city: ${REQUIRED}`,
      `englishLevel: ${REQUIRED}`,
      `agreement: ${AGREEMENT}`,
    ]);
  });

  it.each<[unknown]>([[false], [undefined], [null], ['true'], [1], ['on']])(
    'agreement %j → "Should accept agreement"',
    (agreement) => {
      expect(issuesOf(schema, { ...applicant, agreement })).toEqual([`agreement: ${AGREEMENT}`]);
    },
  );

  it.each([
    ['role', 'admin'],
    ['isVerified', true],
    ['id', 1],
    ['emailVerified', true],
    ['isBlacklisted', false],
    ['status', 'admitted'],
    ['courseType', 'online'],
  ])('refuses the unknown key %s', (key, value) => {
    const result = schema.safeParse({ ...applicant, [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [key] });
  });

  it.each(['employee', 'student', 'other'])('occupation %j is a choice', (occupation) => {
    expect(schema.parse({ ...applicant, occupation }).occupation).toBe(occupation);
  });

  it.each<[unknown]>([['Employee'], ['STUDENT'], ['teacher'], [' student'], [1], [true], [{}]])(
    'occupation %j → choose one of the options',
    (occupation) => {
      expect(issuesOf(schema, { ...applicant, occupation })).toEqual([
        `occupation: ${INVALID_OPTION}`,
      ]);
    },
  );

  it.each(['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])('englishLevel %j is a choice', (englishLevel) => {
    expect(schema.parse({ ...applicant, englishLevel }).englishLevel).toBe(englishLevel);
  });

  it.each<[unknown]>([['D1'], ['b2'], ['Native'], ['A0'], ['C3'], [2], [false]])(
    'englishLevel %j → choose one of the options',
    (englishLevel) => {
      expect(issuesOf(schema, { ...applicant, englishLevel })).toEqual([
        `englishLevel: ${INVALID_OPTION}`,
      ]);
    },
  );

  it.each<[unknown, number]>([
    [1, 1],
    [250, 250],
    ['1', 1],
    ['42', 42],
  ])('countryId %j → %i', (countryId, expected) => {
    expect(schema.parse({ ...applicant, countryId }).countryId).toBe(expected);
  });

  it.each<[unknown]>([
    [0],
    [-1],
    [1.5],
    ['0'],
    ['-1'],
    ['1.5'],
    ['abc'],
    [' 1'],
    ['1e3'],
    [true],
    [false],
    [[1]],
    [{}],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('countryId %j → choose one of the options', (countryId) => {
    expect(issuesOf(schema, { ...applicant, countryId })).toEqual([`countryId: ${INVALID_OPTION}`]);
  });

  it.each<[string, unknown, string]>([
    ['fullName', 'John2', 'fullName: Use letters only'],
    ['email', 'aram@', 'email: Email is not a valid email!'],
    ['phone', '37491123456', 'phone: Enter your valid Phone Number!'],
    ['university', 'A--B', 'university: Use letters only'],
    ['faculty', '.Uni', 'faculty: Use letters only'],
    ['city', 'New  York', 'city: Use letters only'],
    ['fullName', ' Aram', 'fullName: This field cannot start or end with a space.'],
    [
      'city',
      'a'.repeat(85),
      'city: The length of this field must be less than 85 characters long.',
    ],
  ])('%s %j is reported on its own path', (field, value, start) => {
    const issues = issuesOf(schema, { ...applicant, [field]: value });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.startsWith(start)).toBe(true);
  });

  it('uses a custom formatter for required, choices and the agreement', () => {
    const translated = applicantInformationSchema(fakeTranslator);
    expect(
      issuesOf(translated, { ...applicant, fullName: '', occupation: 'x', agreement: false }),
    ).toEqual(['fullName: t:required', 'occupation: t:invalidOption', 'agreement: t:agreement']);
    expect(issuesOf(translated, { ...applicant, countryId: undefined })).toEqual([
      'countryId: t:required',
    ]);
  });
});

describe('registrationRequestSchema', () => {
  const schema = registrationRequestSchema();
  const registration = {
    ...applicant,
    courseType: 'online',
    testDateTime: '2026-11-23T07:00:00.000Z',
  };

  it.each([
    { courseType: 'online' },
    { courseType: 'offline' },
    { testDateTime: '2026-11-23T07:00:00Z' },
    { testDateTime: '2026-11-23T11:00:00+04:00' },
    { testDateTime: '2026-11-23T07:00:00.123Z' },
  ])('accepts %j', (change) => {
    expect(schema.safeParse({ ...registration, ...change }).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['courseType', undefined],
    ['courseType', ''],
    ['courseType', 'hybrid'],
    ['courseType', 'Online'],
    ['testDateTime', undefined],
    ['testDateTime', ''],
    ['testDateTime', '2026-11-23'],
    ['testDateTime', '2026-11-23T07:00:00'],
    ['testDateTime', '2026-11-23 07:00:00Z'],
    ['testDateTime', '23/11/2026 07:00'],
    ['testDateTime', 'tomorrow'],
    ['testDateTime', 1_795_000_000_000],
  ])('refuses %s = %j', (field, value) => {
    const result = schema.safeParse({ ...registration, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
  });

  it('still applies the applicant rules', () => {
    expect(issuesOf(schema, { ...registration, agreement: false })).toEqual([
      `agreement: ${AGREEMENT}`,
    ]);
  });

  it.each(['role', 'isVerified', 'id'])('still refuses the unknown key %s', (key) => {
    const result = schema.safeParse({ ...registration, [key]: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [key] });
  });
});

describe('check calls and exam slots', () => {
  it('check e-mail and phone take exactly one field', () => {
    expect(checkEmailRequestSchema.safeParse({ email: 'a@b.am' }).success).toBe(true);
    expect(checkEmailRequestSchema.safeParse({ email: 'a@b.am', phone: '1' }).success).toBe(false);
    expect(checkEmailRequestSchema.safeParse({ email: 'x'.repeat(255) }).success).toBe(false);
    expect(checkPhoneRequestSchema.safeParse({ phone: '+37491123456' }).success).toBe(true);
    expect(checkPhoneRequestSchema.safeParse({ phone: '+374 91 123456' }).success).toBe(true);
    expect(checkPhoneRequestSchema.safeParse({ phone: '1'.repeat(33) }).success).toBe(false);
  });

  it('check calls apply the form rules, with their texts', () => {
    expect(issuesOf(checkEmailRequestSchema, { email: 'aram@' })).toEqual([
      'email: Email is not a valid email!',
    ]);
    expect(issuesOf(checkEmailRequestSchema, { email: '' })).toEqual([`email: ${REQUIRED}`]);
    expect(issuesOf(checkPhoneRequestSchema, { phone: '37491123456' })).toEqual([
      'phone: Enter your valid Phone Number!',
    ]);
    expect(issuesOf(checkPhoneRequestSchema, { phone: '+37491123456 x12' })).toEqual([
      'phone: Enter your valid Phone Number!',
    ]);
  });

  it.each<[unknown, boolean]>([
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-23', to: '2026-11-23' }, true],
    [{ from: '2026-11-01', to: '2027-01-01' }, true],
    [{ from: '2026-12-31', to: '2027-01-31' }, true],
    [{ from: '2026-11-01' }, false],
    [{ from: '11/01/2026', to: '11/30/2026' }, false],
    [{ from: '2026-11-01', to: '2026-11-30', extra: 1 }, false],
    [{ from: '2026-02-30', to: '2026-03-01' }, false],
  ])('available query %j → %s', (value, ok) => {
    expect(availableQuerySchema.safeParse(value).success).toBe(ok);
  });

  it('available query: to before from, or more than 62 days, is reported on to', () => {
    expect(issuesOf(availableQuerySchema, { from: '2026-11-30', to: '2026-11-29' })).toEqual([
      'to: Must not be before from',
    ]);
    // 2026-11-01 … 2027-01-02 is 63 days, both ends included.
    expect(issuesOf(availableQuerySchema, { from: '2026-11-01', to: '2027-01-02' })).toEqual([
      'to: The range may span at most 62 days',
    ]);
  });

  it('available slots are grouped by month/day/year', () => {
    const slot = { dateTime: '2026-11-23T07:00:00.000Z', time: '11:00', freeSeats: 2 };
    expect(availableResponseSchema.safeParse({ '11/23/2026': [slot] }).success).toBe(true);
    expect(availableResponseSchema.safeParse({ '2026-11-23': [slot] }).success).toBe(false);
    expect(availableResponseSchema.safeParse({ '23/11/26': [slot] }).success).toBe(false);
  });
});
