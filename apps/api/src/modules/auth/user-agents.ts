import type { SessionDeviceKind } from '@academy/contracts';
import Bowser from 'bowser';

/*
 * What the devices list says of a session's browser (ARCHITECTURE.md, "Signed-in devices"):
 * its User-Agent, kept as sent at the login, read with bowser. Only the browser's name with
 * its major version, the system and the kind of device are shown; nothing is guessed when the
 * header said nothing usable.
 */

/** The longest User-Agent kept: real ones are a few hundred characters. */
export const USER_AGENT_MAX_LENGTH = 512;

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device: SessionDeviceKind;
}

const deviceKinds: Record<string, SessionDeviceKind> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
};

/** The header as stored: trimmed and cut to a sane length; null when absent or empty. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : null;
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ')
    : null;
  return { browser, os, device: deviceKinds[parsed.platform.type ?? ''] ?? 'other' };
}
