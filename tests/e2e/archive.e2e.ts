import { expect, test } from '@playwright/test';
import { entitledTab as entitledFeed, expectNoSidewaysScroll, openFilters, publishStories as publish, seriousViolations, signedInAccount } from './helpers';

const viewports = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a story has its own page with the full analysis and its sources; the feed loads older stories and searches the archive', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const tab = await entitledFeed(page, viewport.width, viewport.height);
      const run = Date.now().toString(36);
      // A story that will be older than the newest 50 once the next ones are published.
      const [buried] = await publish(tab, [`Copper miners ${run}xq strike shuts smelter in Chile`]);
      await publish(
        tab,
        Array.from({ length: 52 }, (_, i) => `Regional bank ${run} update number ${i} on deposits`),
      );

      await tab.goto('/news-analysis');
      const cards = tab.getByRole('article');
      await expect(cards).toHaveCount(50);
      await expect(tab.getByRole('heading', { name: buried as string })).toHaveCount(0);
      await tab.getByRole('button', { name: 'Load older' }).click();
      await expect(tab.getByRole('heading', { name: buried as string })).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(50);
      await expectNoSidewaysScroll(tab);

      // The archive search finds it again after a reload, from the server.
      await tab.goto('/news-analysis');
      await expect(cards).toHaveCount(50);
      await tab.getByPlaceholder(/Symbol or word/).fill(`${run}xq`);
      await expect(cards).toHaveCount(1);
      await expect(tab).toHaveURL(new RegExp(`q=${run}xq`));

      // Its headline opens its own page.
      await cards
        .first()
        .getByRole('link', { name: buried as string })
        .click();
      await expect(tab).toHaveURL(/\/news-analysis\/\d+$/);
      await expect(tab.getByRole('heading', { level: 1, name: buried as string })).toBeVisible();
      await expect(tab.getByRole('heading', { name: 'Historical patterns' })).toBeVisible();
      await expect(tab.getByRole('heading', { name: 'Sources' })).toBeVisible();
      await expect(tab.getByText('Carried by 1 outlet.')).toBeVisible();
      await expect(tab.getByText('Sample story from the demo source')).toBeVisible();
      await expectNoSidewaysScroll(tab);
      expect(await seriousViolations(tab)).toEqual([]);
      await tab.screenshot({ path: `test-results/story-page-${viewport.width}.png`, fullPage: true });
      testInfo.annotations.push({ type: 'screenshot', description: `test-results/story-page-${viewport.width}.png` });

      // A permalink survives a reload; an unknown one says so.
      const permalink = tab.url();
      await tab.reload();
      await expect(tab.getByRole('heading', { level: 1, name: buried as string })).toBeVisible();
      await tab.goto('/news-analysis/999999999');
      await expect(tab.getByRole('heading', { name: 'Story not found' })).toBeVisible();

      // Without access, the story page is the Premium gate, as the feed is.
      const stranger = await page.context().browser()?.newPage();
      if (!stranger) throw new Error('no browser');
      await signedInAccount(stranger);
      await stranger.setViewportSize({ width: viewport.width, height: viewport.height });
      await stranger.goto(new URL(permalink).pathname);
      await expect(stranger.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
      await expect(stranger.getByRole('heading', { name: buried as string })).toHaveCount(0);
      await stranger.close();
    });

    test('filters and order live in the address: they survive a reload and a shared link shows the same feed', async ({ page }) => {
      test.setTimeout(90_000);
      const tab = await entitledFeed(page, viewport.width, viewport.height);
      const run = Date.now().toString(36);
      const [bull, bear] = await publish(tab, [`Microsoft quarterly profit beats estimates ${run}`, `Apple shares tumble after weak iPhone sales ${run}`]);
      await tab.goto('/news-analysis');
      const cards = tab.getByRole('article');
      await expect(cards.first()).toBeVisible();

      await openFilters(tab);
      await tab.getByLabel('Direction', { exact: true }).selectOption('bearish');
      await tab.getByLabel('Sort', { exact: true }).selectOption('impact');
      await tab.getByLabel('Min. impact').selectOption('3');
      await expect(tab).toHaveURL(/direction=bearish/);
      await expect(tab).toHaveURL(/sort=impact/);
      await expect(tab).toHaveURL(/minImpact=3/);
      await expect(cards.first()).toBeVisible();
      // The score box says it first; other instruments may say it too, each for itself.
      for (const card of await cards.all()) await expect(card.getByText('Bearish', { exact: true }).first()).toBeVisible();
      await expect(tab.getByRole('heading', { name: bull as string })).toHaveCount(0);
      // Highest impact first.
      const scores = await tab.getByLabel(/Impact score/).evaluateAll((nodes) => nodes.map((n) => Number(n.textContent)));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));

      await tab.reload();
      await openFilters(tab);
      await expect(tab.getByLabel('Direction', { exact: true })).toHaveValue('bearish');
      await expect(tab.getByLabel('Sort', { exact: true })).toHaveValue('impact');
      await expect(tab.getByLabel('Min. impact')).toHaveValue('3');
      await expect(cards.first()).toBeVisible();
      await expect(tab.getByRole('heading', { name: bull as string })).toHaveCount(0);

      // A shared link with words and a market opens on the same stories elsewhere.
      const other = await tab.context().newPage();
      await other.setViewportSize({ width: viewport.width, height: viewport.height });
      await other.goto(`/news-analysis?q=${encodeURIComponent(`apple ${run}`)}&market=Stock%20Market`);
      await expect(other.getByRole('article')).toHaveCount(1);
      await expect(other.getByRole('heading', { name: bear as string })).toBeVisible();
      await expect(other.getByPlaceholder(/Symbol or word/)).toHaveValue(`apple ${run}`);
      await openFilters(other);
      await expect(other.getByLabel('Market', { exact: true })).toHaveValue('Stock Market');
      await other.getByRole('button', { name: 'Clear filters' }).click();
      await expect(other).toHaveURL(/\/news-analysis$/);
      // A value the address holds wrongly is dropped, not an error.
      await other.goto('/news-analysis?direction=sideways&minImpact=42&sort=random');
      await openFilters(other);
      await expect(other.getByLabel('Direction', { exact: true })).toHaveValue('');
      await expect(other.getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScroll(other);
      await other.close();
    });

    test('the watchlist: follow from a symbol chip or the box, kept on the server, filters the feed; a chip opens its symbol', async ({ page }) => {
      test.setTimeout(90_000);
      const tab = await entitledFeed(page, viewport.width, viewport.height);
      const run = Date.now().toString(36);
      const [msft, aapl] = await publish(tab, [`Microsoft raises dividend ${run}`, `Apple shares tumble after weak iPhone sales ${run}`]);
      await tab.goto('/news-analysis');
      await openFilters(tab);
      const watchlist = tab.getByRole('region', { name: 'Watchlist' });
      await expect(watchlist.getByText('No symbols followed yet.')).toBeVisible();
      const msftCard = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: msft as string }) });
      await msftCard.getByRole('button', { name: 'Follow MSFT' }).click();
      await expect(msftCard.getByRole('button', { name: 'Follow MSFT' })).toHaveAttribute('aria-pressed', 'true');
      await expect(watchlist.getByRole('link', { name: 'MSFT' })).toBeVisible();

      // From the box: a wrong symbol is refused with a reason, a right one followed.
      await watchlist.getByLabel('Symbol to follow').fill('not a symbol');
      await watchlist.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(watchlist.getByRole('alert')).toContainText('market symbol');
      await watchlist.getByLabel('Symbol to follow').fill('eur/usd');
      await watchlist.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(watchlist.getByRole('link', { name: 'EUR/USD' })).toBeVisible();

      // Kept on the server: after a reload, and the filter shows only followed symbols.
      await tab.reload();
      await openFilters(tab);
      await expect(watchlist.getByRole('link', { name: 'MSFT' })).toBeVisible();
      await tab.getByLabel('Watchlist only').check();
      await expect(tab).toHaveURL(/watchlist=true/);
      await expect(tab.getByRole('heading', { name: msft as string })).toBeVisible();
      await expect(tab.getByRole('heading', { name: aapl as string })).toHaveCount(0);
      for (const card of await tab.getByRole('article').all()) {
        expect(await card.locator('[data-slot="symbol-chip"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/MSFT|EUR\/USD/)]));
      }
      await expectNoSidewaysScroll(tab);

      // A symbol chip opens the feed on that symbol.
      await tab.getByRole('button', { name: 'Clear filters' }).click();
      const aaplCard = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: aapl as string }) });
      await aaplCard.getByRole('link', { name: 'Stories on AAPL' }).click();
      await expect(tab).toHaveURL(/symbol=AAPL/);
      await expect(tab.getByRole('heading', { name: aapl as string })).toBeVisible();
      for (const card of await tab.getByRole('article').all()) await expect(card.getByRole('link', { name: 'Stories on AAPL' })).toBeVisible();

      // Unfollowing takes it off the list, on the server too.
      await watchlist.getByRole('button', { name: 'Unfollow MSFT' }).click();
      await expect(watchlist.getByRole('link', { name: 'MSFT' })).toHaveCount(0);
      await tab.reload();
      await openFilters(tab);
      await expect(watchlist.getByRole('link', { name: 'EUR/USD' })).toBeVisible();
      await expect(watchlist.getByRole('link', { name: 'MSFT' })).toHaveCount(0);
    });
  });
}
