/** Business constants and the limits the product relies on. */
export const RETRY_AFTER_429_MS = 1000;
/** How many times the client repeats a call answered 429 before it gives up and toasts. */
export const MAX_429_RETRIES = 3;
export const ERROR_TOAST_MS = 5000;
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
export const FREE_TRIAL_DAYS = 7;
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const SUPPORT_HOURS = 'Mon-Fri 10:30am to 6:30pm';
export const MAP_LOCATION = { latitude: 43.85, longitude: 40.79 } as const;
/** The one local-storage key that keeps the sign-up progress. */
export const SIGN_UP_STORAGE_KEY = 'academy.sign-up';
/** Storage keys of the session tokens (local storage with remember, session storage without). */
export const ACCESS_TOKEN_KEY = 'academy.accessToken';
export const REFRESH_TOKEN_KEY = 'academy.refreshToken';
/** Local-storage key of the interface language the visitor chose. */
export const LANGUAGE_STORAGE_KEY = 'academy.language';
/** The base path every API call sits under. */
export const API_BASE_PATH = '/v1';
export const DEFAULT_TIME_ZONE = 'Asia/Yerevan';
/**
 * An exam slot can be booked until this many hours before it starts: the academy needs the
 * time to prepare the sitting. Earlier slots are neither offered nor accepted.
 */
export const EXAM_BOOKING_LEAD_HOURS = 12;
/** The longest range (calendar days, both ends included) week-days/available answers for. */
export const EXAM_AVAILABLE_MAX_DAYS = 62;
/**
 * How long mailed single-use links work, in hours: the server issues them with these
 * lifetimes, and the texts that promise a lifetime (mails, screens) state these.
 */
export const VERIFICATION_LINK_LIFETIME_HOURS = 24;
export const RESET_LINK_LIFETIME_HOURS = 1;

/** A test allows a first attempt and one paid retake, never a third attempt. */
export const TASK_MAX_ATTEMPTS = 2;
/**
 * The longest written answer (a test's free-text question, a mini project's text question),
 * in characters: a longer one is refused, never cut.
 */
export const WRITTEN_ANSWER_MAX_LENGTH = 10_000;
