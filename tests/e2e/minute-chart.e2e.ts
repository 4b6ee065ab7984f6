import { expect, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll, seriousViolations } from './helpers';

// This project's server prices stories with the local fake market-data provider (Twelve Data's
// dialect, a synthetic minute series for every symbol): a story published an hour ago has
// minute prices from half an hour before it to now.

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`at ${viewport.width} px in the ${theme} theme a story page shows the minute chart around its publication`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const tab = await entitledTab(page, viewport.width, viewport.height);
      const headline = `Apple shares plunge 20% after a profit warning ${Date.now().toString(36)}`;
      const publishedAt = new Date(Date.now() - 3600_000).toISOString();
      const published = await tab.request.post('/dev/news', { data: { headline, publishedAt } });
      expect(published.status()).toBe(201);

      await tab.goto('/news-analysis');
      await tab.getByRole('link', { name: headline }).click();
      const chart = tab.getByRole('region', { name: 'Minute chart' });
      await expect(chart).toContainText('Prices from Twelve Data.');
      const picture = chart.getByRole('img', { name: /minute closes from \d{2}:\d{2} to \d{2}:\d{2}: [\d.,]+ at publication \(\d{2}:\d{2}\)/ });
      await expect(picture).toBeVisible();
      await expect(chart.getByText(/^Published \d{2}:\d{2}$/)).toBeVisible();
      // Axis labels: times of day below, prices beside.
      await expect(
        picture
          .locator('text')
          .filter({ hasText: /^\d{2}:\d{2}$/ })
          .first(),
      ).toBeAttached();

      await chart.getByText('Show the prices as a table').click();
      const table = chart.getByRole('table');
      await expect(table.getByRole('row').filter({ hasText: 'publication' })).toHaveCount(1);
      await expectNoSidewaysScroll(tab);
      expect(await seriousViolations(tab)).toEqual([]);
      await chart.scrollIntoViewIfNeeded();
      await tab.screenshot({ path: `test-results/minute-chart-${viewport.width}-${theme}.png` });
    });
  }
}
