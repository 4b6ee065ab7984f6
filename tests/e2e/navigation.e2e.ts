import { expect, test } from '@playwright/test';
import { allPagePaths } from '../../src/shared/site-map';

test('home renders with the product name and the visitor top bar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Impactwire/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Know what the news means for markets');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'News Analysis', 'Features', 'Pricing']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  await expect(banner.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth?mode=signup');
  await expect(banner.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
  const footer = page.getByRole('contentinfo');
  for (const path of [
    '/about',
    '/contact',
    '/impressum',
    '/datenschutz',
    '/agb',
    '/nutzungsbedingungen',
    '/cookie-hinweis',
    '/legal-notice',
    '/privacy-policy',
    '/general-terms',
    '/terms-of-use',
    '/cookie-notice',
  ]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText('for information purposes only');
});

test('navigating between routes changes the page and scrolls to the top', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });

  // Scroll to the footer and follow a link from there: the next page starts at the top.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await footer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(heading).toHaveText('About');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(heading).toHaveText('One plan. Every insight.');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(heading).toHaveText('From headline to trading insight in seconds');

  // Back goes to the previous page, also through the transition.
  await page.goBack();
  await expect(heading).toHaveText('One plan. Every insight.');
});

test('the old page leaves before the new one enters', async ({ page }) => {
  await page.goto('/about');
  const aboutHeading = page.getByRole('heading', { level: 1, name: 'About' });
  await expect(aboutHeading).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  // During the exit animation the old page is still there and no new heading exists.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One plan. Every insight.');
  // After the entrance the page is fully opaque and in place.
  await expect.poll(() => page.locator('main > div').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/this/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(errors.some((text) => text.includes('/this/does-not-exist'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('reloading a deep link serves the same page', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('the mobile menu opens, lists the same items and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  for (const label of ['Home', 'News Analysis', 'Features', 'Pricing', 'Login', 'Register', 'Start Free Trial']) {
    await expect(mobile.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await mobile.getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('From headline to trading insight in seconds');
  await expect(mobile).toBeHidden();
});

test('every route of the route table renders a page, not the 404', async ({ page }) => {
  for (const path of allPagePaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByText('Oops! Page not found'), path).toHaveCount(0);
  }
});

test('a page that fails to load says so, and Try again loads it', async ({ page }) => {
  const aboutCode = /\/assets\/about-[^/]*\.js$/;
  // The page's code cannot be fetched (a dropped connection, say).
  await page.route(aboutCode, (route) => route.abort());
  await page.goto('/about');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(alert).toContainText('An unexpected error occurred. Please try again.');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(aboutCode);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
