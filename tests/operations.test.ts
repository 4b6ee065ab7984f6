/**
 * What an operator sees of the process: start-up failures, the single owner of an embedded
 * database directory, and the order of a shutdown. The real entry point runs as a child process.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { newsSources } from '@/server/db/schema';
import { createFeedSource } from '@/server/news/sources/feed-source';
import { seededDataDir } from './helpers/database-snapshot';
import { collectLogLines } from './helpers/process-log';
import { createTestDatabase } from './helpers/test-database';
import { settleWithin, waitFor } from './helpers/wait';

type LogLine = Record<string, unknown> & { level: string; msg: string };

const scratch = () => mkdtempSync(join(tmpdir(), 'iw-ops-'));

function startMain(env: Record<string, string>) {
  return Bun.spawn([process.execPath, 'src/server/main.ts', '--api-only'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', DATA_DIR: scratch(), ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
}

/** Runs the entry point until it exits on its own (or fails the test after `ms`: a loaded machine boots slowly). */
async function runToExit(env: Record<string, string>, ms = 60_000) {
  const child = startMain(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const [code, stdout, stderr] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  clearTimeout(timer);
  const output = stdout + stderr;
  const raw = output.split('\n').filter((line) => line.trim());
  // Every line is a JSON log line: no stack trace, no multi-line dump.
  const lines = raw.map((line) => JSON.parse(line) as LogLine);
  return { code, output, lines, errors: lines.filter((line) => line.level === 'error') };
}

describe('start-up failures: one JSON line naming the setting at fault', () => {
  test('an unreachable database names DATABASE_URL and hides its password', async () => {
    const closedPort = Bun.serve({ port: 0, fetch: () => new Response() });
    const port = closedPort.port;
    await closedPort.stop(true);
    const run = await runToExit({ DATABASE_URL: `postgres://admin:Unreachable5ecret@127.0.0.1:${port}/app` });
    expect(run.code).not.toBe(0);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ settings: ['DATABASE_URL'] });
    expect(run.errors[0]?.msg).toStartWith('cannot start');
    expect(run.output).not.toContain('Unreachable5ecret');
  }, 90_000);

  test('a malformed DATABASE_URL names it and never prints its password', async () => {
    const run = await runToExit({ DATABASE_URL: 'postgres://admin:Malformed5ecret@db.internal:fivefourthreetwo/app' });
    expect(run.code).not.toBe(0);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ settings: ['DATABASE_URL'] });
    expect(run.output).not.toContain('Malformed5ecret');
  }, 90_000);

  test('a port in use names PORT', async () => {
    const occupant = Bun.serve({ port: 0, fetch: () => new Response('taken') });
    try {
      const run = await runToExit({ PORT: String(occupant.port) });
      expect(run.code).not.toBe(0);
      expect(run.errors).toHaveLength(1);
      expect(run.errors[0]).toMatchObject({ msg: `cannot start: port ${occupant.port} is already in use`, settings: ['PORT'] });
    } finally {
      await occupant.stop(true);
    }
  }, 90_000);

  test('an unwritable DATA_DIR names DATA_DIR', async () => {
    // A path below a regular file: not even root can create it.
    const file = join(scratch(), 'not-a-directory');
    writeFileSync(file, '');
    const run = await runToExit({ DATA_DIR: join(file, 'data') });
    expect(run.code).not.toBe(0);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ settings: ['DATA_DIR'] });
  }, 90_000);

  test('production without SMTP_URL refuses to start rather than keep mails in the development outbox', async () => {
    const run = await runToExit({ NODE_ENV: 'production' });
    expect(run.code).not.toBe(0);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ settings: ['SMTP_URL'] });
    expect(run.errors[0]?.msg).toContain('SMTP_URL');
  }, 90_000);
});

describe('an embedded database directory has one owner', () => {
  test('a second process on the same DATA_DIR refuses to start', async () => {
    const dataDir = await seededDataDir('iw-ops-');
    const owner = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const run = await runToExit({ DATA_DIR: dataDir });
      expect(run.code).not.toBe(0);
      expect(run.errors).toHaveLength(1);
      expect(run.errors[0]).toMatchObject({ settings: ['DATA_DIR'] });
      expect(String(run.errors[0]?.reason)).toContain(`process ${process.pid}`);
    } finally {
      await owner.close();
    }
  }, 90_000);

  test('a second open in the same process is refused; after close the directory opens again', async () => {
    const dataDir = await seededDataDir('iw-ops-');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use/);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 90_000);

  test('a lock left by a process that is gone is taken over', async () => {
    const dataDir = await seededDataDir('iw-ops-');
    const gone = Bun.spawn([process.execPath, '-e', '0']);
    await gone.exited;
    const { hostname } = await import('node:os');
    writeFileSync(join(dataDir, 'impactwire.lock'), JSON.stringify({ pid: gone.pid, host: hostname() }));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  }, 90_000);
});

describe('shutdown', () => {
  // A feed that starts its answer and never finishes it. Only the server's own feed is counted:
  // the previous test's aborted download may reach this server late, on a loaded machine.
  const hung = { count: 0, aborted: 0 };
  const slowFeed = Bun.serve({
    port: 0,
    idleTimeout: 0,
    fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === '/feed.xml') hung.count++;
      if (path === '/aborted.xml') hung.aborted++;
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<?xml version="1.0"?><rss><channel><title>Slow</title>'));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/rss+xml' } });
    },
  });
  afterAll(() => slowFeed.stop(true));

  test('an aborted feed download ends at once and does not count as a failure of the publisher', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const url = `http://127.0.0.1:${slowFeed.port}/aborted.xml`;
      const stop = new AbortController();
      const before = hung.aborted;
      const collecting = createFeedSource(url).collect(database.db, new Date(), stop.signal);
      // Aborted mid-download: once the feed has begun to answer.
      await waitFor(() => hung.aborted > before, { message: 'the download to reach the feed' });
      const aborted = performance.now();
      stop.abort();
      await expect(collecting).rejects.toThrow();
      expect(performance.now() - aborted).toBeLessThan(2_000);
      const [state] = await database.db.select().from(newsSources).where(eq(newsSources.id, url));
      expect(state).toMatchObject({ consecutiveFailures: 0, nextAttemptAt: null });
    } finally {
      await database.close();
    }
  }, 90_000);

  test('SIGTERM turns /readyz to 503, closes the port, aborts a hung ingestion and exits 0 within 8 s', async () => {
    const hitsBefore = hung.count;
    const child = startMain({ NEWS_FEEDS: `http://127.0.0.1:${slowFeed.port}/feed.xml`, DATA_DIR: await seededDataDir('iw-ops-') });
    const log = collectLogLines(child.stdout);
    const lines = log.lines;
    try {
      const { port } = await log.waitForLine((line) => line.msg === 'server started', 'server started');
      const readyz = `http://127.0.0.1:${port}/readyz`;
      expect((await fetch(readyz)).status).toBe(200);
      await waitFor(() => hung.count > hitsBefore, { timeout: 30_000, message: 'the ingestion reached the slow feed' });

      const signalled = performance.now();
      child.kill('SIGTERM');
      await log.waitForLine((line) => line.msg === 'shutting down', 'shutting down');
      const draining = await fetch(readyz);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'stopping' });

      // Then the port closes.
      const refused = await waitFor(
        () =>
          fetch(readyz).then(
            () => false,
            () => true,
          ),
        { timeout: 8_000 - (performance.now() - signalled), interval: 100 },
      ).catch(() => false);
      expect(refused).toBe(true);

      const code = await settleWithin(child.exited, 8_000 - (performance.now() - signalled), 'still running');
      expect(code).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(8_000);
      await log.ended;
      const messages = lines.map((line) => line.msg);
      expect(messages).toContain('ingest run aborted: the instance is stopping');
      expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('ingest run aborted: the instance is stopping'));
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
