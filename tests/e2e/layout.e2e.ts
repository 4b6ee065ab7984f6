import { expect, type Locator, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll } from './helpers';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as NonNullable<typeof found>;
}

for (const width of [768, 800, 852]) {
  test(`signed-out top bar fits at ${width} px with Start Free Trial fully visible`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const trial = page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' });
    await expect(trial).toBeVisible();
    await expectNoSidewaysScroll(page);
    const { x, width: w } = await box(trial);
    const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + w).toBeLessThanOrEqual(clientWidth);
    await page.screenshot({ path: `test-results/top-bar-${width}.png`, clip: { x: 0, y: 0, width, height: 80 } });
  });
}

test('at 360 px the trial badge does not cover the plan title', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/pricing');
  const title = page.getByRole('heading', { name: 'Professional Plan' });
  const badge = page.getByText('7-day free trial', { exact: true });
  await expect(badge).toBeVisible();
  const a = await box(title);
  const b = await box(badge);
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap).toBe(false);
  await expectNoSidewaysScroll(page);
  await page.locator('section[aria-labelledby="plan-title"]').screenshot({ path: 'test-results/pricing-plan-360.png' });
});

test('at 360 px a headline with a long unbroken word keeps the score on screen', async ({ page }) => {
  const tab = await entitledTab(page, 360, 800);
  await tab.goto('/news-analysis');
  await expect(tab.getByTestId('live-state')).toHaveText('Live');
  const word = 'Supercalifragilisticexpialidocious'.repeat(2).slice(0, 60);
  expect(word).toHaveLength(60);
  const headline = `Fed raises rates by 75 basis points ${word} ${Date.now()}`;
  expect((await tab.request.post('/dev/news', { data: { headline } })).status()).toBe(201);
  const card = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: headline }) });
  const score = card.getByLabel(/Impact score/);
  await expect(score).toBeVisible();
  const clientWidth = await tab.evaluate(() => document.documentElement.clientWidth);
  const scoreBox = await box(score.locator('..'));
  expect(scoreBox.x + scoreBox.width).toBeLessThanOrEqual(clientWidth);
  const cardBox = await box(card);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(clientWidth);
  await expectNoSidewaysScroll(tab);
  await card.screenshot({ path: 'test-results/card-long-word-360.png' });
});

test('at 1440 px the first story sits near the top: the filters show as chips, their form folded until asked for', async ({ page }) => {
  const tab = await entitledTab(page, 1440, 900);
  // An order chosen, as a shared link may hold: the form used to open with it and push the stories down.
  await tab.goto('/news-analysis?sort=impact');
  const first = tab.getByRole('article').first();
  await expect(first).toBeVisible();
  const toggle = tab.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tab.getByLabel('Market', { exact: true })).toHaveCount(0);
  await expect(tab.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Sort: Highest impact']);
  expect((await box(first)).y).toBeLessThan(480);
  await tab.screenshot({ path: 'test-results/feed-filters-1440.png' });

  // By keyboard: the form opens, a filter set there joins the chips and the address, and its chip clears it.
  await toggle.focus();
  await tab.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await tab.getByLabel('Market', { exact: true }).selectOption('Bond Market');
  await expect(tab).toHaveURL(/market=Bond(\+|%20)Market/);
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveText('Filters (1)');
  const remove = tab.getByRole('button', { name: 'Remove Market: Bond Market' });
  await remove.focus();
  await tab.keyboard.press('Enter');
  await expect(tab).not.toHaveURL(/market=/);
  await expect(tab).toHaveURL(/sort=impact/);
  await expectNoSidewaysScroll(tab);
});
