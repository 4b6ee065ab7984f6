import { expect, test } from '@playwright/test';
import { openLiveFeed } from './helpers';

test('an entitled user sees the live feed; a new story appears on top within 2 s; Learn More expands', async ({ page }) => {
  const { tab, cards } = await openLiveFeed(page);
  await expect(tab.getByRole('heading', { name: 'News Analysis', level: 1 })).toBeVisible();

  // Collapsed by default: no analysis until Learn More.
  const first = cards.first();
  await expect(first.getByRole('heading', { name: 'Historical patterns' })).toHaveCount(0);
  await first.getByRole('button', { name: 'Learn More' }).click();
  await expect(first.getByRole('heading', { name: 'Historical patterns' })).toBeVisible();
  await expect(first.getByText(/analysis/i).first()).toBeVisible();
  await expect(first.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');

  // A story published now arrives without a reload.
  const headline = `Central bank surprises markets with emergency rate cut ${Date.now()}`;
  const published = await tab.request.post('/dev/news', { data: { headline, summary: 'Bond yields plunge; stocks rally.' } });
  expect(published.status()).toBe(201);
  const startedAt = Date.now();
  await expect(cards.first().getByRole('heading', { name: headline })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - startedAt).toBeLessThan(2_000);
  await expect(cards.first().getByText('New', { exact: true })).toBeVisible();

  // The card shows the product's figures: impact x/10 with one decimal, confidence, markets, US date.
  const card = cards.first();
  await expect(card.getByLabel(/Impact score \d+\.\d of 10/)).toBeVisible();
  await expect(card.getByText(/Confidence: (High|Medium|Low)/)).toBeVisible();
  await expect(card.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  // Filters: a word that matches only the new story.
  await tab.getByPlaceholder(/Symbol or word/).fill('emergency rate cut');
  await expect(cards).toHaveCount(1);
  await tab.getByPlaceholder(/Symbol or word/).fill('no-such-story-xyz');
  await expect(tab.getByText('No stories match these filters.')).toBeVisible();

  // A quoted phrase goes into the address as typed, and a reload reads it back as the same phrase.
  await tab.getByPlaceholder(/Symbol or word/).fill('"emergency rate cut"');
  await expect(tab).toHaveURL(/\?q=%22emergency(\+|%20)rate(\+|%20)cut%22$/);
  expect(new URL(tab.url()).searchParams.get('q')).toBe('"emergency rate cut"');
  await expect(cards).toHaveCount(1);
  await tab.reload();
  await expect(tab.getByPlaceholder(/Symbol or word/)).toHaveValue('"emergency rate cut"');
  await expect(cards).toHaveCount(1);
});

test('a story with nothing to score says "Not scored"; Learn More lists the other instruments with their own direction', async ({ page }) => {
  const { tab, cards } = await openLiveFeed(page);

  const plain = `Her cat still refuses the new sofa ${Date.now()}`;
  expect((await tab.request.post('/dev/news', { data: { headline: plain } })).status()).toBe(201);
  const plainCard = cards.filter({ has: tab.getByRole('heading', { name: plain }) });
  await expect(plainCard.getByText('Not scored')).toBeVisible();
  await expect(plainCard.getByLabel(/Impact score/)).toHaveCount(0);

  const pair = `Microsoft quarterly profit beats estimates; Apple shares tumble ${Date.now()}`;
  expect((await tab.request.post('/dev/news', { data: { headline: pair } })).status()).toBe(201);
  const pairCard = cards.filter({ has: tab.getByRole('heading', { name: pair }) });
  // The score belongs to Microsoft, shown with its own direction; Apple with its own, opposite one.
  await expect(pairCard.getByRole('img', { name: /^Impact score \d+\.\d of 10 for MSFT$/ })).toBeVisible();
  // Microsoft's own Bullish comes first; an index heavyweight's results also lift its index.
  await expect(pairCard.getByText('Bullish', { exact: true }).first()).toBeVisible();
  await expect(pairCard.getByRole('list', { name: 'Other instruments' })).toContainText('AAPL ↘ Bearish');
  await expect(pairCard.getByRole('list', { name: 'Other instruments' })).toContainText('NDX ↗ Bullish');
  await expect(pairCard.getByText(/AAPL ↗|MSFT ↘/)).toHaveCount(0);
  await pairCard.getByRole('button', { name: 'Learn More' }).click();
  const others = pairCard.getByRole('listitem').filter({ hasText: 'Stock Market' }).filter({ hasText: 'AAPL' });
  await expect(others).toContainText('↘ Bearish');
  await tab.screenshot({ path: 'test-results/feed-verdicts.png', fullPage: true });
});
