import { expect, test } from '@playwright/test';
import { entitledTab, expectNoSidewaysScroll } from './helpers';

// The browser's speech is replaced before the app loads: each utterance's text is recorded.
declare global {
  interface Window {
    spokenTexts: string[];
  }
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px reading aloud is off until switched on; then a new red story is spoken, a calm one is not`, async ({ page }) => {
    await page.addInitScript(() => {
      window.spokenTexts = [];
      class RecordedUtterance {
        lang = '';
        voice: SpeechSynthesisVoice | null = null;
        constructor(readonly text: string) {}
      }
      const synthesis = { speak: (utterance: RecordedUtterance) => window.spokenTexts.push(utterance.text), getVoices: () => [], cancel: () => {} };
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    });
    const tab = await entitledTab(page, viewport.width, viewport.height);
    const id = Date.now().toString(36);

    // Off by default, in Settings as on the feed.
    await tab.goto('/settings');
    await expect(tab.getByRole('heading', { name: 'Read red stories aloud' })).toBeVisible();
    await expect(tab.getByRole('checkbox', { name: 'Read new red stories aloud' })).not.toBeChecked();
    await tab.goto('/news-analysis');
    await expect(tab.getByTestId('live-state')).toHaveText('Live');
    const toggle = tab.getByRole('button', { name: 'Read aloud' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expectNoSidewaysScroll(tab);

    // Off: a red story arrives and nothing is said.
    const unheard = `Fed unexpectedly slashes rates by 100 basis points in emergency move ${id}`;
    expect((await tab.request.post('/dev/news', { data: { headline: unheard } })).status()).toBe(201);
    await expect(tab.getByRole('heading', { name: unheard })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const calm = `Harbor Freight opens a new store in Ohio ${id}`;
    const red = `US inflation surges to 9%, far above forecasts ${id}`;
    expect((await tab.request.post('/dev/news', { data: { headline: calm } })).status()).toBe(201);
    expect((await tab.request.post('/dev/news', { data: { headline: red } })).status()).toBe(201);
    await expect(tab.getByRole('heading', { name: red })).toBeVisible();
    await expect.poll(() => tab.evaluate(() => window.spokenTexts)).toContain(red);
    const spoken = await tab.evaluate(() => window.spokenTexts);
    // The development desk's stories are samples, and say so; then the headline and its impact.
    expect(spoken).toEqual(['Sample story.', red, expect.stringMatching(/^Impact \d+\.\d, (bearish|bullish)( for .+)?\.$/)]);
    await tab.screenshot({ path: `test-results/squawk-feed-${viewport.width}.png` });

    // The choice belongs to this device: Settings shows it on.
    await tab.goto('/settings');
    await expect(tab.getByRole('checkbox', { name: 'Read new red stories aloud' })).toBeChecked();
    await expectNoSidewaysScroll(tab);
  });
}
