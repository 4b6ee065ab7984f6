/** argon2id through Bun.password; the whole password is hashed, never truncated. */

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id' });
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
