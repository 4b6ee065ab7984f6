/** Shared by the bench scripts: start the built app on a scratch database, and Chromium. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

export const root = join(import.meta.dir, '..');

export async function ensureBuild() {
  if (existsSync(join(root, 'dist/index.html'))) return;
  const build = Bun.spawnSync([process.execPath, 'run', 'build'], { cwd: root, stdout: 'inherit', stderr: 'inherit' });
  if (build.exitCode !== 0) throw new Error('build failed');
}

export async function startApp(port: number, env: Record<string, string> = {}) {
  const child = Bun.spawn([process.execPath, 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-bench-')), DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {}
    await Bun.sleep(100);
  }
  child.kill();
  throw new Error('the app did not become ready');
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export function machine(): string {
  const cpus = require('node:os').cpus() as { model: string }[];
  const memory = Math.round(require('node:os').totalmem() / 2 ** 30);
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${memory} GiB, Bun ${Bun.version}`;
}
