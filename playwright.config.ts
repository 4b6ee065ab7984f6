import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium';
import { NO_MARKET_DATA } from './tests/helpers/no-market-data';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
/** A second server, with an advertising pixel configured. */
export const pixelURL = `http://localhost:${port + 1}`;
export const PIXEL_ID = '123456789012345';
/** A third server, with an AI analyst: the local fake Anthropic API, answering in 3 s. */
export const aiURL = `http://localhost:${port + 2}`;
const fakeAnthropicPort = port + 3;
/** A fourth server, pricing stories with the local fake market-data provider (Twelve Data's dialect). */
export const marketURL = `http://localhost:${port + 4}`;
const fakeMarketDataPort = port + 5;
// port + 6: the source-health journey's own server, started by the journey.
/**
 * A fifth server, the same product as the first: the desktop journeys are split in two halves,
 * each on a server of its own, and the halves run side by side. Within a half, journeys run one
 * after another, as they were written to (they share their server's stories and outbox).
 */
export const secondURL = `http://localhost:${port + 7}`;
/**
 * A sixth server, pricing stories with the keyless official sources (Coinbase Exchange, the ECB,
 * the US Treasury, Cboe), each pointed at the local fake that speaks their dialects on port + 9.
 */
export const officialURL = `http://localhost:${port + 8}`;
const fakeOfficialPricesPort = port + 9;
// One directory per run, the same in the runner and its workers: the journey reads the server's operator token there.
process.env.E2E_RUN_ID ??= String(Date.now());
export const officialDataDir = join(tmpdir(), `impactwire-e2e-official-${process.env.E2E_RUN_ID}`);
/** The half that runs on the second server; the files that name `baseURL` stay on the first. */
const secondHalf = [
  'archive',
  'feed',
  'feed-refresh',
  'layout',
  'navigation',
  'onboarding',
  'search',
  'settings-resume',
  'source-health',
  'tabs',
  'trial-offer',
  'views',
  'workspace',
].map((name) => `**/${name}.e2e.ts`);
/** The journeys on the server that prices stories: its stories come only from the journeys once the first sample batch is out. */
const marketDataJourneys = ['market-reaction', 'minute-chart', 'squawk'].map((name) => `**/${name}.e2e.ts`);
/** A server boots its embedded database first: on a loaded machine that takes a while. */
const SERVER_START_MS = 180_000;
/**
 * Each server's whole log (every level, stdout and stderr) goes to a file, read by the last
 * spec: no line of a run may hold an e-mail address or a token.
 */
export const serverLogFiles = ['server.log', 'server-pixel.log', 'server-ai.log', 'server-market.log', 'server-second.log', 'server-official.log'].map((name) =>
  fileURLToPath(new URL(`test-results/${name}`, import.meta.url)),
);
const logTo = (file: string) => `mkdir -p '${dirname(file)}' && exec bun tests/e2e/server.ts > '${file}' 2>&1`;
/** The ports of the product's servers (tests/e2e/server.ts), whose Postgres databases the teardown drops. */
export const productPorts = [port, port + 1, port + 2, port + 4, port + 7, port + 8];

/** The journey servers' least time between two mails to one address (the product's default is a minute). */
export const MAIL_INTERVAL_MS = 1_000;

const serverEnv = {
  DATABASE_URL: '',
  LOG_LEVEL: 'debug',
  // Journeys send several mails to one address within a minute.
  RATE_LIMIT_MAIL_INTERVAL_SECONDS: String(MAIL_INTERVAL_MS / 1000),
  RATE_LIMIT_MAIL_PER_HOUR: '100',
  RATE_LIMIT_MAIL_IP_PER_HOUR: '1000',
  RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '1000',
  // The bundled sample stories alone: journeys never reach a publisher's feed, and read the same stories on any machine.
  NEWS_FEEDS: 'sample',
  // Whatever a developer's .env says, journeys never reach a real market-data provider.
  ...NO_MARKET_DATA,
};

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: false,
  globalTeardown: './tests/e2e/global-teardown.ts',
  // One worker per server: the two desktop halves, the AI analyst's and the market data's journeys run side by side.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  // Deadlines for a loaded machine (a busy CI host, other runs beside this one): they cost time only when something is wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Recording a trace (a screencast and DOM snapshots of every action) doubles Chromium's CPU
    // on every journey; a failure is retried once in CI, and the retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/server-logs.e2e.ts', '**/ai-analysis.e2e.ts', ...marketDataJourneys, '**/official-prices.e2e.ts', ...secondHalf],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'desktop (second server)',
      testMatch: secondHalf,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: secondURL },
    },
    {
      name: 'with-ai',
      testMatch: '**/ai-analysis.e2e.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: aiURL },
    },
    {
      name: 'with-market-data',
      testMatch: marketDataJourneys,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: marketURL },
    },
    {
      name: 'with-official-prices',
      testMatch: '**/official-prices.e2e.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: officialURL },
    },
    // After every journey: reads what the servers logged meanwhile.
    {
      name: 'server logs',
      testMatch: '**/server-logs.e2e.ts',
      dependencies: ['desktop', 'desktop (second server)', 'with-ai', 'with-market-data', 'with-official-prices'],
    },
  ],
  webServer: [
    {
      // A fresh database for every run (tests/e2e/server.ts): journeys start from an empty product.
      command: logTo(serverLogFiles[0] as string),
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      // The sample feed publishes each story once and then finishes (46 stories): at 90 s it
      // outlasts the whole run, so the journeys that read "Live" never meet a finished feed.
      env: { ...serverEnv, PORT: String(port), DATA_DIR: join(tmpdir(), `impactwire-e2e-${Date.now()}`), DEMO_PUBLISH_SECONDS: '90' },
    },
    {
      // The second half of the desktop journeys, on a database of its own.
      command: logTo(serverLogFiles[4] as string),
      url: `${secondURL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      env: { ...serverEnv, PORT: String(port + 7), DATA_DIR: join(tmpdir(), `impactwire-e2e-second-${Date.now()}`), DEMO_PUBLISH_SECONDS: '90' },
    },
    {
      // The same product with an advertising pixel configured: the consent journeys.
      command: logTo(serverLogFiles[1] as string),
      url: `${pixelURL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      env: { ...serverEnv, PORT: String(port + 1), DATA_DIR: join(tmpdir(), `impactwire-e2e-pixel-${Date.now()}`), META_PIXEL_ID: PIXEL_ID },
    },
    {
      command: `bun tests/fakes/fake-anthropic.ts ${fakeAnthropicPort} 3000`,
      url: `http://127.0.0.1:${fakeAnthropicPort}/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The product with an AI analyst: stories appear with the offline analysis, the AI one follows.
      command: logTo(serverLogFiles[2] as string),
      url: `${aiURL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
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
    {
      command: `bun tests/fakes/fake-market-data.ts ${fakeMarketDataPort}`,
      url: `http://127.0.0.1:${fakeMarketDataPort}/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The product pricing its stories: the recorder reads the fake's synthetic minute series.
      command: logTo(serverLogFiles[3] as string),
      url: `${marketURL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      env: {
        ...serverEnv,
        PORT: String(port + 4),
        DATA_DIR: join(tmpdir(), `impactwire-e2e-market-${Date.now()}`),
        DEMO_PUBLISH_SECONDS: '3600',
        TWELVE_DATA_API_KEY: 'local-fake-key',
        TWELVE_DATA_REQUESTS_PER_MINUTE: '600',
        TWELVE_DATA_BASE_URL: `http://127.0.0.1:${fakeMarketDataPort}`,
      },
    },
    {
      command: `bun tests/fakes/fake-official-prices.ts ${fakeOfficialPricesPort}`,
      url: `http://127.0.0.1:${fakeOfficialPricesPort}/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The product on the default run's providers, without a key: each keyless source reads the fake's synthetic series.
      command: logTo(serverLogFiles[5] as string),
      url: `${officialURL}/readyz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      env: {
        ...serverEnv,
        PORT: String(port + 8),
        DATA_DIR: officialDataDir,
        DEMO_PUBLISH_SECONDS: '3600',
        COINBASE_ENABLED: 'true',
        COINBASE_BASE_URL: `http://127.0.0.1:${fakeOfficialPricesPort}`,
        ECB_ENABLED: 'true',
        ECB_BASE_URL: `http://127.0.0.1:${fakeOfficialPricesPort}`,
        US_TREASURY_ENABLED: 'true',
        US_TREASURY_BASE_URL: `http://127.0.0.1:${fakeOfficialPricesPort}`,
        SERIES_REFRESH_ENABLED: 'true',
        CBOE_BASE_URL: `http://127.0.0.1:${fakeOfficialPricesPort}`,
        FRED_BASE_URL: `http://127.0.0.1:${fakeOfficialPricesPort}`,
      },
    },
  ],
});
