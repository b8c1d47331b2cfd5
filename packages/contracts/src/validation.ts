import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';

/**
 * Validation messages. The English texts are the specification's, word for word;
 * other languages translate the same keys (web bundle `validation`). `{{name}}` placeholders
 * are filled from the rule's parameters.
 */
export const validationMessages = {
  required: 'This field is required',
  email: 'Email is not a valid email!',
  phone: 'Enter your valid Phone Number!',
  noEdgeSpace: 'This field cannot start or end with a space.',
  maxLength: 'The length of this field must be less than {{lessThan}} characters long.',
  minLength: 'The length of this field must be at least {{minLength}} characters long.',
  agreement: 'Should accept agreement',
  passwordMismatch: 'The new password that you entered do not match!',
  fileType: 'Invalid file type.',
  fileTooLarge: 'The file is too large: the limit is {{maxMegabytes}} MB.',
  noFreeTime: 'No free time',
  fullNamePattern:
    'Use letters only, separated by a single hyphen, dot, apostrophe or space, starting and ending with a letter.',
  institutionPattern:
    'Use letters only, separated by a hyphen, period, ampersand, apostrophe or space, starting and ending with a letter.',
  cityPattern:
    'Use letters only, separated by a single hyphen or space, starting and ending with a letter.',
  passwordUppercase: 'The password must contain at least one uppercase letter.',
  passwordLowercase: 'The password must contain at least one lowercase letter.',
  passwordNumber: 'The password must contain at least one number.',
  passwordSpecial: 'The password must contain at least one special character.',
  githubLink: 'Enter a link to a GitHub repository (https://github.com/owner/repository).',
  wholeNumberRange: 'Enter a whole number from {{min}} to {{max}}.',
  tooManyItems: 'At most {{max}} are allowed.',
  attachmentUnavailable:
    'A file could not be sent: upload it again (only files you uploaded here, each sent once).',
  duplicateItems: 'Each item may be named only once.',
  videoUrl: 'Enter the https address of a YouTube or Vimeo video.',
  choiceNeedsOptions: 'A choice question needs at least two answers.',
  singleChoiceCorrect: 'Mark exactly one answer as correct.',
  multipleChoiceCorrect: 'Mark at least one answer as correct.',
  freeTextHasNoOptions: 'A free-text question has no answer options.',
  publishNeedsQuestion: 'A test needs at least one question to be published.',
  invalidOption: 'Choose one of the options',
  cardNumber: 'Enter a valid card number.',
  cardExpiry: 'Enter the expiry date as MM/YY.',
  cardExpired: 'This card has expired.',
  cardCvc: 'Enter the 3 or 4 digits of the security code.',
  priceRange: 'Enter a price from 0 to {{max}}, with at most {{digits}} decimal places.',
  promotionCode:
    'Use 3 to 32 letters (A–Z), digits, hyphens or underscores, starting with a letter or digit.',
  percentRange: 'Enter a whole percent from 1 to 100.',
  validUntilAfterFrom: 'The end of validity must come after its start.',
  examTime: 'Enter a time as HH:mm, for example 09:30.',
  examTimeRepeated: 'This time is already on this day.',
  examDayNeedsTime: 'Add a time, or switch the day off.',
  examCapacityBelowBooked:
    '{{booked}} seats are already booked in a coming sitting at this time: enter at least {{booked}}.',
  totpCode: 'Enter the 6 digits your authenticator app shows.',
  secondFactorCode:
    'Enter the 6 digits your authenticator app shows, or a recovery code (xxxx-xxxx-xxxx-xxxx).',
  codeFunctionName:
    'Enter the name of a function: letters, digits and underscores, not starting with a digit.',
  codeNeedsExample: 'An exercise needs at least one visible example.',
  codeSqlOnly: 'Only an SQL exercise has tables.',
  codeTestKind: 'This kind of test does not fit a {{language}} exercise.',
  codeRowWidth: 'Each row needs exactly {{columns}} values, one per column.',
  codeQuestionNeedsExercise: 'A code question needs its exercise.',
  codeExerciseOnlyForCode: 'Only a code question has an exercise.',
  codeHasNoOptions: 'A code question has no answer options.',
  codeReferenceFails:
    'The reference solution passes {{passed}} of {{total}} tests: it must pass every test before the question can be saved.',
  /** Text PostgreSQL cannot store: refused by the API anywhere in a request. */
  unstorableText: 'This field cannot contain the character U+0000 or half of a surrogate pair.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
export type MessageParams = Record<string, string | number>;
/** Turns a message key (and its parameters) into the text a user reads. */
export type MessageFormatter = (key: ValidationMessageKey, params?: MessageParams) => string;

/** Fills `{{name}}` placeholders; unknown placeholders stay as they are. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The default formatter: the specification's English texts. */
export const englishMessages: MessageFormatter = (key, params) =>
  interpolate(validationMessages[key], params);

/**
 * Length limits of the form fields: `min` is the least length allowed, `lessThan` the length
 * a value must stay below. `lessThan` is the number the length message shows ("must be less
 * than 100 characters long"), so the rule and its message say the same thing: 99 characters
 * pass, 100 fail. An e-mail address has at most 254 characters (RFC 5321), a password at
 * most PASSWORD_MAX_LENGTH.
 */
export const fieldLimits = {
  fullName: { min: 2, lessThan: 100 },
  email: { lessThan: 255 },
  university: { min: 2, lessThan: 150 },
  faculty: { min: 2, lessThan: 150 },
  city: { min: 2, lessThan: 85 },
  password: { min: PASSWORD_MIN_LENGTH, lessThan: PASSWORD_MAX_LENGTH + 1 },
  githubLink: { lessThan: 300 },
  cardholderName: { min: 2, lessThan: 100 },
} as const;

/** The length message when `value` reaches `lessThan`, else null. */
function tooLong(value: string, lessThan: number, m: MessageFormatter): string | null {
  return value.length >= lessThan ? m('maxLength', { lessThan }) : null;
}

/*
 * "Letter" is any Unicode letter, optionally followed by combining marks, so Armenian,
 * Cyrillic, Greek and accented Latin names pass.
 */
const L = String.raw`\p{L}\p{M}*`;

/** Full name: letters; single hyphen, dot, apostrophe or space between them, never two in a row. */
export const fullNamePattern = new RegExp(`^(?:${L})+(?:[-.'’ ](?:${L})+)*$`, 'u');
/** City: letters; single hyphen or space between them, never two in a row. */
export const cityPattern = new RegExp(`^(?:${L})+(?:[- ](?:${L})+)*$`, 'u');

const institutionSeparators = new Set(['-', '.', '&', "'", '’', ' ']);
/** The typographic apostrophe is the same separator as the ASCII one (`A'’B` is a doubled apostrophe). */
const separatorKind = (ch: string) => (ch === '’' ? "'" : ch);
/**
 * University and faculty: letters; separators hyphen, period, ampersand, apostrophe or space.
 * Each separator appears singly (no `--`, `  `, `&&`), but two different ones may follow each
 * other, so "Arts & Sciences" and "St. Petersburg" pass. Checked character by character,
 * which reads more clearly than one regular expression.
 */
export function isValidInstitutionName(value: string): boolean {
  const chars = [...value.normalize('NFC')];
  if (chars.length === 0) return false;
  const first = chars[0] ?? '';
  const last = chars[chars.length - 1] ?? '';
  if (!/\p{L}/u.test(first) || !/[\p{L}\p{M}]/u.test(last)) return false;
  let previous = '';
  for (const ch of chars) {
    if (institutionSeparators.has(ch)) {
      if (separatorKind(ch) === separatorKind(previous)) return false;
    } else if (/\p{M}/u.test(ch)) {
      // A combining mark belongs to the letter before it, never to a separator.
      if (institutionSeparators.has(previous)) return false;
    } else if (!/\p{L}/u.test(ch)) {
      return false;
    }
    previous = ch;
  }
  return true;
}

export const passwordChecks = [
  { key: 'passwordUppercase', test: (v: string) => /\p{Lu}/u.test(v) },
  { key: 'passwordLowercase', test: (v: string) => /\p{Ll}/u.test(v) },
  { key: 'passwordNumber', test: (v: string) => /\p{Nd}/u.test(v) },
  { key: 'passwordSpecial', test: (v: string) => /[^\p{L}\p{Nd}\s]/u.test(v) },
] as const satisfies readonly { key: ValidationMessageKey; test: (v: string) => boolean }[];

/** E-mail addresses compare case-insensitively; this is the stored, compared form. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** True when the value starts or ends with white space. */
export const hasEdgeSpace = (v: string) => v !== v.trim();

interface TextRule {
  min?: number;
  lessThan: number;
  pattern?: (value: string) => boolean;
  patternKey?: ValidationMessageKey;
}

/** A trimmed text; `lessThan` characters or more is refused, as the length message says. */
export const trimmedText = (lessThan: number, m: MessageFormatter = englishMessages) =>
  z
    .string({ error: m('required') })
    .trim()
    .max(lessThan - 1, { error: m('maxLength', { lessThan }) });

/**
 * A required text field: required → no edge spaces → length → pattern, each with its own
 * message, the first failing one reported.
 */
export function requiredText(rule: TextRule, m: MessageFormatter = englishMessages) {
  return z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(m('required'));
    if (hasEdgeSpace(value)) return fail(m('noEdgeSpace'));
    if (rule.min !== undefined && value.length < rule.min)
      return fail(m('minLength', { minLength: rule.min }));
    const long = tooLong(value, rule.lessThan, m);
    if (long) return fail(long);
    if (rule.pattern && !rule.pattern(value)) return fail(m(rule.patternKey ?? 'required'));
  });
}

export const fullNameSchema = (m: MessageFormatter = englishMessages) =>
  requiredText(
    {
      ...fieldLimits.fullName,
      pattern: (v) => fullNamePattern.test(v.normalize('NFC')),
      patternKey: 'fullNamePattern',
    },
    m,
  );

export const institutionSchema = (
  limits: { min: number; lessThan: number },
  m: MessageFormatter = englishMessages,
) =>
  requiredText({ ...limits, pattern: isValidInstitutionName, patternKey: 'institutionPattern' }, m);

export const universitySchema = (m: MessageFormatter = englishMessages) =>
  institutionSchema(fieldLimits.university, m);
export const facultySchema = (m: MessageFormatter = englishMessages) =>
  institutionSchema(fieldLimits.faculty, m);

export const citySchema = (m: MessageFormatter = englishMessages) =>
  requiredText(
    {
      ...fieldLimits.city,
      pattern: (v) => cityPattern.test(v.normalize('NFC')),
      patternKey: 'cityPattern',
    },
    m,
  );

export const emailSchema = (m: MessageFormatter = englishMessages) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(m('required'));
    if (hasEdgeSpace(value)) return fail(m('noEdgeSpace'));
    const long = tooLong(value, fieldLimits.email.lessThan, m);
    if (long) return fail(long);
    if (!z.email().safeParse(value).success) return fail(m('email'));
  });

/** Password policy: 8–128 characters, an uppercase and a lowercase letter, a number, a special character. */
export const passwordSchema = (m: MessageFormatter = englishMessages) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(m('required'));
    if (value.length < fieldLimits.password.min)
      return fail(m('minLength', { minLength: fieldLimits.password.min }));
    const long = tooLong(value, fieldLimits.password.lessThan, m);
    if (long) return fail(long);
    for (const check of passwordChecks) if (!check.test(value)) return fail(m(check.key));
  });

/** The password checklist shown live under a new-password field. */
export function passwordChecklist(value: string) {
  return [
    { key: 'minLength' as const, ok: value.length >= fieldLimits.password.min },
    ...passwordChecks.map((check) => ({ key: check.key, ok: check.test(value) })),
  ];
}

/** A login password is only required (the policy applies when one is chosen). */
export const requiredPasswordSchema = (m: MessageFormatter = englishMessages) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(m('required'));
    const long = tooLong(value, fieldLimits.password.lessThan, m);
    if (long) return fail(long);
  });

/**
 * GitHub repository links: only `https://github.com/<owner>/<repo>`, optionally with a path
 * below it. Look-alike hosts, credentials, other schemes and ports are refused.
 */
export function isGithubRepositoryLink(value: string): boolean {
  // The URL parser silently drops tabs and newlines and reads `\` as `/`: refuse them outright.
  if (/[\s\p{Cc}\\]/u.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'github.com') return false;
  if (url.username || url.password || url.port) return false;
  if (!value.startsWith('https://github.com/')) return false;
  const [owner, repo] = url.pathname.split('/').filter(Boolean);
  const segment = /^[A-Za-z0-9_.-]+$/;
  return Boolean(owner && repo && segment.test(owner) && segment.test(repo));
}

export const githubLinkSchema = (m: MessageFormatter = englishMessages) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(m('required'));
    if (hasEdgeSpace(value)) return fail(m('noEdgeSpace'));
    const long = tooLong(value, fieldLimits.githubLink.lessThan, m);
    if (long) return fail(long);
    if (!isGithubRepositoryLink(value)) return fail(m('githubLink'));
  });
