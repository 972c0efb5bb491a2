import { describe, expect, it } from 'vitest';
import { clientKey, UNKNOWN_CLIENT } from './client-address';

describe('the throttle key of a client address', () => {
  it('is the IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey(' 203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(key);
    expect(clientKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:db8:1:2:0:0:0:99')).toBe(key);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('falls back to one fixed key when there is no address or it is not one', () => {
    for (const address of [undefined, '', 'unknown', 'not an address', '300.1.1.1']) {
      expect(clientKey(address)).toBe(UNKNOWN_CLIENT);
    }
  });
});
