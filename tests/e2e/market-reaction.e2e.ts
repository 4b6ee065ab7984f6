import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll, seriousViolations } from './helpers';

// This project's server prices its stories with the local fake market-data provider (Twelve
// Data's dialect, a synthetic minute series for every symbol). A story backdated by two hours
// has its 15-minute and 1-hour readings due at once; the recorder fills them within a run or two.

/** "+0.35 % since 12:05" or "−1.2 % since 11/25 12:05". */
const MOVE_SINCE = /[+−]?\d+\.\d+ % since (\d+\/\d+ )?\d{1,2}:\d{2}/;

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a story shows each instrument's move, its story page the sparkline, and the board and export follow`, async ({ page }) => {
    test.setTimeout(120_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const headline = `Apple shares jump after it lifts its quarterly dividend and buyback ${Date.now().toString(36)}`;
    const publishedAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    expect((await tab.request.post('/dev/news', { data: { headline, publishedAt } })).status()).toBe(201);

    await tab.goto('/news-analysis');
    const card = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: headline }) });
    await expect(card).toBeVisible();
    // The recorder's reading reaches the open stream: the card changes in place.
    const moves = card.getByRole('list', { name: 'Price moves since publication' });
    await expect(moves).toContainText(MOVE_SINCE, { timeout: 60_000 });
    await expect(moves).toContainText(/✓ agrees|✗ against|≈ flat/);
    await expectNoSidewaysScroll(tab);
    await card.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `test-results/market-reaction-card-${viewport.width}.png` });

    // The story page: the reaction section with each reading and its provider, and the sparkline with its words.
    await card.getByRole('link', { name: headline }).click();
    const reaction = tab.getByRole('region', { name: 'Market reaction' });
    await expect(reaction).toBeVisible();
    await expect(reaction).toContainText('Twelve Data');
    await expect(reaction).toContainText('15 min');
    await expect(reaction.getByRole('img', { name: /^Price path from [\d.,]+ to [\d.,]+ over / }).first()).toBeVisible();
    await expectNoSidewaysScroll(tab);
    expect(await seriousViolations(tab)).toEqual([]);
    await reaction.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `test-results/market-reaction-story-${viewport.width}.png` });

    // The calibration board counts the story's recorded move, with its period and n.
    await tab.goto('/news-analysis/calibration');
    await expect(tab.getByRole('heading', { level: 1, name: 'Calibration board' })).toBeVisible();
    const table = tab.getByRole('table');
    await expect(table).toBeVisible({ timeout: 15_000 });
    await expect(tab.getByText(/Days in UTC, both ends included/).first()).toBeVisible();
    await expectNoSidewaysScroll(tab);
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/calibration-board-${viewport.width}.png`, fullPage: true });

    // The point-in-time export downloads the story with its reaction.
    const download = tab.waitForEvent('download');
    await tab
      .getByRole('region', { name: /export/i })
      .getByRole('button', { name: /download/i })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^impactwire-stories-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toContain('headline');
    expect(csv).toContain(headline);
  });
}
