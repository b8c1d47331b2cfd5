import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  DEFAULT_LANGUAGE,
  ERROR_TOAST_MS,
  EXAM_AVAILABLE_MAX_DAYS,
  EXAM_BOOKING_LEAD_HOURS,
  FREE_TRIAL_DAYS,
  MAP_LOCATION,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_LIFETIME_HOURS,
  RETRY_AFTER_429_MS,
  SUPPORT_HOURS,
  SUPPORTED_LANGUAGES,
  VERIFICATION_LINK_LIFETIME_HOURS,
} from './constants.js';

describe('business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['retry delay after 429', RETRY_AFTER_429_MS, 1000],
    ['error toast', ERROR_TOAST_MS, 5000],
    ['password minimum', PASSWORD_MIN_LENGTH, 8],
    ['password maximum', PASSWORD_MAX_LENGTH, 128],
    ['free trial days', FREE_TRIAL_DAYS, 7],
    ['default language', DEFAULT_LANGUAGE, 'en'],
    ['support hours', SUPPORT_HOURS, 'Mon-Fri 10:30am to 6:30pm'],
    ['API base path', API_BASE_PATH, '/v1'],
    ['exam booking lead time (hours)', EXAM_BOOKING_LEAD_HOURS, 12],
    ['longest available-slots range (days)', EXAM_AVAILABLE_MAX_DAYS, 62],
    ['verification link lifetime (hours, at most 24)', VERIFICATION_LINK_LIFETIME_HOURS, 24],
    ['reset link lifetime (hours, at most 1)', RESET_LINK_LIFETIME_HOURS, 1],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the default language is supported', () => {
    expect(SUPPORTED_LANGUAGES).toContain(DEFAULT_LANGUAGE);
  });

  it('the map location is about 43.85, 40.79', () => {
    expect(MAP_LOCATION.latitude).toBeCloseTo(43.85, 2);
    expect(MAP_LOCATION.longitude).toBeCloseTo(40.79, 2);
  });
});
