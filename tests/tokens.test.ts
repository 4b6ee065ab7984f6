import { describe, expect, test } from 'bun:test';
import { generateToken, hashToken } from '@/server/accounts/tokens';

describe('tokens', () => {
  test('a token is stored as the lowercase hex SHA-256 of its text, so the hashes already stored keep matching', () => {
    // The standard test vector of SHA-256 (FIPS 180-2, "abc").
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
  });

  test('a new token is 160 random bits in lowercase base32, the alphabet the session check accepts', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });
});
