import { expect, test } from 'bun:test';
import { guessingNetwork, limitedAddress } from './limits';

test('an IPv6 client is counted by its /64, however the address is written; IPv4 as it is', () => {
  expect(limitedAddress('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
  expect(limitedAddress('2001:DB8:AA:BB:ffff::9')).toBe('2001:db8:aa:bb::/64');
  expect(limitedAddress('2001:0db8:00aa:00bb::')).toBe('2001:db8:aa:bb::/64');
  expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
  expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
  expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  // Two addresses of one /64 share a count; the next /64 does not.
  expect(limitedAddress('2001:db8:aa:bb::1')).toBe(limitedAddress('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
  expect(limitedAddress('2001:db8:aa:bc::1')).not.toBe(limitedAddress('2001:db8:aa:bb::1'));
});

test('guesses at an account count an IPv6 client by its /48, so one site is one network; IPv4 as it is', () => {
  expect(guessingNetwork('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa::/48');
  expect(guessingNetwork('2001:DB8:AA:ffff::9')).toBe('2001:db8:aa::/48');
  expect(guessingNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(guessingNetwork('203.0.113.7')).toBe('203.0.113.7');
  expect(guessingNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  // The 65,536 /64s of one /48 are one network; the next /48 is another.
  expect(guessingNetwork('2001:db8:aa:0::1')).toBe(guessingNetwork('2001:db8:aa:ffff:ffff:ffff:ffff:ffff'));
  expect(guessingNetwork('2001:db8:ab::1')).not.toBe(guessingNetwork('2001:db8:aa::1'));
});
