import { expect, type Locator, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll, publishStories } from './helpers';

// A story that lifts one instrument and sinks another shows each with its own arrow and word,
// on the card, in the compact row and on the story's page: never the headline's arrow beside
// another instrument's symbol.

/** Every arrow in `scope` with the symbol right before it, as the reader sees them side by side. */
const symbolArrows = (scope: Locator) =>
  scope.locator('[data-slot="instrument-call"]').evaluateAll((chips) => chips.map((chip) => chip.textContent?.replace(/\s+/g, ' ').trim()));

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px instruments moving opposite ways each carry their own direction`, async ({ page }) => {
    test.setTimeout(60_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const run = Date.now().toString(36);
    const [split] = await publishStories(tab, [`Oracle soars after it raises its outlook; SAP shares sink ${run}`]);
    await tab.goto('/news-analysis');
    await expect(tab.getByTestId('live-state')).toHaveText('Live');

    // The card: Oracle's figure with Oracle's own direction, SAP with its own.
    const card = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: split as string }) });
    await expect(card.getByRole('img', { name: /^Impact score \d+\.\d of 10 for ORCL$/ })).toBeVisible();
    await expect(card.getByText('Bullish', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Other instruments' })).toContainText('SAP ↘ Bearish');
    expect(await symbolArrows(card)).toEqual(['SAP ↘ Bearish']);
    await expectNoSidewaysScroll(tab);
    await card.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `test-results/directions-feed-${viewport.width}.png` });

    // The compact row: the score beside ORCL and its own arrow; SAP with its own where there is room
    // (on a phone, whose headline has its own line, and from lg), else counted.
    await tab.getByRole('button', { name: 'Compact' }).click();
    const row = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: split as string }) });
    await expect(row.getByRole('img', { name: /for ORCL$/ })).toBeVisible();
    const calls = await symbolArrows(row);
    expect(calls[0]).toBe('ORCL ↗ Bullish');
    if (viewport.width >= 1024 || viewport.width < 640) {
      expect(calls).toEqual(['ORCL ↗ Bullish', 'SAP ↘ Bearish']);
    } else {
      await expect(row.getByText('+1 more', { exact: true })).toBeVisible();
      await expect(row.getByText('SAP', { exact: true })).toBeHidden();
    }
    expect((await row.boundingBox())?.height).toBeLessThan(viewport.width >= 640 ? 40 : 90);
    await expectNoSidewaysScroll(tab);
    await tab.screenshot({ path: `test-results/directions-compact-${viewport.width}.png` });
    await tab.getByRole('button', { name: 'Cards' }).click();

    // The story's page says the same.
    await tab
      .getByRole('link', { name: split as string })
      .first()
      .click();
    await expect(tab.getByRole('heading', { name: split as string, level: 1 })).toBeVisible();
    await expect(tab.getByRole('img', { name: /^Impact score \d+\.\d of 10 for ORCL$/ })).toBeVisible();
    await expect(tab.getByRole('list', { name: 'Other instruments' }).first()).toContainText('SAP ↘ Bearish');
    await expect(tab.getByText(/SAP ↗|ORCL ↘/)).toHaveCount(0);
    await expectNoSidewaysScroll(tab);
    await tab.screenshot({ path: `test-results/directions-story-${viewport.width}.png`, fullPage: true });
  });
}
