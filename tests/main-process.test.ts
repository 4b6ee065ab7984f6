import { expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectLogLines, type LogLine } from './helpers/process-log';

/** Starts the real entry point as an operator would and collects its JSON log lines. */
test('the server logs its modes and one line per request (probes at debug), and stops cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-main-'));
  const child = Bun.spawn([process.execPath, 'src/server/main.ts', '--api-only'], {
    // Production needs a mail server; this test sends no mail, so none needs to listen there.
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'debug', NODE_ENV: 'production', DATABASE_URL: '', SMTP_URL: 'smtp://127.0.0.1:2525' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const log = collectLogLines(child.stdout);
  const readUntil = (predicate: (line: LogLine) => boolean, what: string) => log.waitForLine(predicate, what);
  // The one start on an empty DATA_DIR in the suite: it creates the cluster, over a minute on a loaded machine.
  const started = await log.waitForLine((line) => line.msg === 'server started', 'server started', 150_000);
  expect(log.lines.some((line) => line.msg === `database: embedded PGlite at ${dataDir}`)).toBe(true);
  const port = started.port as string;

  const ready = await fetch(`http://localhost:${port}/readyz?probe=1&token=secret`);
  expect(ready.status).toBe(200);
  const requestLine = await readUntil((line) => line.msg === 'request', 'the request line');
  expect(requestLine).toMatchObject({ level: 'debug', method: 'GET', path: '/readyz', status: 200, requestId: ready.headers.get('x-request-id') });
  expect(typeof requestLine.ms).toBe('number');
  expect(JSON.stringify(requestLine)).not.toContain('secret');
  await fetch(`http://localhost:${port}/trpc/auth.me`);
  expect(await readUntil((line) => line.msg === 'request' && line.path === '/trpc/auth.me', 'the auth.me request line')).toMatchObject({
    level: 'info',
    status: 200,
  });

  child.kill('SIGTERM');
  await readUntil((line) => line.msg === 'stopped', 'stopped');
  expect(await child.exited).toBe(0);
  await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
}, 240_000);

test('a failure nothing handled is logged: from a database out of reach the process serves on, from anything else it ends', async () => {
  const script = `
    import { serveThroughStrayOutageFailures } from ${JSON.stringify(join(import.meta.dir, '../src/server/db/unavailable.ts'))};
    serveThroughStrayOutageFailures();
    // What postgres.js left unhandled when a connection was reset while it started (porsager/postgres#1192).
    Promise.reject(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' }));
    for await (const line of console) if (line === 'fault') Promise.reject(new TypeError('undefined is not a function'));
  `;
  const child = Bun.spawn([process.execPath, '-e', script], { stdin: 'pipe', stdout: 'ignore', stderr: 'pipe', env: { ...process.env, LOG_LEVEL: 'info' } });
  try {
    const log = collectLogLines(child.stderr);
    const outage = await log.waitForLine((line) => line.msg.includes('serving on'), 'the outage failure logged', 30_000);
    expect(outage).toMatchObject({ level: 'error', error: { code: 'ECONNRESET' } });
    expect(child.exitCode).toBe(null);

    child.stdin.write('fault\n');
    child.stdin.flush();
    const fault = await log.waitForLine((line) => line.msg.includes('exiting'), 'the fault logged', 30_000);
    expect(fault).toMatchObject({ level: 'error', error: { name: 'TypeError' } });
    expect(await child.exited).toBe(1);
  } finally {
    child.kill();
  }
}, 60_000);
