import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.js';

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
