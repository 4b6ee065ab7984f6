import { expect, type Page, test } from '@playwright/test';
import { formatClock, formatFeedDate } from '../../src/shared/format';
import { entitledTab, expectNoSidewaysScroll, openFilters, publishStories, seriousViolations, signIn } from './helpers';

// The feed as a trader's workspace: the compact layout, keyboard shortcuts, a pause that holds
// the list, and the time zone of every date, each remembered for the user.

const viewports = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

/** How many stories lie wholly inside the window as it is scrolled now. */
const storiesAboveTheFold = (page: Page) =>
  page.getByRole('article').evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);

for (const viewport of viewports) {
  test(`at ${viewport.width} px the compact layout shows a short row per story, is remembered for the user on another device, and passes axe`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const account = await tab.evaluate(() => JSON.parse(localStorage.getItem('impactwire.auth.session') ?? '{}').user.email as string);
    const run = Date.now().toString(36);
    await publishStories(
      tab,
      Array.from({ length: 24 }, (_, i) => `Treasury yields climb as traders weigh a longer pause ${run} number ${i} with a headline long enough to be cut`),
    );
    await tab.goto('/news-analysis');
    const stories = tab.getByRole('article');
    await expect(stories.first()).toBeVisible();
    await tab.getByRole('button', { name: 'Compact' }).click();
    await expect(tab.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    // One line each where there is room (the headline cut); a phone gives the headline its own lines under the figures.
    const heights = await stories.evaluateAll((rows) => rows.slice(0, 20).map((row) => row.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThan(viewport.width >= 640 ? 40 : 90);
    if (viewport.width === 1440) expect(await storiesAboveTheFold(tab)).toBeGreaterThanOrEqual(20);
    // Each line still says what the card says: a time, a score and direction or why there is none, the headline.
    const first = stories.first();
    await expect(first.locator('time')).toHaveText(/^(\d{2}\/\d{2} )?\d{2}:\d{2}$/);
    const score = first.getByRole('img', { name: /Impact score \d+\.\d of 10/ });
    await expect(score.or(first.getByText(/Not scored|Analysis (pending|unavailable)/))).toBeVisible();
    // A score sits beside its instrument's own arrow (the word too where there is room).
    if ((await score.count()) > 0) await expect(first.getByText(/^[↗↘→]$/).first()).toBeVisible();
    if ((await score.count()) > 0 && viewport.width >= 640) await expect(first.getByText(/^(Bullish|Bearish|Neutral)$/).first()).toBeVisible();
    await expectNoSidewaysScroll(tab);
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/dense-mode-${viewport.width}.png` });

    // Remembered: after a reload, and for the same user signing in on another device.
    await tab.reload();
    await expect(tab.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    const device = await browser.newContext({ viewport });
    const other = await device.newPage();
    await signIn(other, account, 'market-mover-1');
    await other.goto('/news-analysis');
    await expect(other.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByRole('article').first()).toBeVisible();
    expect(
      await other
        .getByRole('article')
        .first()
        .evaluate((row) => row.getBoundingClientRect().height),
    ).toBeLessThan(viewport.width >= 640 ? 40 : 90);

    // And back: cards again everywhere.
    await other.getByRole('button', { name: 'Cards' }).click();
    await expect(other.getByRole('button', { name: 'Learn More' }).first()).toBeVisible();
    await tab.reload();
    await expect(tab.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await device.close();
  });
}

test('keyboard: j and k move through the stories, o opens one, / searches, ? shows the shortcuts', async ({ page }) => {
  test.setTimeout(90_000);
  const tab = await entitledTab(page, 1440, 900);
  const run = Date.now().toString(36);
  // One after the other: publishStories sends a batch at once, in no set order, and this test needs which is newer.
  const [older] = await publishStories(tab, [`Copper rallies on supply worries ${run}`]);
  const [newer] = await publishStories(tab, [`Oil slips as inventories build ${run}`]);
  await tab.goto('/news-analysis');
  const stories = tab.getByRole('article');
  await expect(stories.first()).toBeVisible();

  // / goes to the search box, where letters are typed, not taken as shortcuts; Escape leaves it.
  await tab.keyboard.press('/');
  const words = tab.getByPlaceholder(/Symbol or word/);
  await expect(words).toBeFocused();
  await tab.keyboard.type(run);
  await expect(words).toHaveValue(run);
  await expect(stories).toHaveCount(2);
  await tab.keyboard.press('Escape');
  await expect(words).not.toBeFocused();
  await expect(words).toHaveValue(run);

  await tab.keyboard.press('j');
  await expect(tab.getByRole('link', { name: newer as string })).toBeFocused();
  await tab.keyboard.press('j');
  await expect(tab.getByRole('link', { name: older as string })).toBeFocused();
  await tab.keyboard.press('k');
  await expect(tab.getByRole('link', { name: newer as string })).toBeFocused();
  await tab.keyboard.press('o');
  await expect(tab).toHaveURL(/\/news-analysis\/\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name: newer as string })).toBeVisible();
  await tab.goBack();
  await expect(stories).toHaveCount(2);

  // Enter opens the selected story too.
  await tab.keyboard.press('j');
  await tab.keyboard.press('j');
  await tab.keyboard.press('Enter');
  await expect(tab.getByRole('heading', { level: 1, name: older as string })).toBeVisible();
  await tab.goBack();
  await expect(stories).toHaveCount(2);

  await tab.keyboard.press('?');
  const help = tab.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Pause or resume live updates')).toBeVisible();
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

for (const viewport of viewports) {
  test(`at ${viewport.width} px a pause holds the list while new stories wait in a "new" bar`, async ({ page }) => {
    test.setTimeout(90_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const run = Date.now().toString(36);
    const [shown] = await publishStories(tab, [`Gold steadies near record ${run}`]);
    await tab.goto('/news-analysis');
    await expect(tab.getByTestId('live-state')).toHaveText('Live');
    const stories = tab.getByRole('article');
    await expect(tab.getByRole('heading', { name: shown as string })).toBeVisible();

    if (viewport.width === 1440) await tab.keyboard.press('p');
    else await tab.getByRole('button', { name: 'Pause' }).click();
    await expect(tab.getByTestId('live-state')).toHaveText('Paused');
    const headlinesBefore = await stories.getByRole('heading').allTextContents();

    const [first, second] = await publishStories(tab, [`Yen jumps on intervention talk ${run}`, `Bitcoin slides below support ${run}`]);
    // (The demo source may publish one of its own meanwhile: at least our two wait.)
    const bar = tab.getByRole('button', { name: /^\d+ new stories · Show$/ });
    await expect(bar).toBeVisible();
    expect(Number((await bar.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(2);
    // Nothing moved: the same stories in the same order.
    expect(await stories.getByRole('heading').allTextContents()).toEqual(headlinesBefore);
    await expect(tab.getByRole('heading', { name: first as string })).toHaveCount(0);

    // The bar counts only what the filters let through: the bitcoin story, not the yen one.
    const waiting = async () => Number((await tab.getByRole('button', { name: /new stor(y|ies) · Show$/ }).textContent())?.match(/\d+/)?.[0]);
    const all = await waiting();
    await openFilters(tab);
    await tab.getByLabel('Market', { exact: true }).selectOption('Cryptocurrency');
    await expect.poll(waiting).toBeLessThan(all);
    expect(await waiting()).toBeGreaterThanOrEqual(1);
    await tab.getByLabel('Market', { exact: true }).selectOption('');
    await expect(bar).toBeVisible();

    await bar.click();
    await expect(tab.getByTestId('live-state')).toHaveText('Live');
    await expect(tab.getByRole('heading', { name: second as string })).toBeVisible();
    await expect(tab.getByRole('heading', { name: first as string })).toBeVisible();
    const order = await stories.getByRole('heading').allTextContents();
    expect(order.indexOf(second as string)).toBeLessThan(order.indexOf(shown as string));
    // The focus goes to the newest story, not back to the page.
    await expect(stories.first().getByRole('link').first()).toBeFocused();
    await expectNoSidewaysScroll(tab);
  });
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px the clock and every date follow the chosen time zone, kept for the user`, async ({ page }) => {
    test.setTimeout(90_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const [headline] = await publishStories(tab, [`Nikkei hits a record as exporters rally ${Date.now().toString(36)}`]);
    await tab.goto('/news-analysis');
    const card = tab.getByRole('article').filter({ has: tab.getByRole('heading', { name: headline as string }) });
    await expect(card).toBeVisible();

    await tab.getByLabel('Time zone').selectOption('Asia/Tokyo');
    const when = (await card.locator('time').getAttribute('datetime')) as string;
    await expect(card.locator('time')).toHaveText(formatFeedDate(when, 'Asia/Tokyo'));
    await expect(tab.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
    await expect(tab.getByLabel('Time zone').locator('option:checked')).toHaveText('Tokyo (GMT+9)');
    const clock = await tab.getByTestId('feed-clock').textContent();
    const nowInTokyo = [
      formatClock(new Date(Date.now() - 60_000), 'Asia/Tokyo'),
      formatClock(new Date(), 'Asia/Tokyo'),
      formatClock(new Date(Date.now() + 60_000), 'Asia/Tokyo'),
    ];
    expect(nowInTokyo).toContain(clock);

    // Kept on the server: a reload, and the story's own page, read Tokyo time too.
    await tab.reload();
    await expect(tab.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
    await expect(card.locator('time')).toHaveText(formatFeedDate(when, 'Asia/Tokyo'));
    await card.getByRole('link', { name: headline as string }).click();
    await expect(tab.getByRole('heading', { level: 1, name: headline as string })).toBeVisible();
    await expect(tab.locator('article time').first()).toHaveText(formatFeedDate(when, 'Asia/Tokyo'));

    await tab.goBack();
    await tab.getByLabel('Time zone').selectOption('UTC');
    await expect(card.locator('time')).toHaveText(formatFeedDate(when, 'UTC'));
  });
}
