/**
 * The app's router writes the feed's search into the address as the words typed, and reads such
 * an address back into the same search: a phrase is shared, bookmarked and reloaded as it reads.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/shared/public-config';

type App = { router: typeof import('@/web/router').router };
let app: App;

// Loaded once the document exists: the app's modules read it (and the server's config) when they load.
beforeAll(async () => {
  GlobalRegistrator.register({ url: 'http://localhost/' });
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = PUBLIC_CONFIG_ELEMENT_ID;
  config.textContent = JSON.stringify({ appName: 'ImpactWire', billingProvider: 'demo', operator: {} });
  document.head.append(config);
  const { router } = await import('@/web/router');
  app = { router };
}, 60_000);
afterAll(() => GlobalRegistrator.unregister());

/** The address the feed's search box leads to, and what the feed reads from that address. */
const addressOf = (search: Record<string, unknown>) => app.router.buildLocation({ to: '/news-analysis', search }).href;
const feedSearchAt = (href: string) => {
  const url = new URL(href, 'http://localhost');
  // The route's own validateSearch runs on what the router parsed: what the page reads.
  return app.router.matchRoutes(url.pathname, app.router.options.parseSearch(url.search)).at(-1)?.search;
};

test('a quoted phrase goes into the address as typed, not as JSON', () => {
  expect(addressOf({ q: '"rate cut"' })).toBe('/news-analysis?q=%22rate+cut%22');
  expect(new URL(addressOf({ q: '"rate cut"' }), 'http://localhost').searchParams.get('q')).toBe('"rate cut"');
  expect(addressOf({ q: '"rate cut" -"emergency meeting" ECB' })).toBe('/news-analysis?q=%22rate+cut%22+-%22emergency+meeting%22+ECB');
  // Words that happen to read as JSON values stay words too.
  expect(addressOf({ q: '2026' })).toBe('/news-analysis?q=2026');
  expect(addressOf({ q: 'true' })).toBe('/news-analysis?q=true');
  // Other values keep their plain form.
  expect(addressOf({ minImpact: 5, watchlist: true, category: 'economy' })).toBe('/news-analysis?minImpact=5&watchlist=true&category=economy');
});

test('an address with a phrase loads back into the same search, and the filters with it', () => {
  expect(feedSearchAt('/news-analysis?q=%22rate+cut%22')).toMatchObject({ q: '"rate cut"' });
  expect(feedSearchAt('/news-analysis?q=%22rate%20cut%22%20-pause&minImpact=5&watchlist=true')).toMatchObject({
    q: '"rate cut" -pause',
    minImpact: 5,
    watchlist: true,
  });
  for (const q of ['"rate cut"', '"fed" or "ecb"', '2026', 'true', '"']) expect(feedSearchAt(addressOf({ q }))).toMatchObject({ q });
});
