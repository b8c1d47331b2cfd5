import { isIPv4 } from 'node:net';

/** The IPv4 loopback address: where the server listens when it must not be reachable from outside. */
export const LOOPBACK_HOST = '127.0.0.1';

/**
 * Whether an address is this machine's loopback: 127.0.0.0/8, ::1, or an IPv4 loopback
 * address mapped into IPv6 (::ffff:127.x.y.z, as a dual-stack socket reports it).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return lower === '::1' || lower === '0:0:0:0:0:0:0:1';
}
