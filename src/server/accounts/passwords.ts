/** argon2id through Bun.password; the whole password is hashed, never truncated. */
import { env } from '../env';

/**
 * Bun's defaults (64 MiB, two passes) in the product. Under `bun test` (NODE_ENV=test), the
 * cheapest cost argon2id takes, as Rails does for bcrypt in its tests: the tests count and compare
 * password checks, not their cost, and their sign-ups and guesses by the thousand would otherwise
 * spend minutes of CPU. A hash names its own cost, so any hash verifies whatever the setting.
 */
const cost = env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1 } : {};

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id', ...cost });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash);
}

/** Spent on unknown accounts so a sign-in takes as long whether or not the address exists. */
let decoyHash: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await Bun.password.verify(password, await decoyHash);
  return false;
}
