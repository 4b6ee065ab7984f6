import { expect, test } from 'bun:test';
import { hashPassword, verifyPassword } from './passwords';

/** A hash made by this module in a process whose NODE_ENV is `nodeEnv` (undefined: not set). */
function hashIn(nodeEnv: string | undefined): string {
  // Silent: the settings check warns of unset operator details on stderr.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent' };
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  const child = Bun.spawnSync(
    [process.execPath, '-e', "console.log(await (await import('./src/server/accounts/passwords.ts')).hashPassword('a long passphrase'))"],
    { env, stdout: 'pipe', stderr: 'pipe' },
  );
  expect(child.stderr.toString()).toBe('');
  return child.stdout.toString().trim();
}

test('the product hashes with argon2id at 64 MiB and two passes, whatever NODE_ENV says outside the tests', () => {
  for (const nodeEnv of [undefined, 'production', 'development']) expect(hashIn(nodeEnv)).toStartWith('$argon2id$v=19$m=65536,t=2,p=1$');
});

test('a hash of either cost verifies: the hash names its own', async () => {
  const productHash = hashIn('production');
  expect(await verifyPassword('a long passphrase', productHash)).toBe(true);
  expect(await verifyPassword('a wrong passphrase', productHash)).toBe(false);
  const testHash = await hashPassword('a long passphrase');
  expect(testHash).toStartWith('$argon2id$');
  expect(await verifyPassword('a long passphrase', testHash)).toBe(true);
});
