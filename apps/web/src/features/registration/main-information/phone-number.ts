import { hasEdgeSpace } from '@academy/contracts';
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/** Where most applicants live; the phone field starts there until a country is chosen. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AM';

/** What the phone field shows: the dialling country and the number as typed (formatted). */
export interface PhoneEntry {
  country: CountryCode;
  text: string;
}

export function asPhoneCountry(code: string | null | undefined): CountryCode | null {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : null;
}

const international = (text: string) => text.startsWith('+');

/**
 * The form's value for what the field shows: E.164 (`+37491123456`) when it is a valid
 * number, otherwise the text with its country's prefix, so the shared phone rule reports it.
 */
export function phoneValueOf({ country, text }: PhoneEntry): string {
  if (text === '' || hasEdgeSpace(text)) return text;
  const formatter = new AsYouType(international(text) ? undefined : country);
  formatter.input(text);
  const number = formatter.getNumber();
  if (number?.isValid()) return number.number;
  return international(text) ? text : `+${getCountryCallingCode(country)} ${text}`;
}

/** Formats the number while it is typed; deleting leaves the text alone so the caret can move back. */
export function formatTypedPhone(entry: PhoneEntry, previousText: string): PhoneEntry {
  const { text } = entry;
  if (text.length <= previousText.length || hasEdgeSpace(text)) return entry;
  const formatter = new AsYouType(international(text) ? undefined : entry.country);
  const formatted = formatter.input(text);
  return { country: formatter.getCountry() ?? entry.country, text: formatted || text };
}

/** What the field shows for a stored value (a refresh, a step revisited). */
export function phoneEntryOf(value: string, fallback: CountryCode): PhoneEntry {
  const parsed = parsePhoneNumberFromString(value);
  if (parsed?.country && parsed.isValid()) {
    return { country: parsed.country, text: parsed.formatNational() };
  }
  const prefix = `+${getCountryCallingCode(fallback)} `;
  return { country: fallback, text: value.startsWith(prefix) ? value.slice(prefix.length) : value };
}

export interface DiallingCountry {
  code: CountryCode;
  callingCode: string;
  name: string;
}

/** Every country libphonenumber-js knows, named in the interface language, A to Z. */
export function diallingCountries(language: string): DiallingCountry[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((code) => ({
      code,
      callingCode: getCountryCallingCode(code),
      name: names.of(code) ?? code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
