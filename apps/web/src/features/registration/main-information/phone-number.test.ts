import { describe, expect, it } from 'vitest';
import { formatTypedPhone, phoneEntryOf, phoneValueOf } from './phone-number';

describe('the phone field’s value', () => {
  it('is E.164 for a valid national number of the chosen country', () => {
    expect(phoneValueOf({ country: 'AM', text: '091 123456' })).toBe('+37491123456');
    expect(phoneValueOf({ country: 'AM', text: '77123456' })).toBe('+37477123456');
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
    expect(phoneEntryOf('+374 91 12', 'AM')).toEqual({ country: 'AM', text: '91 12' });
  });

  it('is formatted while typed, and left alone while deleted', () => {
    expect(formatTypedPhone({ country: 'AM', text: '091123456' }, '09112345')).toEqual({
      country: 'AM',
      text: '091 123456',
    });
    expect(formatTypedPhone({ country: 'AM', text: '091 12345' }, '091 123456')).toEqual({
      country: 'AM',
      text: '091 12345',
    });
  });
});
