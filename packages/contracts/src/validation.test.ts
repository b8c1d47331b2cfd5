import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normalizePhone, phoneSchema } from './phone.js';
import {
  cityPattern,
  citySchema,
  emailSchema,
  englishMessages,
  facultySchema,
  fieldLimits,
  fullNamePattern,
  fullNameSchema,
  githubLinkSchema,
  interpolate,
  isGithubRepositoryLink,
  isValidInstitutionName,
  type MessageFormatter,
  normalizeEmail,
  passwordChecklist,
  passwordSchema,
  requiredPasswordSchema,
  universitySchema,
  validationMessages,
} from './validation.js';

/* The product's texts, written out word for word. */
const REQUIRED = 'This field is required';
const EMAIL = 'Email is not a valid email!';
const PHONE = 'Enter your valid Phone Number!';
const EDGE_SPACE = 'This field cannot start or end with a space.';
const lessThan = (n: number) => `The length of this field must be less than ${n} characters long.`;
const minLength = (n: number) => `The length of this field must be at least ${n} characters long.`;

/* The contracts' own pattern and password texts. */
const FULL_NAME_PATTERN =
  'Use letters only, separated by a single hyphen, dot, apostrophe or space, starting and ending with a letter.';
const INSTITUTION_PATTERN =
  'Use letters only, separated by a hyphen, period, ampersand, apostrophe or space, starting and ending with a letter.';
const CITY_PATTERN =
  'Use letters only, separated by a single hyphen or space, starting and ending with a letter.';
const PASSWORD_UPPERCASE = 'The password must contain at least one uppercase letter.';
const PASSWORD_LOWERCASE = 'The password must contain at least one lowercase letter.';
const PASSWORD_NUMBER = 'The password must contain at least one number.';
const PASSWORD_SPECIAL = 'The password must contain at least one special character.';
const GITHUB_LINK = 'Enter a link to a GitHub repository (https://github.com/owner/repository).';

/** Every message a schema reports for a value (empty when it is valid). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** A fake translator: shows the key and its parameters, so the schemas' use of it is visible. */
const fakeTranslator: MessageFormatter = (key, params) =>
  `t:${key}${params ? JSON.stringify(params) : ''}`;

describe('validationMessages', () => {
  it.each<[keyof typeof validationMessages, string]>([
    ['required', 'This field is required'],
    ['email', 'Email is not a valid email!'],
    ['phone', 'Enter your valid Phone Number!'],
    ['noEdgeSpace', 'This field cannot start or end with a space.'],
    ['maxLength', 'The length of this field must be less than {{lessThan}} characters long.'],
    ['minLength', 'The length of this field must be at least {{minLength}} characters long.'],
    ['agreement', 'Should accept agreement'],
    ['passwordMismatch', 'The new password that you entered do not match!'],
    ['fileType', 'Invalid file type.'],
    ['noFreeTime', 'No free time'],
  ])('%s is the specification text', (key, text) => {
    expect(validationMessages[key]).toBe(text);
  });

  it('every message is a non-empty sentence', () => {
    for (const text of Object.values(validationMessages))
      expect(text.trim().length).toBeGreaterThan(0);
  });
});

describe('interpolate', () => {
  it.each<[string, Record<string, string | number>, string]>([
    ['{{maxLength}}', { maxLength: 100 }, '100'],
    ['less than {{maxLength}} characters', { maxLength: 254 }, 'less than 254 characters'],
    ['at least {{minLength}} characters', { minLength: 8 }, 'at least 8 characters'],
    [
      '{{ minLength }} with spaces inside the braces',
      { minLength: 2 },
      '2 with spaces inside the braces',
    ],
    ['{{a}} and {{a}} again', { a: 'x' }, 'x and x again'],
    ['{{a}}-{{b}}', { a: 1, b: 2 }, '1-2'],
    ['{{email}} is the address', { email: 'a@b.am' }, 'a@b.am is the address'],
    ['zero: {{n}}', { n: 0 }, 'zero: 0'],
    ['empty: [{{s}}]', { s: '' }, 'empty: []'],
  ])('fills %j with %j', (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  it.each<[string, Record<string, string | number>, string]>([
    ['{{unknown}}', {}, '{{unknown}}'],
    ['{{unknown}} {{maxLength}}', { maxLength: 5 }, '{{unknown}} 5'],
    ['{{maxLength}}', { minLength: 5 }, '{{maxLength}}'],
    ['{{constructor}}', {}, '{{constructor}}'],
    [
      '{{toString}} {{hasOwnProperty}} {{__proto__}}',
      {},
      '{{toString}} {{hasOwnProperty}} {{__proto__}}',
    ],
    ['{maxLength}', { maxLength: 5 }, '{maxLength}'],
    ['{{max-length}}', { 'max-length': 5 }, '{{max-length}}'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
  ])('leaves unknown or malformed placeholders in %j as they are', (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  it('works without parameters', () => {
    expect(interpolate('less than {{maxLength}}')).toBe('less than {{maxLength}}');
  });

  it('does not interpolate a parameter value a second time', () => {
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });
});

describe('englishMessages', () => {
  it.each([2, 8, 85, 100, 129, 150, 255, 300])('fills {{lessThan}} with %i', (n) => {
    expect(englishMessages('maxLength', { lessThan: n })).toBe(
      `The length of this field must be less than ${n} characters long.`,
    );
  });

  it.each([2, 8])('fills {{minLength}} with %i', (n) => {
    expect(englishMessages('minLength', { minLength: n })).toBe(
      `The length of this field must be at least ${n} characters long.`,
    );
  });

  it('leaves the placeholder when the parameter is missing', () => {
    expect(englishMessages('maxLength')).toBe(
      'The length of this field must be less than {{lessThan}} characters long.',
    );
    expect(englishMessages('maxLength', { minLength: 3 })).toBe(
      'The length of this field must be less than {{lessThan}} characters long.',
    );
  });

  it.each(Object.keys(validationMessages) as (keyof typeof validationMessages)[])(
    '%s without placeholders is returned as written',
    (key) => {
      const text = validationMessages[key];
      if (!text.includes('{{')) expect(englishMessages(key)).toBe(text);
    },
  );
});

describe('fieldLimits', () => {
  it('matches the policy', () => {
    expect(fieldLimits.fullName).toEqual({ min: 2, lessThan: 100 });
    expect(fieldLimits.email).toEqual({ lessThan: 255 });
    expect(fieldLimits.university).toEqual({ min: 2, lessThan: 150 });
    expect(fieldLimits.faculty).toEqual({ min: 2, lessThan: 150 });
    expect(fieldLimits.city).toEqual({ min: 2, lessThan: 85 });
    expect(fieldLimits.password).toEqual({ min: 8, lessThan: 129 });
    expect(fieldLimits.githubLink).toEqual({ lessThan: 300 });
    expect(fieldLimits.cardholderName).toEqual({ min: 2, lessThan: 100 });
  });
});

describe('full name', () => {
  const schema = fullNameSchema();

  it.each([
    'Արամ Պետրոսյան',
    'Անի Սարգսյան-Հակոբյան',
    'Анна-Мария Иванова',
    'Ђорђе Петровић',
    'Γιώργος Παπαδόπουλος',
    'José Álvarez',
    "Zoë O'Brien",
    'Chloé Dupont-Lefèvre',
    'Łukasz Żółć',
    'Søren Kierkegaard',
    'Nguyễn Văn An',
    'Ağrı Öztürk',
    'Ñandú Pérez',
    'John Smith',
    'Mary-Jane Watson',
    "D'Angelo",
    'O’Connor',
    'J.R.R.Tolkien',
    'Jean-Luc Picard',
    'Maria Dolores de la Cruz',
    'ქეთევან ბერიძე',
    'محمد علي',
    'שרה כהן',
    'अनीता शर्मा',
    '李小龙',
    'Al',
    'Ab',
    'a'.repeat(99),
  ])('accepts %j', (name) => {
    expect(messagesOf(schema, name)).toEqual([]);
    expect(schema.parse(name)).toBe(name);
  });

  it.each([
    ['José Álvarez', 'Jose\u0301 A\u0301lvarez'],
    ["Zoë O'Brien", "Zoe\u0308 O'Brien"],
    ['Chloé Dupont-Lefèvre', 'Chloe\u0301 Dupont-Lefe\u0300vre'],
    ['Nguyễn', 'Nguye\u0302\u0303n'],
    ['Ñandú', 'N\u0303andu\u0301'],
    ['Ἀθηνᾶ', '\u0391\u0313\u03b8\u03b7\u03bd\u03b1\u0342'],
  ])('accepts %j written with combining marks (NFD)', (_composed, decomposed) => {
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    expect(messagesOf(schema, decomposed)).toEqual([]);
    expect(messagesOf(schema, decomposed.normalize('NFD'))).toEqual([]);
  });

  it.each<[unknown, string]>([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [42, REQUIRED],
    [['John'], REQUIRED],
    [' John Smith', EDGE_SPACE],
    ['John Smith ', EDGE_SPACE],
    [' John ', EDGE_SPACE],
    ['\tJohn', EDGE_SPACE],
    ['John\n', EDGE_SPACE],
    ['   ', EDGE_SPACE],
    ['J', minLength(2)],
    ['Ա', minLength(2)],
    ['-', minLength(2)],
    ['a'.repeat(100), lessThan(100)],
    ['a'.repeat(101), lessThan(100)],
    [`${'a'.repeat(49)} ${'b'.repeat(50)}`, lessThan(100)],
    ['John2', FULL_NAME_PATTERN],
    ['2Pac', FULL_NAME_PATTERN],
    ['12', FULL_NAME_PATTERN],
    ['Anna--Maria', FULL_NAME_PATTERN],
    ['Anna  Maria', FULL_NAME_PATTERN],
    ["O''Brien", FULL_NAME_PATTERN],
    ['Anna..Maria', FULL_NAME_PATTERN],
    ['J. Smith', FULL_NAME_PATTERN],
    ["Anna-'Maria", FULL_NAME_PATTERN],
    ['Anna -Maria', FULL_NAME_PATTERN],
    ['-Anna', FULL_NAME_PATTERN],
    ['Anna-', FULL_NAME_PATTERN],
    ['.Anna', FULL_NAME_PATTERN],
    ['Anna.', FULL_NAME_PATTERN],
    ["'Anna", FULL_NAME_PATTERN],
    ["Anna'", FULL_NAME_PATTERN],
    ['John Smith Jr.', FULL_NAME_PATTERN],
    ['A-', FULL_NAME_PATTERN],
    ['Anna 😀', FULL_NAME_PATTERN],
    ['😀😀', FULL_NAME_PATTERN],
    ['Ann❤️a', FULL_NAME_PATTERN],
    ['<script>', FULL_NAME_PATTERN],
    ['<script>alert(1)</script>', FULL_NAME_PATTERN],
    ['Anna_Maria', FULL_NAME_PATTERN],
    ['Anna,Maria', FULL_NAME_PATTERN],
    ['Anna&Maria', FULL_NAME_PATTERN],
    ['Anna/Maria', FULL_NAME_PATTERN],
    ['Anna@Maria', FULL_NAME_PATTERN],
    ['Anna\u00a0Maria', FULL_NAME_PATTERN],
    ['Anna\tMaria', FULL_NAME_PATTERN],
    ['Anna\u200bMaria', FULL_NAME_PATTERN],
    ['\u0301Anna', FULL_NAME_PATTERN],
    ['Anna-\u0301Maria', FULL_NAME_PATTERN],
  ])('refuses %j with %j', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('reports the max length with the number interpolated', () => {
    expect(messagesOf(schema, 'x'.repeat(100))).toEqual([
      'The length of this field must be less than 100 characters long.',
    ]);
  });

  it('fullNamePattern alone matches letters and single separators', () => {
    expect(fullNamePattern.test("Zoë O'Brien")).toBe(true);
    expect(fullNamePattern.test('Zoe\u0308 O’Brien')).toBe(true);
    expect(fullNamePattern.test('Anna--Maria')).toBe(false);
    expect(fullNamePattern.test('')).toBe(false);
  });
});

describe('university and faculty', () => {
  const schemas = [
    ['university', universitySchema()],
    ['faculty', facultySchema()],
  ] as const;

  const valid = [
    'Arts & Sciences',
    'St. Petersburg State University',
    'Texas A&M University',
    'Yerevan State University',
    'Faculty of Computer Science',
    'Dept. of Physics',
    'Université Paris-Saclay',
    'Ludwig-Maximilians-Universität München',
    "King's College London",
    'King’s College London',
    'École Normale Supérieure',
    'Arts&Sciences',
    'A & B',
    'A.-B',
    'Московский государственный университет',
    'Երևանի պետական համալսարան',
    'Εθνικό Μετσόβιο Πολυτεχνείο',
    'Jose\u0301 Marti\u0301 University',
    'AB',
    'a'.repeat(149),
  ];

  const invalidPattern = [
    'A--B',
    'A  B',
    'A&&B',
    'A..B',
    "A''B",
    "A'’B",
    'A’’B',
    '.Uni',
    'Uni.',
    '-Uni',
    'Uni-',
    '&Uni',
    'Uni&',
    "'Uni",
    "Uni'",
    'University 1',
    'MIT2',
    '1st University',
    'Uni_versity',
    'Uni/Tech',
    'Uni, Tech',
    'Uni(Tech)',
    'Uni@Tech',
    'Uni 🎓',
    '<script>',
    'Uni\u00a0Tech',
    'Uni\tTech',
    'A-\u0301B',
    'A.\u0301B',
    'A-\u0301',
    '\u0301AB',
  ];

  describe.each(schemas)('%s', (_name, schema) => {
    it.each(valid)('accepts %j', (value) => {
      expect(messagesOf(schema, value)).toEqual([]);
    });

    it.each(invalidPattern)('refuses %j with the pattern message', (value) => {
      expect(messagesOf(schema, value)).toEqual([INSTITUTION_PATTERN]);
    });

    it.each<[unknown, string]>([
      ['', REQUIRED],
      [undefined, REQUIRED],
      [null, REQUIRED],
      [7, REQUIRED],
      [' Uni', EDGE_SPACE],
      ['Uni ', EDGE_SPACE],
      ['Uni\n', EDGE_SPACE],
      ['U', minLength(2)],
      ['a'.repeat(150), lessThan(150)],
    ])('refuses %j with %j', (value, message) => {
      expect(messagesOf(schema, value)).toEqual([message]);
    });
  });

  it('isValidInstitutionName: each separator singly, two different ones may follow each other', () => {
    expect(isValidInstitutionName('Arts & Sciences')).toBe(true);
    expect(isValidInstitutionName('St. Petersburg')).toBe(true);
    expect(isValidInstitutionName('A.-B')).toBe(true);
    expect(isValidInstitutionName('A--B')).toBe(false);
    expect(isValidInstitutionName('A  B')).toBe(false);
    expect(isValidInstitutionName('A&&B')).toBe(false);
    expect(isValidInstitutionName('')).toBe(false);
    expect(isValidInstitutionName('A')).toBe(true);
  });
});

describe('city', () => {
  const schema = citySchema();

  it.each([
    'Yerevan',
    'Saint-Petersburg',
    'New York',
    'Ростов-на-Дону',
    'Gyumri',
    'Vanadzor',
    'Երևան',
    'Ереван',
    'Αθήνα',
    'São Paulo',
    'Sa\u0303o Paulo',
    'Zürich',
    'Zu\u0308rich',
    'Kraków',
    'Łódź',
    'Rio de Janeiro',
    'Stratford-upon-Avon',
    'Winston-Salem',
    'Ho Chi Minh',
    'Île-de-France',
    'Ба',
    'a'.repeat(84),
  ])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });

  it.each<[unknown, string]>([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [1, REQUIRED],
    [' Yerevan', EDGE_SPACE],
    ['Yerevan ', EDGE_SPACE],
    ['Y', minLength(2)],
    ['a'.repeat(85), lessThan(85)],
    ['New  York', CITY_PATTERN],
    ['A-', CITY_PATTERN],
    ['-A', CITY_PATTERN],
    ['A - B', CITY_PATTERN],
    ['City1', CITY_PATTERN],
    ['1City', CITY_PATTERN],
    ['Saint--Petersburg', CITY_PATTERN],
    ['St. Louis', CITY_PATTERN],
    ["L'Aquila", CITY_PATTERN],
    ['Arts&Crafts', CITY_PATTERN],
    ['New_York', CITY_PATTERN],
    ['York!', CITY_PATTERN],
    ['Paris 🗼', CITY_PATTERN],
    ['<script>', CITY_PATTERN],
    ['Yerevan\u00a0City', CITY_PATTERN],
    ['Yerevan\tCity', CITY_PATTERN],
    ['\u0301Yerevan', CITY_PATTERN],
  ])('refuses %j with %j', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('cityPattern alone', () => {
    expect(cityPattern.test('Ростов-на-Дону')).toBe(true);
    expect(cityPattern.test('New  York')).toBe(false);
  });
});

describe('email', () => {
  const schema = emailSchema();
  /** A syntactically valid address of exactly `length` characters. */
  const emailOfLength = (length: number) => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    return `${'a'.repeat(length - 1 - domain.length)}@${domain}`;
  };

  it.each([
    'user@example.com',
    'USER@Example.COM',
    'first.last+tag@sub.example.am',
    'a_b-c@mail.co.uk',
    "o'brien@example.ie",
    'a@b.co',
    '123@example.com',
    emailOfLength(254),
  ])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });

  it.each<[unknown, string]>([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [123, REQUIRED],
    [' user@example.com', EDGE_SPACE],
    ['user@example.com ', EDGE_SPACE],
    ['user@example.com\n', EDGE_SPACE],
    [emailOfLength(255), lessThan(255)],
    ['plainaddress', EMAIL],
    ['a@b', EMAIL],
    ['a b@c.com', EMAIL],
    ['a@@b.com', EMAIL],
    ['@example.com', EMAIL],
    ['user@', EMAIL],
    ['user@.com', EMAIL],
    ['a..b@c.com', EMAIL],
    ['.a@b.com', EMAIL],
    ['user@exam_ple.com', EMAIL],
    ['user@localhost', EMAIL],
    ['<script>@x.com', EMAIL],
    ['user@example.com<script>', EMAIL],
    ['user@example.c', EMAIL],
  ])('refuses %j with %j', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('the length message carries 255: 254 characters is the most an address may have', () => {
    expect(messagesOf(schema, emailOfLength(300))).toEqual([
      'The length of this field must be less than 255 characters long.',
    ]);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['User@Example.COM', 'user@example.com'],
    [' user@example.com ', 'user@example.com'],
    ['ALL@CAPS.AM', 'all@caps.am'],
    ['already@lower.am', 'already@lower.am'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeEmail(value)).toBe(expected);
  });

  it('two spellings of one address compare equal', () => {
    expect(normalizeEmail('Aram@Mail.am')).toBe(normalizeEmail('aram@MAIL.AM'));
  });
});

describe('phone', () => {
  const schema = phoneSchema();

  const valid: [string, string][] = [
    ['+37491123456', '+37491123456'],
    ['+374 91 123456', '+37491123456'],
    ['+374-91-123-456', '+37491123456'],
    ['+1 202 555 0143', '+12025550143'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['+1 202-555-0143', '+12025550143'],
    ['+12025550143', '+12025550143'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+7 912 345-67-89', '+79123456789'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+49 30 123456', '+4930123456'],
  ];

  const invalid = [
    '37491123456',
    '091123456',
    '2025550143',
    '+374',
    '+1',
    '+999 123',
    '++37491123456',
    'abc',
    '+1 800 FLOWERS',
    '+37491123456abc',
    '+3749112345a6',
    '+37491123456 ext. 12',
    '+37491123456x1',
    '+37491123456 #12',
    '+1-202-555-0143 x 99',
    'tel:+37491123456',
    'Phone: +37491123456',
    '+1 555 555 5555',
    '+3749112345678901234',
    '<script>',
  ];

  it.each(valid)('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });

  it.each(valid)('normalizePhone(%j) is %j', (value, e164) => {
    expect(normalizePhone(value)).toBe(e164);
  });

  it.each(invalid)('refuses %j with the phone message', (value) => {
    expect(messagesOf(schema, value)).toEqual([PHONE]);
  });

  it.each(invalid)('normalizePhone(%j) is null', (value) => {
    expect(normalizePhone(value)).toBeNull();
  });

  it.each<[unknown, string]>([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [37491123456, REQUIRED],
    [' +37491123456', EDGE_SPACE],
    ['+37491123456 ', EDGE_SPACE],
  ])('refuses %j with %j', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});

describe('password', () => {
  const schema = passwordSchema();

  it.each([
    'Passw0rd!',
    'Aa1!aaaa',
    'Correct-Horse-Battery-1',
    'Ünïcödé1!',
    'Пароль1!',
    'Aa1 !aaaa',
    'zZ9_zzzz',
    `Aa1!${'x'.repeat(124)}`,
  ])('accepts %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
    expect(schema.parse(value)).toBe(value);
  });

  it.each<[unknown, string]>([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [12345678, REQUIRED],
    ['Aa1!aaa', minLength(8)],
    ['A', minLength(8)],
    [`Aa1!${'x'.repeat(125)}`, lessThan(129)],
    ['password1!', PASSWORD_UPPERCASE],
    ['aaaaaaaa', PASSWORD_UPPERCASE],
    ['PASSWORD1!', PASSWORD_LOWERCASE],
    ['Password!!', PASSWORD_NUMBER],
    ['Password12', PASSWORD_SPECIAL],
    ['Pass word1', PASSWORD_SPECIAL],
  ])('refuses %j with %j', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('refuses 129 characters instead of truncating them', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(long).toHaveLength(129);
    const result = schema.safeParse(long);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The length of this field must be less than 129 characters long.',
    ]);
  });

  it('keeps a 128-character password whole', () => {
    const exact = `Aa1!${'x'.repeat(124)}`;
    expect(exact).toHaveLength(128);
    expect(schema.parse(exact)).toBe(exact);
  });

  it('requiredPasswordSchema: only required and the length limit (login)', () => {
    const login = requiredPasswordSchema();
    expect(messagesOf(login, 'x')).toEqual([]);
    expect(messagesOf(login, 'password')).toEqual([]);
    expect(messagesOf(login, '')).toEqual([REQUIRED]);
    expect(messagesOf(login, undefined)).toEqual([REQUIRED]);
    expect(messagesOf(login, 'x'.repeat(128))).toEqual([]);
    expect(messagesOf(login, 'x'.repeat(129))).toEqual([lessThan(129)]);
  });
});

describe('passwordChecklist', () => {
  const ok = (value: string) => passwordChecklist(value).map((item) => [item.key, item.ok]);

  it.each<[string, boolean[]]>([
    ['', [false, false, false, false, false]],
    ['a', [false, false, true, false, false]],
    ['A', [false, true, false, false, false]],
    ['1', [false, false, false, true, false]],
    ['!', [false, false, false, false, true]],
    ['aaaaaaaa', [true, false, true, false, false]],
    ['Passw0rd', [true, true, true, true, false]],
    ['Passw0rd!', [true, true, true, true, true]],
    ['Aa1!', [false, true, true, true, true]],
  ])('%j', (value, expected) => {
    expect(ok(value)).toEqual([
      ['minLength', expected[0]],
      ['passwordUppercase', expected[1]],
      ['passwordLowercase', expected[2]],
      ['passwordNumber', expected[3]],
      ['passwordSpecial', expected[4]],
    ]);
  });
});

describe('GitHub repository links', () => {
  const schema = githubLinkSchema();

  const valid = [
    'https://github.com/owner/repo',
    'https://github.com/owner/repo/',
    'https://github.com/owner/repo/tree/main/src',
    'https://github.com/owner/repo/blob/main/README.md',
    'https://github.com/owner/repo.git',
    'https://github.com/my-org/my_repo.v2',
    'https://github.com/owner/repo?tab=readme',
    'https://github.com/owner/repo#readme',
  ];

  const invalid = [
    'http://github.com/o/r',
    'https://github.com.evil.io/o/r',
    'https://github.com@evil.io/o/r',
    'https://evil.io/github.com/o/r',
    'https://evil.io/?u=https://github.com/o/r',
    'javascript:alert(1)',
    'javascript://github.com/o/r',
    'data:text/html,<script>alert(1)</script>',
    'https://github.com/owner',
    'https://github.com/owner/',
    'https://github.com/',
    'https://github.com',
    'https://gist.github.com/o/r',
    'https://www.github.com/o/r',
    'https://raw.githubusercontent.com/o/r/main/x',
    'https://github.com:443/o/r',
    'https://github.com:8080/o/r',
    'https://user:pass@github.com/o/r',
    'https://user@github.com/o/r',
    'ftp://github.com/o/r',
    'github.com/o/r',
    '//github.com/o/r',
    'https://github.com./o/r',
    'https://github.com/own\ner/repo',
    'https://github.com/owner/re\tpo',
    'https://github.com\\@evil.io/o/r',
    'https://github.com/o\\r',
    'https://github.com/ow ner/repo',
    'https://github.com/%2e%2e/repo',
    'https://github.com/owner/<script>',
    'not a url',
  ];

  it.each(valid)('accepts %j', (value) => {
    expect(isGithubRepositoryLink(value)).toBe(true);
    expect(messagesOf(schema, value)).toEqual([]);
  });

  it.each(invalid)('refuses %j', (value) => {
    expect(isGithubRepositoryLink(value)).toBe(false);
    expect(messagesOf(schema, value)).toEqual([GITHUB_LINK]);
  });

  it.each<[unknown, string]>([
    ['', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [' https://github.com/owner/repo', EDGE_SPACE],
    ['https://github.com/owner/repo ', EDGE_SPACE],
    [`https://github.com/owner/${'r'.repeat(300)}`, lessThan(300)],
  ])('the schema refuses %j with %j', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('isGithubRepositoryLink refuses the empty string', () => {
    expect(isGithubRepositoryLink('')).toBe(false);
  });
});

describe('every length limit: the rule and its message name the same number', () => {
  /** A value of exactly `length` characters that passes every other rule of its field. */
  const ofLength = {
    letters: (length) => 'a'.repeat(length),
    email: (length) => {
      const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
      return `${'a'.repeat(length - 1 - domain.length)}@${domain}`;
    },
    password: (length) => `Aa1!${'x'.repeat(length - 4)}`,
    githubLink: (length) => {
      const prefix = 'https://github.com/owner/';
      return `${prefix}${'r'.repeat(length - prefix.length)}`;
    },
  } satisfies Record<string, (length: number) => string>;

  it.each<[string, z.ZodType, number, (length: number) => string]>([
    ['full name', fullNameSchema(), 100, ofLength.letters],
    ['university', universitySchema(), 150, ofLength.letters],
    ['faculty', facultySchema(), 150, ofLength.letters],
    ['city', citySchema(), 85, ofLength.letters],
    ['e-mail', emailSchema(), 255, ofLength.email],
    ['password', passwordSchema(), 129, ofLength.password],
    ['login password', requiredPasswordSchema(), 129, ofLength.letters],
    ['GitHub link', githubLinkSchema(), 300, ofLength.githubLink],
  ])('%s: %i - 1 characters pass, %i say "less than %i"', (_field, schema, limit, build) => {
    expect(build(limit - 1)).toHaveLength(limit - 1);
    expect(build(limit)).toHaveLength(limit);
    expect(messagesOf(schema, build(limit - 1))).toEqual([]);
    expect(messagesOf(schema, build(limit))).toEqual([lessThan(limit)]);
  });

  it('the limits are the numbers users read', () => {
    expect(
      Object.fromEntries(
        Object.entries(fieldLimits).map(([field, limit]) => [field, limit.lessThan]),
      ),
    ).toEqual({
      fullName: 100,
      email: 255,
      university: 150,
      faculty: 150,
      city: 85,
      password: 129,
      githubLink: 300,
      cardholderName: 100,
    });
  });
});

describe('a custom MessageFormatter is used by every schema', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['fullName required', fullNameSchema(fakeTranslator), '', 't:required'],
    ['fullName missing', fullNameSchema(fakeTranslator), undefined, 't:required'],
    ['fullName edge space', fullNameSchema(fakeTranslator), ' Anna', 't:noEdgeSpace'],
    ['fullName min', fullNameSchema(fakeTranslator), 'A', 't:minLength{"minLength":2}'],
    [
      'fullName max',
      fullNameSchema(fakeTranslator),
      'a'.repeat(100),
      't:maxLength{"lessThan":100}',
    ],
    ['fullName pattern', fullNameSchema(fakeTranslator), 'A1b', 't:fullNamePattern'],
    ['university pattern', universitySchema(fakeTranslator), 'A--B', 't:institutionPattern'],
    ['faculty max', facultySchema(fakeTranslator), 'a'.repeat(150), 't:maxLength{"lessThan":150}'],
    ['city pattern', citySchema(fakeTranslator), 'City1', 't:cityPattern'],
    ['email', emailSchema(fakeTranslator), 'nope', 't:email'],
    ['phone', phoneSchema(fakeTranslator), '+374', 't:phone'],
    ['password min', passwordSchema(fakeTranslator), 'Aa1!', 't:minLength{"minLength":8}'],
    ['password upper', passwordSchema(fakeTranslator), 'password1!', 't:passwordUppercase'],
    ['login password', requiredPasswordSchema(fakeTranslator), '', 't:required'],
    ['github', githubLinkSchema(fakeTranslator), 'http://github.com/o/r', 't:githubLink'],
  ])('%s', (_label, schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});
