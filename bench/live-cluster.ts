/**
 * Shared by the live-feed benches that run the product as production does: a scratch Postgres
 * database, subscriber accounts, server instances as child processes (the real entry point),
 * and subscriber processes (bench/stream-clients.ts) that hold the streams.
 */
import { join } from 'node:path';
import postgres from 'postgres';
import { createSession } from '../src/server/accounts/sessions';
import type { Database } from '../src/server/db/client';
import { profiles, users } from '../src/server/db/schema';
import { MAX_STREAMS_PER_ACCOUNT } from '../src/server/feed/live-streams';
import { root } from './lib';

/** Every subscriber holds a socket: server and client processes may open this many files. */
const OPEN_FILE_LIMIT = 20_000;

/**
 * What every live-cluster bench starts with: the Postgres server to use (BENCH_DATABASE_URL, or
 * TEST_DATABASE_URL), and a deadline after which the bench stops by itself whatever happens.
 * The returned function disarms the deadline.
 */
export function benchSetup(): { baseUrl: string; done(): void } {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.error('Set BENCH_DATABASE_URL to a Postgres server (a scratch database is created there and dropped).');
    process.exit(1);
  }
  const deadline = setTimeout(() => {
    console.error('the bench took longer than 10 minutes: stopping');
    process.exit(2);
  }, 10 * 60_000);
  return { baseUrl, done: () => clearTimeout(deadline) };
}

/** A fresh database on the server of `baseUrl`; `drop` removes it. */
export async function scratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Access tokens for `subscribers` streams: accounts in trial, each token used by as many
 * streams as an account may hold (MAX_STREAMS_PER_ACCOUNT), as a reader with several tabs.
 */
export async function subscriberTokens(db: Database, subscribers: number): Promise<string[]> {
  const accounts = Math.ceil(subscribers / MAX_STREAMS_PER_ACCOUNT);
  const run = Date.now().toString(36);
  const created = await db
    .insert(users)
    .values(Array.from({ length: accounts }, (_, i) => ({ email: `bench-${run}-${i}@example.com`, passwordHash: 'x', emailConfirmedAt: new Date() })))
    .returning();
  await db.insert(profiles).values(created.map((user) => ({ id: user.id, trialUntil: new Date(Date.now() + 24 * 3_600_000) })));
  const tokens: string[] = [];
  for (const user of created) tokens.push((await createSession(db, user)).access_token);
  return Array.from({ length: subscribers }, (_, i) => tokens[Math.floor(i / MAX_STREAMS_PER_ACCOUNT)] as string);
}

/** Resident memory now and at its peak (VmHWM), in MiB; null once the process is gone. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8') as string;
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

export type ServerProcess = {
  origin: string;
  pid: number;
  /** The highest resident memory seen so far, in MiB. */
  peakRssMiB(): number;
  /** SIGTERM, as an orchestrator stops it; resolves when the process has exited. */
  stop(): Promise<void>;
};

/** Starts `bun src/server/main.ts --api-only` on the port and database given; resolves once it serves. */
export async function startServerProcess(databaseUrl: string, port: number): Promise<ServerProcess> {
  const child = Bun.spawn(['sh', '-c', `ulimit -n ${OPEN_FILE_LIMIT}; exec "$@"`, 'sh', process.execPath, 'src/server/main.ts', '--api-only'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      // Errors only: the unreachable news source below would warn at every start.
      LOG_LEVEL: 'error',
      // No news of its own: the bench publishes every story it counts.
      NEWS_FEEDS: 'http://127.0.0.1:9/none.xml',
      INGEST_INTERVAL_SECONDS: '86400',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(child.pid)?.peak ?? 0);
  }, 250);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  // Serving: /healthz answers without the database, so a flood of reconnecting subscribers
  // does not hide that the process is up (the bench migrated the database before).
  while (
    !(await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      clearInterval(sampler);
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not start`);
    }
    await Bun.sleep(50);
  }
  return {
    origin,
    pid: child.pid,
    peakRssMiB: () => Math.max(peak, memoryOf(child.pid)?.peak ?? 0),
    async stop() {
      peak = Math.max(peak, memoryOf(child.pid)?.peak ?? 0);
      child.kill('SIGTERM');
      await child.exited;
      clearInterval(sampler);
    },
  };
}

type ClientReport = { received: [number, number][]; outages: { lostAt: number; backAt: number | null }[]; returns: number };

export type ClientProcess = {
  /** How many of its streams are open now, and how many events they have received in all. */
  status(): Promise<{ open: number; events: number }>;
  report(): Promise<ClientReport[]>;
  stop(): Promise<void>;
};

/** Starts a subscriber process holding one stream per spec; resolves once every stream is open. */
export async function startClientProcess(specs: { origin: string; token: string }[]): Promise<ClientProcess> {
  const child = Bun.spawn(['sh', '-c', `ulimit -n ${OPEN_FILE_LIMIT}; exec "$@"`, 'sh', process.execPath, join(import.meta.dir, 'stream-clients.ts')], {
    cwd: root,
    // Bun's fetch allows 256 requests at once by default.
    env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: '65000' },
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const next = async (): Promise<Record<string, unknown>> => {
    while (!buffered.includes('\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('a subscriber process ended early');
      buffered += decoder.decode(value, { stream: true });
    }
    const at = buffered.indexOf('\n');
    const line = buffered.slice(0, at);
    buffered = buffered.slice(at + 1);
    return JSON.parse(line) as Record<string, unknown>;
  };
  const send = (message: Record<string, unknown>) => {
    child.stdin.write(`${JSON.stringify(message)}\n`);
    child.stdin.flush();
  };
  send({ clients: specs });
  await next();
  return {
    async status() {
      send({ cmd: 'status' });
      const { open, events } = await next();
      return { open: Number(open), events: Number(events) };
    },
    async report() {
      send({ cmd: 'report' });
      return (await next()).clients as ClientReport[];
    },
    async stop() {
      send({ cmd: 'stop' });
      await child.exited;
    },
  };
}

/** Splits `items` into `parts` nearly equal runs. */
export function splitInto<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((part) => part.length > 0);
}

/** A port free on loopback now, for a server that must come back on the same one. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port as number;
  probe.stop(true);
  return port;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
