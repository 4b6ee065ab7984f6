import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { curatedFeeds } from '../../src/server/news/sources/curated-feeds';
import { entitledTab, seriousViolations } from './helpers';
import { closedPort, startOwnServer } from './own-server';

// The default run (NEWS_FEEDS unset, outside tests) on a machine without internet: every request
// leaves through a proxy nobody listens on, so the curated feeds fail and no test reaches a
// publisher. The sample stories stand in, the feed says so, and no page names a publisher.
// Above the ports playwright.config.ts gives out (up to +9).
const port = Number(process.env.E2E_PORT ?? 4173) + 19;
const origin = `http://localhost:${port}`;
let server: ChildProcess;

const widths = [
  [360, 800],
  [1440, 900],
] as const;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const noInternet = `http://127.0.0.1:${await closedPort()}`;
  server = await startOwnServer(port, 'default-feeds', {
    NODE_ENV: 'development',
    NEWS_FEEDS: '',
    HTTPS_PROXY: noInternet,
    HTTP_PROXY: noInternet,
    NO_PROXY: 'localhost,127.0.0.1',
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('with no feed answered, the home, features and pricing pages name no publisher and claim no sources, at 360 and 1440 px', async ({ page }) => {
  for (const [width, height] of widths) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const sources = page.getByRole('region', { name: 'News sources' });
    await expect(sources).toHaveText('This instance runs a demonstration feed: bundled sample stories, published one by one, while no publisher feed answers.');
    await page.goto('/features');
    await expect(page.getByText('This instance shows built-in sample stories while no publisher feed answers')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Real-time News', exact: true })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByText('Built-in sample news while no publisher feed answers')).toBeVisible();
    for (const path of ['/', '/features', '/pricing', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const text = (await page.locator('#root').textContent()) ?? '';
      for (const publisher of new Set(curatedFeeds.map((feed) => feed.publisher))) expect(text, `${path} names ${publisher}`).not.toContain(publisher);
      expect(text, path).not.toMatch(/\d+\+? sources|127\.0\.0\.1/);
    }
  }
});

test('the feed shows the sample stories and says why: no publisher feed has answered yet, at 360 and 1440 px', async ({ page }) => {
  // Sign-up, trial and two axe runs on a server of its own.
  test.setTimeout(120_000);
  const tab = await entitledTab(page, 360, 800);
  await tab.goto('/news-analysis');
  for (const [width, height] of widths) {
    await tab.setViewportSize({ width, height });
    await expect(tab.getByRole('note').filter({ hasText: 'No publisher feed has answered yet' })).toHaveText(
      'No publisher feed has answered yet, so these are sample stories. Real news takes their place as soon as a feed answers.',
    );
    // The curated feeds fail: never the green "Live" (the count is read out on a phone, shown from 640 px).
    await expect(tab.getByTestId('live-state')).toHaveText(`Connected · ${curatedFeeds.length} of ${curatedFeeds.length} sources failing`, {
      timeout: 30_000,
    });
    await expect(tab.getByRole('article').first()).toContainText('Sample');
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/sample-standing-in-${width}.png` });
  }
});
