import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { entitledTab, expectNoSidewaysScroll, publishStories, seriousViolations } from './helpers';

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
  test(`at ${viewport.width} px two named rules, one switched off: a macro story notifies once across two tabs naming its rule and instrument; the rule that is off stays silent`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await recordNotifications(context);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const run = Date.now().toString(36);

    await tab.goto('/alerts');
    await expect(tab.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(tab.getByText('No rules yet: nothing alerts until you make one.')).toBeVisible();

    // A rule without a name is refused in words, beside the field.
    await tab.getByRole('button', { name: 'New rule' }).click();
    const form = tab.getByRole('form', { name: 'New rule' });
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(form.getByText('A name cannot be empty.')).toBeVisible();
    await expect(form.getByLabel('Rule name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Rule name').fill('Fed moves');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(form.getByText('Choose at least one condition: keywords, a category, a direction, a minimum impact or instruments.')).toBeVisible();
    await form.getByLabel('Keywords').fill('interest rates');
    await form.getByLabel('Category').selectOption('economy');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(tab.getByText('Keywords: interest rates · Economy')).toBeVisible();

    await tab.getByRole('button', { name: 'New rule' }).click();
    await tab.getByLabel('Rule name').fill('Big movers');
    await tab.getByLabel('Minimum impact').selectOption('3');
    await tab.getByRole('button', { name: 'Add rule' }).click();
    await expect(tab.getByText('Impact 3.0+')).toBeVisible();
    await tab.getByRole('switch', { name: 'Rule “Big movers” on' }).uncheck();
    await expect(tab.getByRole('switch', { name: 'Rule “Big movers” on' })).not.toBeChecked();
    await expect(tab.getByRole('switch', { name: 'Rule “Fed moves” on' })).toBeChecked();
    await tab.getByLabel('Show notifications in this browser').check();
    await tab.getByLabel('E-mail me the matching stories').check();
    await expectNoSidewaysScroll(tab);
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/alert-rules-${viewport.width}.png`, fullPage: true });

    // Kept on the server: after a reload, and in another browser of the same account.
    await tab.reload();
    await expect(tab.getByRole('switch', { name: 'Rule “Big movers” on' })).not.toBeChecked();
    await expect(tab.getByLabel('E-mail me the matching stories')).toBeChecked();
    const session = await tab.evaluate(() => localStorage.getItem('impactwire.auth.session') as string);
    const device = await tab.context().browser()?.newContext({ viewport });
    if (!device) throw new Error('no browser');
    const other = await device.newPage();
    await other.goto('/');
    await other.evaluate((value) => localStorage.setItem('impactwire.auth.session', value), session);
    await other.goto('/alerts');
    await expect(other.getByRole('switch', { name: 'Rule “Fed moves” on' })).toBeChecked();
    await expect(other.getByRole('button', { name: 'Turn on notifications' }).or(other.getByText(/cannot show notifications|blocked/))).toBeVisible();
    await device.close();

    await tab.goto('/news-analysis');
    const second = await context.newPage();
    await second.setViewportSize(viewport);
    await second.goto('/news-analysis');
    // Generous waits: the journey shares a busy machine with the servers it drives.
    await expect(tab.getByTestId('live-state')).toHaveText('Live', { timeout: 20_000 });
    await expect(second.getByTestId('live-state')).toHaveText('Live', { timeout: 20_000 });

    // A central bank story names no ticker, only the instruments it moves; the earnings story would pass only the rule that is off.
    const [fed, earnings] = await publishStories(tab, [
      `Federal Reserve unexpectedly raises interest rates by half a point ${run}`,
      `Microsoft quarterly profit beats estimates ${run}`,
    ]);
    await expect(second.getByRole('heading', { name: earnings as string })).toBeVisible({ timeout: 20_000 });
    const about = async (headline: string) =>
      [...(await shownOn(tab)), ...(await shownOn(second))].filter((notification) => notification.body.includes(headline));
    await expect.poll(async () => (await about(fed as string)).length, { timeout: 20_000 }).toBe(1);
    const [notification] = await about(fed as string);
    expect(notification?.title).toMatch(/^US Treasuries \d+\.\d ↘ Bearish · /);
    expect(notification?.body).toBe(`${fed}\nYour rule “Fed moves” · Moves US Treasuries`);
    // Time under test: a second alert (the other tab's) would come within this second; none may.
    await tab.waitForTimeout(1_000);
    expect(await about(fed as string)).toHaveLength(1);
    expect(await about(earnings as string)).toHaveLength(0);
  });
}
