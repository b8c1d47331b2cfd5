import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './phone-search.js';

describe('phoneSearchDigits', () => {
  it('reads the international form, with or without separators', () => {
    expect(phoneSearchDigits('+374 91 234567')).toBe('37491234567');
    expect(phoneSearchDigits('+37491234567')).toBe('37491234567');
    expect(phoneSearchDigits('00374 91-23-45-67')).toBe('37491234567');
  });

  it("reads the local form: the leading 0 is Armenia's country code", () => {
    expect(phoneSearchDigits('091234567')).toBe('37491234567');
    expect(phoneSearchDigits('(091) 23-45-67')).toBe('37491234567');
    expect(phoneSearchDigits(' 091 234 ')).toBe('37491234');
  });

  it('keeps a part of a number as it is', () => {
    expect(phoneSearchDigits('91 234567')).toBe('91234567');
    expect(phoneSearchDigits('4567')).toBe('4567');
    expect(phoneSearchDigits('374')).toBe('374');
  });

  it('is no phone search with letters or too few digits', () => {
    expect(phoneSearchDigits('anna')).toBeNull();
    expect(phoneSearchDigits('anna 091')).toBeNull();
    expect(phoneSearchDigits('a@b.am')).toBeNull();
    expect(phoneSearchDigits('09')).toBeNull();
    expect(phoneSearchDigits('+ -')).toBeNull();
  });
});
