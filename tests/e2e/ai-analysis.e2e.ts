import { expect, test } from '@playwright/test';
import { openLiveFeed } from './helpers';

// This project's server has an AI analyst (the local fake Anthropic API, answering in 3 s).
test('a story appears at once with the rules-based analysis; its AI analysis then changes the same card in place', async ({ page }) => {
  const { tab, cards } = await openLiveFeed(page);
  // The sample stories' own AI analyses have arrived: the page is settled.
  await expect(tab.getByText('AI analysis on its way', { exact: false })).toHaveCount(0, { timeout: 20_000 });
  const shown = await cards.count();

  const headline = `ECB signals faster rate cuts; EUR/USD slides while Bunds and the DAX rally ${Date.now()}`;
  expect((await tab.request.post('/dev/news', { data: { headline } })).status()).toBe(201);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: headline })).toBeVisible({ timeout: 2_000 });
  await expect(card.getByText('Rules-based analysis · AI analysis on its way')).toBeVisible();
  await tab.screenshot({ path: 'test-results/ai-update-before.png' });

  // The AI analysis replaces the offline one on the same card: still first, nothing added.
  await expect(card.getByText('AI analysis', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('heading', { name: headline })).toBeVisible();
  await expect(card.getByLabel('Impact score 6.2 of 10 for EUR/USD')).toBeVisible();
  await expect(card.getByText('Bearish', { exact: true })).toBeVisible();
  // A dovish story: the euro down, Bunds and the DAX up, each with its own arrow.
  const others = card.getByRole('list', { name: 'Other instruments' });
  await expect(others).toContainText('Bunds ↗ Bullish');
  await expect(others).toContainText('DAX ↗ Bullish');
  await expect(cards).toHaveCount(Math.min(shown + 1, 21));
  await card.getByRole('button', { name: 'Learn More' }).click();
  await expect(card.getByText('AI-generated analysis, not financial advice')).toBeVisible();
  await tab.screenshot({ path: 'test-results/ai-update-after.png' });
});

test('the home page of an instance with an AI analyst says it runs AI analysis', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Live AI analysis of market-moving news')).toBeVisible();
  await expect(page.getByText('Live rules-based analysis')).toHaveCount(0);
});
