import { MAP_LOCATION } from '@academy/contracts';

/*
 * The web app's one reader of its build-time environment. Vite inlines the
 * VITE_* variables at build time; each has a default, so a plain build runs as it is.
 */
declare global {
  interface ImportMetaEnv {
    readonly VITE_SUPPORT_EMAIL?: string;
    readonly VITE_SUPPORT_PHONE?: string;
    readonly VITE_MAP_LATITUDE?: string;
    readonly VITE_MAP_LONGITUDE?: string;
  }
}

export interface WebConfig {
  /** The support team's address (chat support, legal pages). */
  supportEmail: string;
  /** The support line as people write it, e.g. `+374 10 555 010`. */
  supportPhone: string;
  /** Where the academy is, for the "Visit us" map link. */
  mapLocation: { latitude: number; longitude: number };
}

export type WebEnv = Pick<
  ImportMetaEnv,
  'VITE_SUPPORT_EMAIL' | 'VITE_SUPPORT_PHONE' | 'VITE_MAP_LATITUDE' | 'VITE_MAP_LONGITUDE'
>;

export const defaultWebConfig: WebConfig = {
  supportEmail: 'support@academy.test',
  supportPhone: '+374 10 555 010',
  mapLocation: { latitude: MAP_LOCATION.latitude, longitude: MAP_LOCATION.longitude },
};

/** An unset or blank variable means "use the default". */
function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function email(value: string | undefined): string {
  const address = given(value);
  if (address === undefined) return defaultWebConfig.supportEmail;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new Error(`VITE_SUPPORT_EMAIL must be an e-mail address, got "${address}"`);
  }
  return address;
}

function phone(value: string | undefined): string {
  const number = given(value);
  if (number === undefined) return defaultWebConfig.supportPhone;
  if (!/^\+?[\d\s().-]{6,24}$/.test(number)) {
    throw new Error(`VITE_SUPPORT_PHONE must be a phone number, got "${number}"`);
  }
  return number;
}

function coordinate(name: string, value: string | undefined, limit: number, fallback: number) {
  const text = given(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isFinite(parsed) || Math.abs(parsed) > limit) {
    throw new Error(`${name} must be a number from -${limit} to ${limit}, got "${text}"`);
  }
  return parsed;
}

/** Reads and checks the variables; a wrong value stops the app with a message that names it. */
export function readWebConfig(env: WebEnv): WebConfig {
  const fallback = defaultWebConfig.mapLocation;
  return {
    supportEmail: email(env.VITE_SUPPORT_EMAIL),
    supportPhone: phone(env.VITE_SUPPORT_PHONE),
    mapLocation: {
      latitude: coordinate('VITE_MAP_LATITUDE', env.VITE_MAP_LATITUDE, 90, fallback.latitude),
      longitude: coordinate('VITE_MAP_LONGITUDE', env.VITE_MAP_LONGITUDE, 180, fallback.longitude),
    },
  };
}

export const webConfig: WebConfig = readWebConfig(import.meta.env);

/** The number as a `tel:` URI: digits only, with the leading `+` of an international number. */
export function phoneHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}
