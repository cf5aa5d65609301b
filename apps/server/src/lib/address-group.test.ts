import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.js';

describe('addressGroup', () => {
  it('counts an IPv4 address as itself, written as IPv6 too', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client', () => {
    const group = '2001:db8:aa:1::/64';
    for (const ip of ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff', '2001:db8:aa:1:1234::9', '2001:db8:aa:1::']) {
      expect([ip, addressGroup(ip)]).toEqual([ip, group]);
    }
    expect(addressGroup('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
