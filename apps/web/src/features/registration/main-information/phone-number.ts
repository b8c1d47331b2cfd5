import { hasEdgeSpace } from '@academy/contracts';
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/mobile/examples';
import { nameMatch } from './country-search';

/** What the phone field shows: the dialling country and the number as the applicant typed it. */
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
 * The main country of a calling code (United Kingdom for +44, United States for +1, Russia
 * for +7): libphonenumber's metadata lists it first among the countries sharing the code.
 */
export function mainCountryOf(callingCode: string): CountryCode | null {
  return metadata.country_calling_codes[callingCode]?.[0] ?? null;
}

/**
 * The dialling country of a number typed in international form: the one the number itself
 * identifies (+44 7911… is Guernsey, +7 7… Kazakhstan), else the country already chosen when
 * it has the number's calling code, else that calling code's main country. Null while no
 * calling code can be read (a national number, or only `+`).
 */
export function countryOfInternational(text: string, chosen: CountryCode): CountryCode | null {
  if (!international(text)) return null;
  const formatter = new AsYouType();
  formatter.input(text);
  const identified = formatter.getCountry();
  if (identified) return identified;
  const callingCode = formatter.getCallingCode();
  if (!callingCode) return null;
  if (getCountryCallingCode(chosen) === callingCode) return chosen;
  return mainCountryOf(callingCode);
}

/**
 * The field after the applicant typed `text`: the text exactly as typed (spaces, dashes and
 * brackets stay where they were put), and the country an international number calls for.
 */
export function typedPhone(entry: PhoneEntry, text: string): PhoneEntry {
  return { country: countryOfInternational(text, entry.country) ?? entry.country, text };
}

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

/** What the field shows for a stored value (a refresh, a step revisited). */
export function phoneEntryOf(value: string, fallback: CountryCode): PhoneEntry {
  const parsed = parsePhoneNumberFromString(value);
  if (parsed?.country && parsed.isValid()) {
    return { country: parsed.country, text: parsed.formatNational() };
  }
  const prefix = `+${getCountryCallingCode(fallback)} `;
  if (value.startsWith(prefix)) return { country: fallback, text: value.slice(prefix.length) };
  return typedPhone({ country: fallback, text: '' }, value);
}

/** A number of the country as its people write it (`077 123456`), for the placeholder. */
export function examplePhoneNumber(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatNational() ?? '';
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

/**
 * How well a dialling country answers a search (0 best, null: not at all). Digits, with or
 * without `+`, search calling codes: the code's main country first, then the others sharing
 * it, then longer codes starting with them. Anything else searches the country's name (see
 * nameMatch) and its two-letter code.
 */
export function diallingCountryMatch(
  country: DiallingCountry,
  query: string,
  language: string,
): number | null {
  const digits = query.trim().replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    if (country.callingCode === digits) return mainCountryOf(digits) === country.code ? 0 : 1;
    return country.callingCode.startsWith(digits) ? 2 : null;
  }
  if (country.code.toLowerCase() === query.trim().toLowerCase()) return 0;
  return nameMatch(country.name, query, language);
}
