import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { entitledTab, expectNoSidewaysScroll, openFilters, publishStories, seriousViolations } from './helpers';

type Shown = { title: string; body: string; tag: string };

/**
 * Records every notification a page of the context creates, in `window.shownNotifications`,
 * and every permission request, in `window.permissionRequests`; the browser's own API still
 * does the work.
 */
async function recordNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: Shown[] = [];
    const seen = window as unknown as { shownNotifications: Shown[]; permissionRequests: number };
    seen.shownNotifications = shown;
    seen.permissionRequests = 0;
    const Real = window.Notification;
    if (!Real) return;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
      }
      static override requestPermission(...args: Parameters<typeof Notification.requestPermission>) {
        seen.permissionRequests += 1;
        return Real.requestPermission(...args);
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

const shownOn = (page: Page) => page.evaluate(() => (window as unknown as { shownNotifications: Shown[] }).shownNotifications);

const viewports = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

for (const viewport of viewports) {
  test(`at ${viewport.width} px the alert settings keep the rules on the server and the browser's choice on this device`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const tab = await entitledTab(page, viewport.width, viewport.height);
    await tab.goto('/alerts');
    await expect(tab.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(tab.getByText('No rule is set yet: nothing alerts until you choose one above.')).toBeVisible();

    await tab.getByLabel('Stories on my watchlist').check();
    await tab.getByLabel('Stories with an impact of at least').selectOption('7');
    await tab.getByLabel('E-mail me the matching stories').check();
    await tab.getByLabel('Show notifications in this browser').check();
    await tab.getByLabel('Play a sound').check();
    await expect(tab.getByText('No rule is set yet')).toHaveCount(0);
    await expectNoSidewaysScroll(tab);
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/alert-settings-${viewport.width}.png`, fullPage: true });

    await tab.reload();
    await expect(tab.getByLabel('Stories on my watchlist')).toBeChecked();
    await expect(tab.getByLabel('Stories with an impact of at least')).toHaveValue('7');
    await expect(tab.getByLabel('E-mail me the matching stories')).toBeChecked();
    await expect(tab.getByLabel('Show notifications in this browser')).toBeChecked();
    await expect(tab.getByLabel('Play a sound')).toBeChecked();

    // The rules belong to the account: another browser shows them, but its notifications are its own.
    const session = await tab.evaluate(() => localStorage.getItem('impactwire.auth.session') as string);
    const device = await tab.context().browser()?.newContext({ viewport });
    if (!device) throw new Error('no browser');
    const other = await device.newPage();
    await other.goto('/');
    await other.evaluate((value) => localStorage.setItem('impactwire.auth.session', value), session);
    await other.goto('/alerts');
    await expect(other.getByLabel('Stories with an impact of at least')).toHaveValue('7');
    await expect(other.getByLabel('Stories on my watchlist')).toBeChecked();
    await expect(other.getByRole('button', { name: 'Turn on notifications' }).or(other.getByText(/cannot show notifications|blocked/))).toBeVisible();
    await device.close();
  });
}

test('notifications are asked for only on a click', async ({ page, context }) => {
  await recordNotifications(context);
  const tab = await entitledTab(page, 1440, 900);
  await tab.goto('/alerts');
  const turnOn = tab.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests)).toBe(0);
  await turnOn.click();
  await expect.poll(() => tab.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests)).toBe(1);
});

for (const viewport of viewports) {
  test(`at ${viewport.width} px a new story on the watchlist notifies once across two feed tabs; a story matching no rule does not`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await recordNotifications(context);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const run = Date.now().toString(36);

    // Follow MSFT from the feed, then ask for alerts on the watchlist, in this browser.
    await tab.goto('/news-analysis');
    await openFilters(tab);
    await tab.getByLabel('Symbol to follow').fill('MSFT');
    await tab.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(tab.getByRole('button', { name: 'Unfollow MSFT' })).toBeVisible();
    await tab.getByRole('link', { name: 'Alerts' }).click();
    await expect(tab.getByText('You follow MSFT.')).toBeVisible();
    await tab.getByLabel('Stories on my watchlist').check();
    await tab.getByLabel('Show notifications in this browser').check();
    await tab.getByRole('button', { name: 'Send a test notification' }).click();
    await expect.poll(async () => (await shownOn(tab)).map((n) => n.title)).toContain('Alerts are on');

    await tab.goto('/news-analysis');
    const second = await context.newPage();
    await second.setViewportSize(viewport);
    await second.goto('/news-analysis');
    await expect(tab.getByTestId('live-state')).toHaveText('Live');
    await expect(second.getByTestId('live-state')).toHaveText('Live');

    const [watched, unrelated] = await publishStories(tab, [`Microsoft quarterly profit beats estimates ${run}`, `Her cat still refuses the new sofa ${run}`]);
    await expect(second.getByRole('heading', { name: unrelated as string })).toBeVisible();
    const about = async (headline: string) =>
      [...(await shownOn(tab)), ...(await shownOn(second))].filter((notification) => notification.body.includes(headline));
    await expect.poll(async () => (await about(watched as string)).length).toBe(1);
    const [notification] = await about(watched as string);
    // The figure with the instrument it belongs to and that instrument's own direction.
    expect(notification?.title).toMatch(/^MSFT \d+\.\d (↗ Bullish|↘ Bearish|→ Neutral)( · |$)/);
    expect(notification?.body).toContain('On your watchlist: MSFT');
    // The other tab had the same story: still one notification, and none for the unrelated story.
    await tab.waitForTimeout(1_000);
    expect(await about(watched as string)).toHaveLength(1);
    expect(await about(unrelated as string)).toHaveLength(0);
  });
}
