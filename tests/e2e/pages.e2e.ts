import { expect, test } from '@playwright/test';
import { allPagePaths } from '../../src/shared/site-map';
import { seriousViolations, signedInAccount, startDemoTrial } from './helpers';

const widths = [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const viewport of widths) {
  test(`every page at ${viewport.name} width: content, title, no serious accessibility problems`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Colours are judged on the settled page: with motion, axe could catch a page mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of allPagePaths) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toBeVisible();
      await expect(page, path).toHaveTitle(/Impactwire/);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
      expect(await seriousViolations(page), path).toEqual([]);
      // Every claim states what this instance does: no placeholder, no source it does not read,
      // and no AI analysis where the rules-based analyzer runs (this server has no AI key).
      const text = (await page.locator('#root').textContent()) ?? '';
      expect(text, path).not.toMatch(/\[[A-Z_]+[^\]]*\]|not configured/);
      expect(text, path).not.toMatch(/Reuters|Live AI analysis|50\+ sources/);
      // Kept in test-results/ for a person to look at.
      await page.screenshot({ path: testInfo.outputPath(`${viewport.name}${path === '/' ? '_home' : path.replaceAll('/', '_')}.png`), fullPage: true });
    }
  });
}

test('home, features, about and contact show their sections', async ({ page }) => {
  await page.goto('/');
  // The journeys' server runs the bundled sample stories (NEWS_FEEDS=sample) with the rules-based analyzer, and says so.
  await expect(page.getByRole('region', { name: 'News sources' })).toContainText('demonstration feed: bundled sample stories');
  await expect(page.getByText('Live rules-based analysis of market-moving news')).toBeVisible();
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { name: 'Historical patterns', exact: true })).toBeVisible();
  for (const title of ['Impact Score', 'Affected Markets', 'Historical Patterns', 'Confidence Level', 'Faster decisions', 'Less noise']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  await page.goto('/features');
  for (const title of ['Impact Score (-10 to 10)', 'Affected Markets', 'Historical Patterns', 'Confidence Level', 'Real-time News']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('Example')).toHaveCount(5);
  await expect(page.getByText('built-in sample stories while no publisher feed answers')).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByText('Built-in sample news while no publisher feed answers')).toBeVisible();

  await page.goto('/about');
  for (const title of ["Who It's For", 'Why Impactwire', 'Contact']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByText('This instance has no support address.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
});

test('legal pages: German and English, unset operator details said to be not provided, never invented; no link to the closed ODR platform', async ({
  page,
}) => {
  await page.goto('/impressum');
  await expect(page.getByRole('note')).toContainText('Der Betreiber dieser Instanz hat nicht alle Kontaktangaben veröffentlicht');
  await expect(page.getByRole('listitem').filter({ hasText: 'Telefon:' })).toHaveText('Telefon: nicht angegeben');
  await page.goto('/legal-notice');
  await expect(page.getByRole('note')).toContainText('The operator of this instance has not published every contact detail');
  await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
  await page.goto('/datenschutz');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(12);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(12);
  await page.goto('/agb');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(11);
  await page.goto('/general-terms');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(11);
  await page.goto('/nutzungsbedingungen');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(8);
  await page.goto('/terms-of-use');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(8);
});

test('top bar and home buttons for a signed-in user without access, then an entitled one', async ({ page }) => {
  await signedInAccount(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Discover Features' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get Started/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View News Analysis/ })).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Start Free Trial/ })
      .last(),
  ).toHaveAttribute('href', '/pricing');

  const tab = await startDemoTrial(page);
  await tab.goto('/');
  const tabNav = tab.getByRole('navigation', { name: 'Main' });
  await expect(tabNav.getByRole('link', { name: 'News Analysis' })).toBeVisible();
  await expect(tabNav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  await expect(tabNav.getByRole('link', { name: 'Features' })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: /View News Analysis/ })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Discover Features' })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: /Open the live feed/ })).toHaveAttribute('href', '/news-analysis');
});

test('keyboard: the avatar menu opens with the keyboard and Escape closes it', async ({ page }) => {
  const { email } = await signedInAccount(page);
  const button = page.getByRole('banner').getByRole('button', { name: email });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('theme: follows the system, and the toggle switches and remembers', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Colour theme: system/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background()).not.toBe(dark);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
