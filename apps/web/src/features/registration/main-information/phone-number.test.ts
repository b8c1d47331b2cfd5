import { describe, expect, it } from 'vitest';
import { rankMatches } from './country-search';
import {
  countryOfInternational,
  type DiallingCountry,
  diallingCountries,
  diallingCountryMatch,
  examplePhoneNumber,
  mainCountryOf,
  phoneEntryOf,
  phoneValueOf,
  typedPhone,
} from './phone-number';
import {
  DEFAULT_CALLING_CODE,
  DEFAULT_EXAMPLE_NUMBER,
  DEFAULT_PHONE_COUNTRY,
} from './phone-support';

describe('what the phone field shows before libphonenumber-js has loaded', () => {
  it('is what libphonenumber-js says of the default country', () => {
    expect(
      diallingCountries('en').find((country) => country.code === DEFAULT_PHONE_COUNTRY)
        ?.callingCode,
    ).toBe(DEFAULT_CALLING_CODE);
    expect(examplePhoneNumber(DEFAULT_PHONE_COUNTRY)).toBe(DEFAULT_EXAMPLE_NUMBER);
  });
});

describe('the phone field’s value', () => {
  it('is E.164 for a valid national number of the chosen country', () => {
    expect(phoneValueOf({ country: 'AM', text: '091 123456' })).toBe('+37491123456');
    expect(phoneValueOf({ country: 'AM', text: '77123456' })).toBe('+37477123456');
    expect(phoneValueOf({ country: 'AM', text: '91 12 34 56' })).toBe('+37491123456');
  });

  it('follows a number typed in international form whatever the country', () => {
    expect(phoneValueOf({ country: 'AM', text: '+7 912 345 67 89' })).toBe('+79123456789');
  });

  it('keeps an invalid number with its prefix, and edge spaces as typed', () => {
    expect(phoneValueOf({ country: 'AM', text: '91 12' })).toBe('+374 91 12');
    expect(phoneValueOf({ country: 'AM', text: ' 91123456' })).toBe(' 91123456');
    expect(phoneValueOf({ country: 'AM', text: '' })).toBe('');
  });

  it('is shown again as a national number of its country', () => {
    expect(phoneEntryOf('+37491123456', 'RU')).toEqual({ country: 'AM', text: '091 123456' });
    expect(phoneEntryOf('+442079460958', 'AM')).toEqual({ country: 'GB', text: '020 7946 0958' });
    expect(phoneEntryOf('+374 91 12', 'AM')).toEqual({ country: 'AM', text: '91 12' });
    expect(phoneEntryOf('+44 20', 'AM')).toEqual({ country: 'GB', text: '+44 20' });
  });
});

describe('typing a number', () => {
  it('keeps every character where it was typed, spaces included', () => {
    let entry = { country: 'AM' as const, text: '' };
    const typed: string[] = [];
    for (const character of '91 12 34 56') {
      entry = { ...typedPhone(entry, entry.text + character), country: 'AM' };
      typed.push(entry.text);
    }
    expect(typed).toEqual([
      '9',
      '91',
      '91 ',
      '91 1',
      '91 12',
      '91 12 ',
      '91 12 3',
      '91 12 34',
      '91 12 34 ',
      '91 12 34 5',
      '91 12 34 56',
    ]);
    expect(typedPhone({ country: 'GB', text: '' }, '(020) 7946-0958').text).toBe('(020) 7946-0958');
  });

  it('chooses the calling code’s main country as soon as the code is typed', () => {
    expect(typedPhone({ country: 'AM', text: '+4' }, '+44').country).toBe('GB');
    expect(typedPhone({ country: 'AM', text: '' }, '+44 20 7946 0958').country).toBe('GB');
    expect(typedPhone({ country: 'AM', text: '' }, '+44 7400 123456').country).toBe('GB');
    expect(typedPhone({ country: 'AM', text: '' }, '+1').country).toBe('US');
    expect(typedPhone({ country: 'AM', text: '' }, '+7').country).toBe('RU');
  });

  it('chooses another country of the code when the number itself is one of its', () => {
    expect(typedPhone({ country: 'AM', text: '' }, '+7 7').country).toBe('KZ');
    expect(typedPhone({ country: 'AM', text: '' }, '+44 7911 123456').country).toBe('GG');
    expect(typedPhone({ country: 'AM', text: '' }, '+1 416 555 0100').country).toBe('CA');
  });

  it('keeps a chosen country that has the calling code typed', () => {
    expect(typedPhone({ country: 'JE', text: '' }, '+44').country).toBe('JE');
    expect(typedPhone({ country: 'CA', text: '' }, '+1 ').country).toBe('CA');
  });

  it('leaves the country alone for a national number or a lone +', () => {
    expect(typedPhone({ country: 'FR', text: '' }, '06 12').country).toBe('FR');
    expect(typedPhone({ country: 'FR', text: '' }, '+').country).toBe('FR');
    expect(countryOfInternational('0612', 'FR')).toBeNull();
  });

  it('knows each shared calling code’s main country', () => {
    expect(mainCountryOf('44')).toBe('GB');
    expect(mainCountryOf('1')).toBe('US');
    expect(mainCountryOf('7')).toBe('RU');
    expect(mainCountryOf('374')).toBe('AM');
    expect(mainCountryOf('999')).toBeNull();
  });
});

describe('the placeholder', () => {
  it('is an example number of the chosen country, written as its people write it', () => {
    expect(examplePhoneNumber('AM')).toBe('077 123456');
    expect(examplePhoneNumber('GB')).toBe('07400 123456');
    expect(examplePhoneNumber('US')).toBe('(201) 555-0123');
  });
});

describe('searching the dialling countries', () => {
  const countries = diallingCountries('en');
  const search = (query: string, language = 'en', list: DiallingCountry[] = countries) =>
    rankMatches(list, (country) => diallingCountryMatch(country, query, language)).map(
      (country) => country.code,
    );

  it('puts the country named so first, then names starting so, then words, then the rest', () => {
    const india = search('India');
    expect(india[0]).toBe('IN');
    expect(india).toContain('IO');
    expect(india.indexOf('IN')).toBeLessThan(india.indexOf('IO'));
    expect(search('guinea').slice(0, 1)).toEqual(['GN']);
    expect(search('guinea').indexOf('GW')).toBeLessThan(search('guinea').indexOf('PG'));
  });

  it('ignores case and accents', () => {
    expect(search('aland')[0]).toBe('AX');
    expect(search('CURACAO')).toEqual(['CW']);
  });

  it('finds calling codes, the main country first', () => {
    expect(search('+44')).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(search('44')).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(search('+1')[0]).toBe('US');
    expect(search('+7')).toEqual(['RU', 'KZ']);
    expect(search('+37')).toEqual(expect.arrayContaining(['AM', 'LT', 'BY']));
  });

  it('finds a two-letter code, and names in the interface language', () => {
    expect(search('gb')[0]).toBe('GB');
    expect(search('Индия', 'ru', diallingCountries('ru'))[0]).toBe('IN');
  });
});
