import { describe, expect, test } from 'vitest';
import { clientAddress, UNKNOWN_CLIENT } from '../../../../src/lib/domain/client-address';

describe('the client an address counts as', () => {
  test('an IPv4 address is itself', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  test('two IPv4-mapped addresses count as two clients', () => {
    expect(clientAddress('::ffff:203.0.113.5')).not.toBe(clientAddress('::ffff:198.51.100.7'));
  });

  test('an IPv4-mapped address is its IPv4 address, however it is written', () => {
    expect(clientAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(clientAddress('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  test('the hosts of one IPv6 /64 are one client', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
  });

  test('one /64 spelt two ways is one client', () => {
    expect(clientAddress('2001:0DB8:0000:0002::1')).toBe(clientAddress('2001:db8:0:2:ffff::9'));
    expect(clientAddress('2001:db8:0:0:1::')).toBe(clientAddress('2001:db8::1:0:0:0'));
    expect(clientAddress('2001:db8::1:0:0:0')).toBe('2001:db8::/64');
  });

  test('two /64s are two clients', () => {
    expect(clientAddress('2001:db8:1:2::1')).not.toBe(clientAddress('2001:db8:1:3::1'));
    expect(clientAddress('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(clientAddress('::1')).toBe('::/64');
  });

  test('a zone id does not make another client', () => {
    expect(clientAddress('fe80::1%eth0')).toBe(clientAddress('fe80::2'));
  });

  test('a missing or malformed address is the one unknown client, never another /64', () => {
    const malformed = [
      undefined,
      null,
      '',
      '   ',
      'unknown-host',
      '2001:db8::1::2',
      '1:2:3:4:5:6:7',
      '1:2:3:4::5:6:7:8',
      '1::2:3:4:5:6:7:8',
      '203.0.113',
      '203.0.113.256',
      '010.0.0.1',
      '3405803781',
      '203.0.113.5/24',
    ];
    for (const header of malformed) expect(clientAddress(header), String(header)).toBe(UNKNOWN_CLIENT);
  });
});
