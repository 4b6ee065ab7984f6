import { expect, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll, seriousViolations } from './helpers';

// The default server: no market-data provider, the sample feed. Its first batch is published
// before the server started, so the sample stories' simulated readings are due at once.

/** "+0.35 % since 12:05" or "−1.2 % since 11/25 12:05". */
const MOVE_SINCE = /[+−]?\d+\.\d+ % since (\d+\/\d+ )?\d{1,2}:\d{2}/;
const BANDS = ['Green (below 4.0)', 'Yellow (4.0–6.9)', 'Red (7.0 and above)'];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`at ${viewport.width} px the sample stories show simulated, labelled reactions, and the board has figures per band`, async ({ page }) => {
    test.setTimeout(180_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    await tab.goto('/news-analysis');
    // A sample story of the first batch: its moves since publication, marked as simulated (the
    // newest stories' readings are still to come: "price pending").
    const withMove = tab.getByRole('list', { name: 'Price moves since publication' }).filter({ hasText: 'simulated' }).filter({ hasText: MOVE_SINCE });
    const card = tab.getByRole('article').filter({ has: withMove }).first();
    await expect(card).toBeVisible({ timeout: 120_000 });
    await expect(card.getByRole('list', { name: 'Price moves since publication' }).getByText('simulated', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(tab);
    await card.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `test-results/simulated-card-${viewport.width}.png` });

    // Its page: the note above the readings, the simulated source on each instrument, the sparkline.
    await card.getByRole('heading').getByRole('link').first().click();
    const reaction = tab.getByRole('region', { name: 'Market reaction' });
    await expect(reaction).toContainText('Simulated prices: a seeded random walk for this sample story, not market data.');
    await expect(reaction).toContainText('Prices: Simulated (a seeded random walk, not market data)');
    await expect(reaction).toContainText('1 hour');
    await expect(reaction.getByRole('img', { name: /^Price path from [\d.,]+ to [\d.,]+ over / }).first()).toBeVisible();
    await expect(reaction).not.toContainText(/pending · due/);
    await expectNoSidewaysScroll(tab);
    expect(await seriousViolations(tab)).toEqual([]);
    await reaction.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `test-results/simulated-story-${viewport.width}.png` });

    // The board: it says it shows the simulated sample stories, with a 1-hour figure in every band.
    await tab.goto('/news-analysis/calibration');
    await expect(tab.getByRole('heading', { level: 1, name: 'Calibration board' })).toBeVisible();
    await expect(async () => {
      // A board is kept for a minute: a fresh one is read after a reload.
      await tab.reload();
      await expect(tab.getByText(/^Simulated sample stories: no real story has a recorded price move/)).toBeVisible();
      for (const band of BANDS) {
        const row = tab.getByRole('row').filter({ hasText: band }).filter({ hasText: 'Rules-based' });
        await expect(row).toContainText(/\d+\.\d{1,2} %/, { timeout: 2_000 });
      }
    }).toPass({ timeout: 120_000 });
    await expectNoSidewaysScroll(tab);
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/simulated-board-${viewport.width}.png`, fullPage: true });
  });
}
