import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll, publishStories, seriousViolations } from './helpers';

// The feed laid out for its screen (compact rows on a phone, the width of a wide screen, the
// search hint), and saved views with a second pane beside the first, each live.

// The feed's first load waits for the archive search and the stream; a busy machine is slow to answer.
const expect = baseExpect.configure({ timeout: 15_000 });

const viewports = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

/** How many characters of an element's text the reader sees: its text scaled by what is not cut off. */
const visibleCharacters = (element: Locator) =>
  element.evaluate((node) => {
    const shown = Math.min(1, node.clientWidth / node.scrollWidth) * Math.min(1, node.clientHeight / node.scrollHeight);
    return Math.floor((node.textContent ?? '').length * shown);
  });

/** Whether the search box's hint fits inside it, as the browser draws it. */
const placeholderFits = (page: Page) =>
  page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });

for (const viewport of viewports) {
  test(`at ${viewport.width} px compact rows show the headline, impact and symbols, cards use the width, the search hint fits, and axe passes`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const run = Date.now().toString(36);
    const headlines = await publishStories(tab, [
      `Nvidia NVDA and AMD shares jump after chip export curbs ease ${run}, lifting the whole semiconductor group higher`,
      `Apple AAPL misses revenue estimates as phone demand cools in China ${run}, and the shares fall in late trading`,
    ]);
    await tab.goto(`/news-analysis?q=${run}`);
    const stories = tab.getByRole('article');
    await expect(stories).toHaveCount(2);
    expect(await placeholderFits(tab)).toBe(true);
    // Cards: the feed takes the room a wide screen has (it kept to about 820 px).
    const listWidth = await tab.getByRole('list', { name: /^News analyses/ }).evaluate((list) => list.getBoundingClientRect().width);
    expect(listWidth).toBeGreaterThan(viewport.width === 1440 ? 960 : 300);
    for (const headline of headlines) expect(await visibleCharacters(tab.getByRole('heading', { name: headline }))).toBe(headline.length);
    await expectNoSidewaysScroll(tab);
    await tab.screenshot({ path: `test-results/views-cards-${viewport.width}.png`, fullPage: true });

    await tab.getByRole('button', { name: 'Compact' }).click();
    await expect(tab.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    for (const index of headlines.keys()) {
      const row = stories.nth(index);
      // The headline reads: on a phone it wraps to its own lines instead of being cut at ~20 characters
      // (a sample story's mark opens those lines and takes a few characters' room); a wide screen
      // gives the one line more room.
      expect(await visibleCharacters(row.getByRole('heading'))).toBeGreaterThanOrEqual(60);
      // The impact (or why there is none) and the symbols are in view, not cut.
      await expect(row.getByRole('img', { name: /Impact score \d+\.\d of 10/ }).or(row.getByText(/Not scored|Analysis (pending|unavailable)/))).toBeVisible();
      const symbols = row.locator('[data-slot="instrument-call"] [title], span[title]').first();
      await expect(symbols).toBeVisible();
      expect(await visibleCharacters(symbols)).toBe(((await symbols.textContent()) ?? '').length);
      const height = await row.evaluate((node) => node.getBoundingClientRect().height);
      expect(height).toBeLessThan(viewport.width === 1440 ? 40 : 90);
    }
    await expectNoSidewaysScroll(tab);
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/views-compact-${viewport.width}.png` });
  });
}

test('a saved view is switched to from the toolbar, kept in the address over a reload, and shown beside another pane at 1440 px, both live; 360 px shows one pane', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tab = await entitledTab(page, 1440, 900);
  const run = Date.now().toString(36);
  const macro = `macro${run}`;
  const [firstMacro] = await publishStories(tab, [`Euro area inflation cools faster than forecast ${macro}`, `Copper steadies as warehouses refill ${run}`]);
  await tab.goto('/news-analysis');
  await expect(tab.getByTestId('live-state')).toHaveText('Live');
  const firstPane = tab.getByRole('list', { name: /^News analyses/ });

  // Save the words searched as "Macro".
  await tab.getByRole('searchbox').fill(macro);
  await expect(tab).toHaveURL(new RegExp(`q=${macro}`));
  await tab.getByRole('button', { name: 'Save as view' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Save as view' });
  await dialog.getByLabel('Name').fill('Macro');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toHaveCount(0);
  const viewSelect = tab.getByRole('combobox', { name: 'View' });
  await expect(viewSelect.locator('option:checked')).toHaveText('Macro');
  await expect(tab).toHaveURL(/view=[0-9a-f-]{36}/);

  // Switch away and back from the toolbar.
  await viewSelect.selectOption({ label: 'All stories' });
  await expect(tab.getByRole('searchbox')).toHaveValue('');
  await expect(tab).not.toHaveURL(/view=/);
  await viewSelect.selectOption({ label: 'Macro' });
  await expect(tab.getByRole('searchbox')).toHaveValue(macro);
  await expect(firstPane.getByRole('article')).toHaveCount(1);

  // A reload keeps the view, and a rename follows.
  await tab.reload();
  await expect(viewSelect.locator('option:checked')).toHaveText('Macro');
  await expect(firstPane.getByRole('heading', { name: firstMacro as string })).toBeVisible();
  await tab.getByRole('button', { name: 'Rename “Macro”' }).click();
  await tab.getByRole('dialog', { name: 'Rename view' }).getByLabel('Name').fill('Macro desk');
  await tab.getByRole('dialog', { name: 'Rename view' }).getByRole('button', { name: 'Rename' }).click();
  await expect(viewSelect.locator('option:checked')).toHaveText('Macro desk');

  // Two panes: the saved view on the left, every story on the right, over one live stream.
  const streams: string[] = [];
  tab.on('request', (request) => {
    if (request.url().includes('feed.onInsert')) streams.push(request.url());
  });
  await tab.reload();
  await expect(tab.getByTestId('live-state')).toHaveText('Live');
  await tab.getByRole('button', { name: 'Two panes' }).click();
  const secondPane = tab.getByRole('region', { name: 'Second pane: All stories' });
  await expect(secondPane).toBeVisible();
  await expect(tab).toHaveURL(/side=all/);
  await expect(secondPane.getByRole('heading', { name: `Copper steadies as warehouses refill ${run}` })).toBeVisible();
  const [arriving] = await publishStories(tab, [`Bund yields slip after a soft survey ${macro}`]);
  await expect(firstPane.getByRole('heading', { name: arriving as string })).toBeVisible();
  await expect(secondPane.getByRole('heading', { name: arriving as string })).toBeVisible();
  const [elsewhere] = await publishStories(tab, [`Lumber futures drift lower ${run}`]);
  await expect(secondPane.getByRole('heading', { name: elsewhere as string })).toBeVisible();
  await expect(firstPane.getByRole('heading', { name: elsewhere as string })).toHaveCount(0);
  expect(streams).toHaveLength(1);
  const [left, right] = await Promise.all([firstPane.boundingBox(), secondPane.boundingBox()]);
  expect(left && right && right.x > left.x + left.width).toBe(true);
  await expectNoSidewaysScroll(tab);
  await tab.emulateMedia({ reducedMotion: 'reduce' });
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.screenshot({ path: 'test-results/views-two-panes-1440.png' });

  // A phone shows one pane, with the view still chosen.
  await tab.setViewportSize({ width: 360, height: 740 });
  await expect(secondPane).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Two panes' })).toHaveCount(0);
  await expect(viewSelect.locator('option:checked')).toHaveText('Macro desk');
  await expect(firstPane.getByRole('heading', { name: arriving as string })).toBeVisible();
  await expectNoSidewaysScroll(tab);
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.screenshot({ path: 'test-results/views-one-pane-360.png' });
});
