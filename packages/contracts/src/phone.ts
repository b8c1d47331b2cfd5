import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import { englishMessages, hasEdgeSpace, type MessageFormatter } from './validation.js';

/*
 * Phone rules live apart from the other field rules so that screens without a phone field
 * (login, password pages) never download libphonenumber-js's metadata.
 */

/**
 * Normalises a phone number to E.164 (`+37491123456`), or null when it is not valid.
 * A number with an extension (`x12`, `ext. 12`, `#12`) is refused: E.164 would silently drop it.
 */
export function normalizePhone(value: string): string | null {
  if (!isValidPhoneNumber(value)) return null;
  try {
    const phone = parsePhoneNumberWithError(value);
    return phone.ext ? null : phone.number;
  } catch {
    return null;
  }
}

/** A phone number in international form, checked with libphonenumber-js. */
export const phoneSchema = (m: MessageFormatter = englishMessages) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(m('required'));
    if (hasEdgeSpace(value)) return fail(m('noEdgeSpace'));
    if (normalizePhone(value) === null) return fail(m('phone'));
  });
