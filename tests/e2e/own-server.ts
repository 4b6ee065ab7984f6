/**
 * A product server a journey starts for itself, on an embedded database of its own, when it needs
 * settings the shared journey servers (playwright.config.ts) do not have.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { NO_MARKET_DATA } from '../helpers/no-market-data';

/** A port that was free a moment ago: nobody listens on it. */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts the server on `port`, off every real market-data provider, with these settings over the environment's, and waits until it is ready. */
export async function startOwnServer(port: number, name: string, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn('bun', [fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))], {
    stdio: 'ignore',
    env: { ...process.env, ...NO_MARKET_DATA, PORT: String(port), DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), `impactwire-e2e-${name}-`)), ...env },
  });
  await expect.poll(async () => (await fetch(`http://localhost:${port}/readyz`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
  return server;
}
