import { describe, expect, it } from 'vitest';
import { isFromThisMachine, isLoopbackAddress } from './loopback.js';

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.1.2.3',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none at all', () => {
    for (const address of [
      undefined,
      '',
      '0.0.0.0',
      '10.0.0.1',
      '128.0.0.1',
      '::',
      '::2',
      '::ffff:10.0.0.1',
      '::ffff:128.0.0.1',
      'fe80::1',
      '127.0.0.1.example',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('isFromThisMachine', () => {
  const caller = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
    socket: { remoteAddress },
    headers,
  });

  it('accepts a loopback peer that no proxy relayed', () => {
    expect(isFromThisMachine(caller('127.0.0.1'))).toBe(true);
    expect(isFromThisMachine(caller('::1', { host: 'localhost' }))).toBe(true);
  });

  it('refuses other peers, and loopback peers carrying a forwarding header', () => {
    expect(isFromThisMachine(caller('10.0.0.5'))).toBe(false);
    expect(isFromThisMachine(caller(undefined))).toBe(false);
    for (const header of ['forwarded', 'x-forwarded-for', 'x-real-ip']) {
      expect(isFromThisMachine(caller('127.0.0.1', { [header]: '127.0.0.1' })), header).toBe(false);
    }
  });
});
