import { expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type LogLine = Record<string, unknown> & { msg: string };

/** Starts the real entry point as an operator would and collects its JSON log lines. */
test('the server logs its modes and one line per request (probes at debug), and stops cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-main-'));
  const child = Bun.spawn([process.execPath, 'src/server/main.ts', '--api-only'], {
    // Production needs a mail server; this test sends no mail, so none needs to listen there.
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'debug', NODE_ENV: 'production', DATABASE_URL: '', SMTP_URL: 'smtp://127.0.0.1:2525' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const lines: LogLine[] = [];
  const reader = child.stdout.getReader();
  let buffered = '';
  const readUntil = async (predicate: (line: LogLine) => boolean) => {
    while (!lines.some(predicate)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`process ended early: ${JSON.stringify(lines)}`);
      buffered += new TextDecoder().decode(value);
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as LogLine);
    }
    return lines.find(predicate) as LogLine;
  };

  const started = await readUntil((line) => line.msg === 'server started');
  expect(lines.some((line) => line.msg === `database: embedded PGlite at ${dataDir}`)).toBe(true);
  const port = started.port as string;

  const ready = await fetch(`http://localhost:${port}/readyz?probe=1&token=secret`);
  expect(ready.status).toBe(200);
  const requestLine = await readUntil((line) => line.msg === 'request');
  expect(requestLine).toMatchObject({ level: 'debug', method: 'GET', path: '/readyz', status: 200, requestId: ready.headers.get('x-request-id') });
  expect(typeof requestLine.ms).toBe('number');
  expect(JSON.stringify(requestLine)).not.toContain('secret');
  await fetch(`http://localhost:${port}/trpc/auth.me`);
  expect(await readUntil((line) => line.msg === 'request' && line.path === '/trpc/auth.me')).toMatchObject({ level: 'info', status: 200 });

  child.kill('SIGTERM');
  await readUntil((line) => line.msg === 'stopped');
  expect(await child.exited).toBe(0);
  await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
}, 30_000);
