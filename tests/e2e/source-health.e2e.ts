import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { entitledTab, seriousViolations } from './helpers';
import { closedPort, startOwnServer } from './own-server';

// A server of its own whose only news source is a local port nobody listens on: the reader is
// connected, but no news can come, and the page must say so instead of a green "Live".
const port = Number(process.env.E2E_PORT ?? 4173) + 6;
const origin = `http://localhost:${port}`;
let server: ChildProcess;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer(port, 'offline', {
    NEWS_FEEDS: `http://127.0.0.1:${await closedPort()}/feed.xml`,
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('with every source unreachable the feed says connected, sources failing, and why it is empty, at 360 and 1440 px', async ({ page }) => {
  // Sign-up, trial and two axe runs on a server of its own.
  test.setTimeout(120_000);
  const tab = await entitledTab(page, 360, 800);
  await tab.goto('/news-analysis');
  for (const [width, height] of [
    [360, 800],
    [1440, 900],
  ] as const) {
    await tab.setViewportSize({ width, height });
    // Never the green "Live": connected, and how many sources fail (read out on a phone, shown from 640 px).
    await expect(tab.getByTestId('live-state')).toHaveText('Connected · 1 of 1 source failing', { timeout: 20_000 });
    await expect(tab.getByTestId('empty-feed')).toContainText('The news sources are failing.');
    await expect(tab.getByTestId('empty-feed')).toContainText('1 of 1 source could not be read');
    await expect(tab.getByText('No news analysis yet')).toHaveCount(0);
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/sources-failing-${width}.png` });
  }
});
