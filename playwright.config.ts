import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
/** A second server, with an advertising pixel configured. */
export const pixelURL = `http://localhost:${port + 1}`;
export const PIXEL_ID = '123456789012345';
/** A third server, with an AI analyst: the local fake Anthropic API, answering in 3 s. */
export const aiURL = `http://localhost:${port + 2}`;
const fakeAnthropicPort = port + 3;

const serverEnv = {
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // Journeys send several mails to one address within a minute.
  RATE_LIMIT_MAIL_INTERVAL_SECONDS: '1',
  RATE_LIMIT_MAIL_PER_HOUR: '100',
  RATE_LIMIT_MAIL_IP_PER_HOUR: '1000',
  RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '1000',
};

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testIgnore: '**/ai-analysis.e2e.ts', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'with-ai', testMatch: '**/ai-analysis.e2e.ts', use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: aiURL } },
  ],
  webServer: [
    {
      // A fresh embedded database for every run: journeys start from an empty product.
      command: 'bun src/server/main.ts',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), DATA_DIR: join(tmpdir(), `impactwire-e2e-${Date.now()}`) },
    },
    {
      // The same product with an advertising pixel configured: the consent journeys.
      command: 'bun src/server/main.ts',
      url: `${pixelURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port + 1), DATA_DIR: join(tmpdir(), `impactwire-e2e-pixel-${Date.now()}`), META_PIXEL_ID: PIXEL_ID },
    },
    {
      command: `bun tests/fakes/fake-anthropic.ts ${fakeAnthropicPort} 3000`,
      url: `http://127.0.0.1:${fakeAnthropicPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The product with an AI analyst: stories appear with the offline analysis, the AI one follows.
      command: 'bun src/server/main.ts',
      url: `${aiURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(port + 2),
        DATA_DIR: join(tmpdir(), `impactwire-e2e-ai-${Date.now()}`),
        ANTHROPIC_API_KEY: 'sk-ant-test-local-fake',
        // Only the journey's own stories after the first sample batch.
        DEMO_PUBLISH_SECONDS: '3600',
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${fakeAnthropicPort}`,
      },
    },
  ],
});
