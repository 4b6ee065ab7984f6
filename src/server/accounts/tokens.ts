/** Opaque secrets handed to clients; only their SHA-256 ever reaches the database. */
import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** 160 random bits, base32: safe in headers, links and JSON. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Hex SHA-256, by the runtime's native hash: every authenticated request computes one. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
