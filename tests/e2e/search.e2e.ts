import { expect, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll, publishStories, seriousViolations } from './helpers';

const viewports = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of viewports) {
  test(`at ${viewport.width} px, a search with a variant and an exclusion shows the live stories it matches as they arrive`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    // Colours are judged on settled cards: a new card pulses once, and axe could catch it mid-fade.
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    const marker = `zq${Date.now().toString(36)}`;
    await tab.goto('/news-analysis');
    await tab.getByPlaceholder(/Symbol or word/).fill(`${marker} rate cut -pause`);
    await expect(tab).toHaveURL(new RegExp(`q=${marker}`));
    const cards = tab.getByRole('article');
    await expect(cards).toHaveCount(0);

    // Published while the page is open: they reach it on the live stream, not from the archive.
    const [match, paused, steady] = await publishStories(tab, [
      `Lender ${marker} cuts rates for first-time buyers`,
      `Lender ${marker} puts its rate cut on pause`,
      `Lender ${marker} keeps rates steady`,
    ]);
    await expect(tab.getByRole('heading', { name: match as string })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(tab.getByRole('heading', { name: paused as string })).toHaveCount(0);
    await expect(tab.getByRole('heading', { name: steady as string })).toHaveCount(0);

    await expectNoSidewaysScroll(tab);
    expect(await seriousViolations(tab)).toEqual([]);
    const shot = `test-results/search-live-${viewport.width}.png`;
    await tab.screenshot({ path: shot, fullPage: true });
    testInfo.annotations.push({ type: 'screenshot', description: shot });

    // The same query after a reload: the archive answers with the same story.
    await tab.reload();
    await expect(tab.getByRole('heading', { name: match as string })).toBeVisible();
    await expect(cards).toHaveCount(1);
  });
}
