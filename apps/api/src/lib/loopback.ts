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

/** Headers a reverse proxy adds: a request carrying one was relayed from somewhere else. */
const relayHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** What `isFromThisMachine` reads of a request (a Fastify request has both). */
export interface CallerFacts {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, unknown>;
}

/**
 * Whether the caller sits on this machine, for the development pages and hooks. The socket's
 * peer address decides, not request.ip: with TRUST_PROXY on, request.ip is read from
 * X-Forwarded-For, which any caller can write. A proxy on this machine connects from
 * loopback too, so a relayed request (one with a forwarding header) does not count as local
 * either.
 */
export function isFromThisMachine(request: CallerFacts): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return relayHeaders.every((name) => request.headers[name] === undefined);
}
