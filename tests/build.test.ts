import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { staleBuildReason } from '../scripts/ensure-build';

/** A checkout whose build (dist/index.html) was made at `builtAt`, every source an hour before. */
function checkout(builtAt: Date) {
  const root = mkdtempSync(join(tmpdir(), 'iw-build-'));
  const write = (path: string, at: Date) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), at, at);
  };
  const before = new Date(builtAt.getTime() - 3_600_000);
  for (const path of [
    'src/web/index.html',
    'src/web/routes/index.tsx',
    'src/shared/billing.ts',
    'src/server/main.ts',
    'public/favicon.svg',
    'vite.config.ts',
    'package.json',
  ]) {
    write(path, before);
  }
  write('dist/index.html', builtAt);
  return { root, touch: (path: string) => write(path, new Date(builtAt.getTime() + 1000)) };
}

describe('bun start rebuilds a stale build', () => {
  const builtAt = new Date('2026-11-20T12:00:00Z');

  test('a build newer than every source is kept', () => {
    expect(staleBuildReason(checkout(builtAt).root)).toBeNull();
  });

  test('no build yet: build', () => {
    expect(staleBuildReason(mkdtempSync(join(tmpdir(), 'iw-build-')))).toBe('no build yet');
  });

  for (const path of ['src/web/routes/index.tsx', 'src/web/index.html', 'src/shared/billing.ts', 'public/favicon.svg', 'vite.config.ts', 'package.json']) {
    test(`${path} edited after the build: rebuild`, () => {
      const { root, touch } = checkout(builtAt);
      touch(path);
      expect(staleBuildReason(root)).toBe(`${path} changed after the last build`);
    });
  }

  test('a server-only change needs no new frontend build', () => {
    const { root, touch } = checkout(builtAt);
    touch('src/server/main.ts');
    expect(staleBuildReason(root)).toBeNull();
  });
});

test('the frontend build config loads whatever the server settings say', async () => {
  // Settings the server refuses to start with: the build must not care.
  const child = Bun.spawn([process.execPath, '-e', "const config = (await import('./vite.config.ts')).default; console.log(typeof config.build)"], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'not-a-url', PORT: 'eighty', STRIPE_SECRET_KEY: 'nope' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [code, stdout, stderr] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  expect({ code, stdout: stdout.trim(), stderr }).toEqual({ code: 0, stdout: 'object', stderr: '' });
});
