import { type Column, type SQL, sql } from 'drizzle-orm';

/*
 * Searching staff lists by phone (ARCHITECTURE.md, "Searching by phone"). Numbers are stored
 * in E.164 (`+37491234567`); staff type them as they see them: with spaces or dashes, in the
 * international form, or in the local one of the academy's country, Armenia, where the
 * trunk prefix 0 stands for the country code (`091 234567` is `+374 91 234567`).
 */

/** The calling code a local number's leading 0 stands for. */
export const LOCAL_COUNTRY_CODE = '374';

/** Fewer digits than this would match nearly every number: the search is not a phone's. */
const MIN_PHONE_SEARCH_DIGITS = 3;

/** Characters a typed phone number may hold besides digits. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The digits a search looks for inside stored numbers (their `+` left out), or null when the
 * search is no phone number (it has letters, or too few digits):
 *   `+374 91 234567`, `00374 91 234567`  ->  `37491234567`
 *   `091 234567`, `(091) 23-45-67`       ->  `37491234567` (local: the 0 is the country code)
 *   `91 234567`, `2345`                  ->  `91234567`, `2345` (a part of a number)
 */
export function phoneSearchDigits(search: string): string | null {
  const text = search.trim();
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_SEARCH_DIGITS) return null;
  if (text.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return LOCAL_COUNTRY_CODE + digits.slice(1);
  return digits;
}

/**
 * The condition "this E.164 column holds the search's digits", or undefined when the search
 * is no phone number (the list then matches it against names and addresses only).
 */
export function phoneMatches(column: Column, search: string): SQL | undefined {
  const digits = phoneSearchDigits(search);
  if (digits === null) return undefined;
  return sql`replace(coalesce(${column}, ''), '+', '') like ${`%${digits}%`}`;
}
