import { afterAll, beforeAll, beforeEach, expect, setSystemTime, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { StoredAnalysis } from '@/shared/analysis';
import type { AuthSession } from '@/shared/auth';
import type { FeedItem } from '@/shared/feed';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { feedItem } from '@/web/feed/feed-item-fixture';
import { waitFor } from '../../../tests/helpers/wait';
import type { useSquawk as UseSquawk } from './use-squawk';

/** What the page handed the browser to say, one entry per utterance. */
const spoken: { text: string; lang: string; voice: string | null }[] = [];
/** How often the page told the browser to stop speaking and drop what is queued. */
let cancels = 0;

// A document for this file only, with a speech synthesis that records instead of speaking.
beforeAll(async () => {
  GlobalRegistrator.register({ url: 'https://impactwire.test/news-analysis' });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  class Utterance {
    lang = '';
    voice: { name: string } | null = null;
    constructor(readonly text: string) {}
  }
  const voices = [
    { name: 'English', lang: 'en-US', default: true, localService: true },
    { name: 'Deutsch', lang: 'de-DE', default: false, localService: true },
  ];
  const synthesis = {
    getVoices: () => voices,
    speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null }),
    cancel: () => {
      cancels += 1;
    },
  };
  Object.assign(window, { speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance });
  const { setSession } = await import('@/web/lib/session-store');
  setSession({ access_token: 'a', refresh_token: 'r', user: { id: 'reader-1' } } as AuthSession, 'SIGNED_IN');
});
afterAll(() => GlobalRegistrator.unregister());
beforeEach(() => {
  spoken.length = 0;
  cancels = 0;
  localStorage.removeItem('impactwire.squawk-spoken.reader-1');
});

const analysis = (language: string, symbol = 'SPX', score = -0.85): StoredAnalysis => ({
  ...emptyAnalysis,
  patterns: 'p',
  explanation: 'e',
  language,
  instruments: [{ symbol, market: 'Stock Market', direction: score < 0 ? 'bearish' : 'bullish', score }],
});
const red = (id: number, overrides: Partial<FeedItem> = {}) =>
  feedItem(id, id, { headline: `Red story ${id}`, impact_score: -0.85, analysis: analysis('en'), ...overrides });

test('only a scored story in the red band is read: 7.0 is, 6.9 and an unscored story are not', async () => {
  const { isRedStory } = await import('./squawk');
  expect(isRedStory(red(1, { impact_score: 0.7 }))).toBe(true);
  expect(isRedStory(red(1, { impact_score: -0.694 }))).toBe(false);
  expect(isRedStory(red(1, { impact_score: null }))).toBe(false);
  expect(isRedStory(red(1, { analysis: null }))).toBe(false);
});

test('the headline is said in its language, the impact in English; a sample says so; a burst reads three and counts the rest', async () => {
  const { squawkUtterances } = await import('./squawk');
  const german = red(2, { headline: 'EZB senkt Leitzins überraschend', impact_score: 0.85, analysis: analysis('de', 'EUR/USD', 0.85), source: 'demo' });
  expect(squawkUtterances([german])).toEqual([
    { text: 'Sample story.', lang: 'en' },
    { text: 'EZB senkt Leitzins überraschend', lang: 'de' },
    { text: 'Impact 8.5, bullish for EUR/USD.', lang: 'en' },
  ]);
  const burst = squawkUtterances([red(5), red(4), red(3), red(2), red(1)]);
  expect(burst.filter((u) => u.text.startsWith('Red story')).map((u) => u.text)).toEqual(['Red story 5', 'Red story 4', 'Red story 3']);
  expect(burst.at(-1)).toEqual({ text: 'And 2 more red stories.', lang: 'en' });
});

test('a story is taken once, also after a reload, and again only after half a day', async () => {
  const { takeUnspoken } = await import('./squawk');
  const now = Date.now();
  expect(takeUnspoken([red(7), red(8)], now).map((s) => s.id)).toEqual([7, 8]);
  expect(takeUnspoken([red(7), red(9)], now + 1000).map((s) => s.id)).toEqual([9]);
  expect(takeUnspoken([red(7)], now + 13 * 3600_000).map((s) => s.id)).toEqual([7]);
});

/** Loaded once the document exists: the session store listens to the window when it loads. */
let useSquawk: typeof UseSquawk;

/** The feed page's part that reads aloud: its live list, and what its filters show. */
function Feed({ items, shows }: { items: FeedItem[]; shows: (item: FeedItem) => boolean }) {
  useSquawk(items, shows);
  return null;
}

async function feedPage(shows: (item: FeedItem) => boolean) {
  ({ useSquawk } = await import('./use-squawk'));
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.createElement('div'));
  const show = (items: FeedItem[]) => act(async () => root.render(<Feed items={items} shows={shows} />));
  return { show, close: () => act(() => root.unmount()) };
}

test('off by default; once on, a new red story the filters show is read once, in a voice of its language; hidden, older and calmer ones are not', async () => {
  const { act } = await import('react');
  const { saveSquawkSetting, readSquawkSetting } = await import('./squawk-setting');
  localStorage.removeItem('impactwire.squawk.reader-1');
  expect(readSquawkSetting()).toEqual({ on: false, quietWhenHidden: false });
  const notHidden = (item: FeedItem) => !item.headline.includes('hidden');

  // Off: a red story arriving is not read.
  const page = await feedPage(notHidden);
  await page.show([red(10)]);
  await page.show([red(11), red(10)]);
  await act(async () => saveSquawkSetting({ on: true }));
  const calm = feedItem(12, 12, { impact_score: 0.3 });
  const hidden = red(13, { headline: 'Red but hidden by the filters' });
  const german = red(14, { headline: 'EZB senkt Leitzins überraschend', analysis: analysis('de') });
  await page.show([german, hidden, calm, red(11), red(10)]);
  await waitFor(() => spoken.length > 0, { message: 'the red story to be read' });
  expect(spoken).toEqual([
    { text: 'EZB senkt Leitzins überraschend', lang: 'de-DE', voice: 'Deutsch' },
    { text: 'Impact 8.5, bearish for SPX.', lang: 'en-US', voice: 'English' },
  ]);
  await page.close();

  // A reload: the same list again, and the next red story, which alone is read.
  spoken.length = 0;
  const reloaded = await feedPage(notHidden);
  await reloaded.show([german, hidden, calm, red(11), red(10)]);
  await reloaded.show([red(15), german, hidden, calm, red(11), red(10)]);
  await waitFor(() => spoken.length > 0, { message: 'the next red story to be read' });
  expect(spoken.map((u) => u.text)).toEqual(['Red story 15', 'Impact 8.5, bearish for SPX.']);
  await reloaded.close();
  await act(async () => saveSquawkSetting({ on: false }));
});

/** A feed page with the squawk on, opened on a list whose newest story is 10. */
async function squawkingPage() {
  const { act } = await import('react');
  const { saveSquawkSetting } = await import('./squawk-setting');
  await act(async () => saveSquawkSetting({ on: true }));
  const page = await feedPage(() => true);
  await page.show([red(10)]);
  return page;
}
const headlinesSaid = () => spoken.map((u) => u.text).filter((text) => text.startsWith('Red story'));

test('in a tab left open, a story read once is not read again when the browser forgets it after half a day', async () => {
  const page = await squawkingPage();
  await page.show([red(20), red(10)]);
  await waitFor(() => spoken.length > 0, { message: 'story 20 to be read' });
  try {
    setSystemTime(new Date(Date.now() + 13 * 3600_000));
    await page.show([red(21), red(20), red(10)]);
    await waitFor(() => headlinesSaid().includes('Red story 21'), { message: 'story 21 to be read' });
    expect(headlinesSaid()).toEqual(['Red story 20', 'Red story 21']);
  } finally {
    setSystemTime();
    await page.close();
  }
});

test('with storage full, a list update does not read again the stories already read', async () => {
  const page = await squawkingPage();
  // The document's storage is a proxy that keeps assigned names as items: its method is replaced by definition.
  const setItem = localStorage.setItem;
  const refuse = () => {
    throw new DOMException('Storage is full', 'QuotaExceededError');
  };
  Object.defineProperty(localStorage, 'setItem', { value: refuse, configurable: true, writable: true });
  try {
    await page.show([red(20), red(10)]);
    await waitFor(() => spoken.length > 0, { message: 'story 20 to be read' });
    await page.show([red(21), red(20), red(10)]);
    await waitFor(() => headlinesSaid().includes('Red story 21'), { message: 'story 21 to be read' });
    expect(headlinesSaid()).toEqual(['Red story 20', 'Red story 21']);
  } finally {
    Object.defineProperty(localStorage, 'setItem', { value: setItem, configurable: true, writable: true });
    await page.close();
  }
});

test('leaving the feed (another page, or signing out) stops what is being read', async () => {
  const page = await squawkingPage();
  await page.show([red(20), red(10)]);
  await waitFor(() => spoken.length > 0, { message: 'story 20 to be read' });
  expect(cancels).toBe(0);
  await page.close();
  expect(cancels).toBe(1);
});

test('switching the squawk off in another tab stops what this tab is reading', async () => {
  const { act } = await import('react');
  const page = await squawkingPage();
  await page.show([red(20), red(10)]);
  await waitFor(() => spoken.length > 0, { message: 'story 20 to be read' });
  expect(cancels).toBe(0);
  // The other tab's change reaches this one only as a storage event.
  const key = 'impactwire.squawk.reader-1';
  localStorage.setItem(key, JSON.stringify({ on: false, quietWhenHidden: false }));
  await act(async () => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage })));
  expect(cancels).toBe(1);
  await page.close();
});

test('switching the squawk off in this tab stops what is being read', async () => {
  const { act } = await import('react');
  const { saveSquawkSetting } = await import('./squawk-setting');
  const page = await squawkingPage();
  await page.show([red(20), red(10)]);
  await waitFor(() => spoken.length > 0, { message: 'story 20 to be read' });
  await act(async () => saveSquawkSetting({ on: false }));
  expect(cancels).toBe(1);
  await page.close();
});
