/** Shared by the bench scripts: start the built app on a scratch database, and Chromium. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';

export const root = join(import.meta.dir, '..');

export async function ensureBuild() {
  if (existsSync(join(root, 'dist/index.html'))) return;
  const build = Bun.spawnSync([process.execPath, 'run', 'build'], { cwd: root, stdout: 'inherit', stderr: 'inherit' });
  if (build.exitCode !== 0) throw new Error('build failed');
}

export async function startApp(port: number, env: Record<string, string> = {}) {
  const child = Bun.spawn([process.execPath, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-bench-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NEWS_FEEDS: 'sample',
      ...env,
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://localhost:${port}`;
  // An embedded database boots slowly on a busy machine: up to three minutes.
  for (let attempt = 0; attempt < 1800; attempt++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {}
    await Bun.sleep(100);
  }
  child.kill();
  throw new Error('the app did not become ready');
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

export function machine(): string {
  const cpus = require('node:os').cpus() as { model: string }[];
  const memory = Math.round(require('node:os').totalmem() / 2 ** 30);
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${memory} GiB, Bun ${Bun.version}`;
}

/** A confirmed account with a (demo) trial, through the public API; returns its access token. */
export async function subscriberToken(baseUrl: string, email = `bench-${Date.now()}@example.com`): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: { data: unknown } }).result.data;
  };
  await post('auth.signUp', { email, password: 'bench-password-1' });
  const outbox = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as { to: string; links: string[] }[];
  const link = outbox.find((mail) => mail.to === email)?.links[0] ?? '';
  const token = new URL(link).hash.split('token=')[1];
  const session = (await post('auth.confirmEmail', { token })) as { access_token: string };
  await post('billing.demo.completeCheckout', {}, session.access_token);
  return session.access_token;
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8') as string;
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
