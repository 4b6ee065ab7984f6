import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { officialDataDir, officialURL } from '../../playwright.config';
import { operatorAccessPath } from '../../src/server/operator/operator-access';
import { entitledTab, expectNoSidewaysScroll } from './helpers';

// This project's server runs the default providers without any key: Coinbase Exchange, the ECB
// and the US Treasury, each pointed at the local fake of their APIs (tests/fakes/fake-official-prices.ts,
// synthetic series up to now). The stories are real ones, published through the operator's route
// (a development story would be a sample, priced by the simulated tape), backdated by three days
// so that every reading, the daily ones included, is due at once and a weekday close follows.

/** "+0.35 % since 12:05" or "−1.2 % since 11/25 12:05". */
const MOVE_SINCE = /[+−]?\d+\.\d+ % since (\d+\/\d+ )?\d{1,2}:\d{2}/;

/** Publishes a story as the operator's CLI does, with the token the server wrote in its data directory. */
async function publishAsOperator(request: APIRequestContext, headline: string, publishedAt: string) {
  const { token } = JSON.parse(readFileSync(operatorAccessPath(officialDataDir), 'utf8')) as { token: string };
  const response = await request.post(`${officialURL}/operator/publish`, { headers: { Authorization: `Bearer ${token}` }, data: { headline, publishedAt } });
  expect(response.status()).toBe(201);
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px stories show real moves of bitcoin, EUR/USD and US Treasuries from the keyless sources`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const run = `r${Date.now().toString(36)}`;
    const publishedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const stories = [
      { headline: `Bitcoin surges past $100,000 after ETF approval ${run}`, symbol: 'BTC', provider: /coinbase/i },
      { headline: `EURUSD drops below 1.05 ${run}`, symbol: 'EUR/USD', provider: /ecb/i },
      { headline: `Fed cuts rates by half a point ${run}`, symbol: 'US Treasuries', provider: /treasury/i },
    ];
    for (const story of stories) await publishAsOperator(request, story.headline, publishedAt);

    const tab = await entitledTab(page, viewport.width, viewport.height);
    await tab.goto(`/news-analysis?q=${run}`);
    for (const story of stories) {
      const card = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: story.headline }) });
      await expect(card).toBeVisible();
      // The recorder's readings reach the open stream: the instrument's move appears in place, not simulated.
      const moves = card.getByRole('list', { name: 'Price moves since publication' });
      await expect(moves.getByRole('listitem').filter({ hasText: story.symbol }).first()).toContainText(MOVE_SINCE, { timeout: 60_000 });
      await expect(moves).not.toContainText(/simulated/i);
    }
    await expectNoSidewaysScroll(tab);
    await tab.screenshot({ path: `test-results/official-prices-feed-${viewport.width}.png`, fullPage: true });

    // The story pages name who priced each: bitcoin by the minute (a 15-minute reading), the others by the day.
    for (const story of stories) {
      await tab
        .getByRole('article')
        .filter({ has: tab.getByRole('heading', { name: story.headline }) })
        .getByRole('link', { name: story.headline })
        .click();
      const reaction = tab.getByRole('region', { name: 'Market reaction' });
      await expect(reaction).toContainText(story.provider);
      await expect(reaction).toContainText(story.symbol);
      if (story.symbol === 'BTC') await expect(reaction).toContainText(/15 min/);
      await expectNoSidewaysScroll(tab);
      await tab.screenshot({ path: `test-results/official-prices-${story.symbol.replace(/\W+/g, '-')}-${viewport.width}.png` });
      await tab.goBack();
    }
  });
}
