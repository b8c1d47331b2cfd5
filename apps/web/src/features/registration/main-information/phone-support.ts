import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useState } from 'react';

/*
 * The phone field's knowledge (libphonenumber-js with its metadata and example numbers, and
 * the shared phone rule) loads when the field is needed: focused or pointed at, or holding a
 * number already. Until then the field shows the default country as these constants say
 * (phone-number.test.ts checks them against libphonenumber-js).
 */

/** Where most applicants live; the phone field starts there until a country is chosen. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AM';
/** The default country's calling code and example number, before the metadata has loaded. */
export const DEFAULT_CALLING_CODE = '374';
export const DEFAULT_EXAMPLE_NUMBER = '077 123456';

export interface PhoneSupport {
  numbers: typeof import('./phone-number');
  rules: typeof import('@academy/contracts/phone');
}

let loaded: PhoneSupport | null = null;
let loading: Promise<PhoneSupport> | null = null;

export function loadPhoneSupport(): Promise<PhoneSupport> {
  loading ??= Promise.all([import('./phone-number'), import('@academy/contracts/phone')]).then(
    ([numbers, rules]) => {
      loaded = { numbers, rules };
      return loaded;
    },
  );
  return loading;
}

/** The phone support once loaded (null before); `needed` starts loading it. */
export function usePhoneSupport(needed: boolean): PhoneSupport | null {
  const [support, setSupport] = useState(loaded);
  useEffect(() => {
    if (support || !needed) return;
    let current = true;
    void loadPhoneSupport().then((next) => {
      if (current) setSupport(next);
    });
    return () => {
      current = false;
    };
  }, [needed, support]);
  return support;
}
