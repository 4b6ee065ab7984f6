import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FeedItem } from '@/shared/feed';
import { storyCalls } from '@/shared/instrument-calls';
import type { InstrumentReaction, StoryReactions } from '@/shared/reactions';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { DenseRow } from './dense-row';
import { awaitsPrices, MarketReaction } from './market-reaction';
import { NewsCard } from './news-card';

// "Harbor Grocers slides as Lakeview Foods wins the supermarket tender": one down, one up, and two more.
const instruments = [
  { symbol: 'HBRG', market: 'Stock Market', direction: 'bearish', score: -0.64 },
  { symbol: 'LKVF', market: 'Stock Market', direction: 'bullish', score: 0.41 },
  { symbol: 'XRT', market: 'Stock Market', direction: 'neutral', score: 0.02 },
  { symbol: 'SPX', market: 'Stock Market', direction: 'bearish', score: -0.2 },
  { symbol: 'EUR/USD', market: 'Forex', direction: 'bullish', score: 0.15 },
] as const;

/** HBRG 50.00 at 14:05 UTC, 49.40 an hour later (−1.2 %), the trading day still due. */
const hbrg: InstrumentReaction = {
  symbol: 'HBRG',
  source: 'twelve-data',
  base: { state: 'recorded', price: 50, at: '2026-11-23T14:05:00Z' },
  horizons: {
    '15m': { state: 'recorded', price: 49.8, at: '2026-11-23T14:20:00Z' },
    '1h': { state: 'recorded', price: 49.4, at: '2026-11-23T15:05:00Z' },
    '1d': { state: 'pending', due: '2026-11-23T21:00:00Z' },
  },
  path: [
    { price: 50.1, at: '2026-11-23T14:00:00Z' },
    { price: 49.8, at: '2026-11-23T14:20:00Z' },
    { price: 49.4, at: '2026-11-23T15:00:00Z' },
  ],
};
/** LKVF up 0.35 % after 15 minutes, as its bullish call said; the hour not read yet. */
const lkvf: InstrumentReaction = {
  symbol: 'LKVF',
  source: 'stooq',
  base: { state: 'recorded', price: 20, at: '2026-11-23T14:05:00Z' },
  horizons: {
    '15m': { state: 'recorded', price: 20.07, at: '2026-11-23T14:20:00Z' },
    '1h': { state: 'pending', due: '2026-11-23T15:05:00Z' },
    '1d': { state: 'pending', due: '2026-11-23T21:00:00Z' },
  },
  path: [],
};
const noData = { state: 'no-data' } as const;
const xrt: InstrumentReaction = { symbol: 'XRT', source: null, base: noData, horizons: { '15m': noData, '1h': noData, '1d': noData }, path: [] };
const spx: InstrumentReaction = {
  symbol: 'SPX',
  source: 'twelve-data',
  base: { state: 'recorded', price: 5000, at: '2026-11-23T14:05:00Z' },
  horizons: { '15m': { state: 'market-closed' }, '1h': { state: 'market-closed' }, '1d': { state: 'pending', due: '2026-11-24T21:00:00Z' } },
  path: [],
};
const reactions: StoryReactions = { instruments: [hbrg, lkvf, xrt, spx, { ...spx, symbol: 'EUR/USD' }], updatedAt: '2026-11-23T15:06:00Z' };

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  id: 7,
  headline: 'Harbor Grocers slides as Lakeview Foods wins the supermarket tender',
  summary: null,
  content: null,
  analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e', instruments: [...instruments] },
  impact_score: -0.64,
  symbols: ['HBRG', 'LKVF', 'XRT', 'SPX', 'EUR/USD'],
  category: 'stocks',
  published_at: '2026-11-23T14:05:00Z',
  created_at: '2026-11-23T14:05:00Z',
  source_domain: 'example.com',
  publisher_name: 'Example',
  source: 'feed',
  url: 'https://example.com/story',
  outlet_count: 1,
  analysis_method: 'offline',
  ai_pending: false,
  reactions,
  revision: 1,
  ...overrides,
});

const now = new Date('2026-11-23T16:00:00Z');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const links = {
  StoryLink: ({ children }: { id: number; children: React.ReactNode }) => <a href="/story">{children}</a>,
  SymbolChip: ({ symbol }: { symbol: string }) => <span>{symbol}</span>,
};

describe('the card’s moves', () => {
  const card = (story: FeedItem, timeZone = 'UTC') => renderToStaticMarkup(<NewsCard item={story} isNew={false} now={now} timeZone={timeZone} />);

  test('each instrument with its move since publication in the reader’s zone, and whether it went the called way', () => {
    const shown = text(card(item()));
    expect(shown).toContain('HBRG −1.2 % since 14:05 ✓ agrees');
    expect(shown).toContain('LKVF +0.35 % since 14:05 ✓ agrees');
    expect(text(card(item(), 'America/New_York'))).toContain('HBRG −1.2 % since 09:05 ✓ agrees');
  });

  test('an instrument without a move says why in words, and none shows a figure', () => {
    const shown = text(card(item()));
    expect(shown).toContain('XRT no price source');
    expect(shown).toContain('SPX market closed');
    expect(shown).not.toMatch(/XRT [+−]|SPX [+−]/);
    // Four instruments fit the card; the fifth is counted.
    expect(shown).toContain('+1 more');
    expect(shown).not.toContain('EUR/USD market closed');
  });

  test('a move against the call says so', () => {
    const rising = { ...hbrg, horizons: { ...hbrg.horizons, '1h': { state: 'recorded', price: 50.6, at: '2026-11-23T15:05:00Z' } as const } };
    expect(text(card(item({ reactions: { ...reactions, instruments: [rising] } })))).toContain('HBRG +1.2 % since 14:05 ✗ against');
  });

  test('a fresh story awaiting its first reading already holds the line, each instrument "price pending", never a figure', () => {
    const fresh = text(card(item({ reactions: null, published_at: '2026-11-23T15:59:30Z', created_at: '2026-11-23T15:59:30Z' })));
    for (const symbol of ['HBRG', 'LKVF', 'XRT', 'SPX']) expect(fresh).toContain(`${symbol} price pending`);
    expect(fresh).toContain('+1 more');
    expect(fresh).not.toMatch(/since \d\d:\d\d|%/);
  });

  test('before the first reading an older story shows no moves at all', () => {
    const html = card(item({ reactions: null }));
    expect(html).not.toContain('data-slot="moves"');
    expect(text(html)).not.toMatch(/since \d\d:\d\d|price pending|no data/);
  });
});

describe('the compact row’s move', () => {
  const row = (story: FeedItem) => renderToStaticMarkup(<DenseRow item={story} isNew={false} now={now} timeZone="UTC" links={links} />);

  test('the primary’s move and agreement symbol, the whole sentence for screen readers; no other instrument’s', () => {
    const html = row(item());
    expect(html).toContain('<span class="sr-only">HBRG −1.2 % since 14:05, ✓ agrees</span>');
    expect(text(html)).toContain('−1.2 % ✓');
    expect(html).not.toContain('+0.35 %');
  });

  test('a primary without a move shows its state, never a figure', () => {
    const shown = text(row(item({ reactions: { ...reactions, instruments: [spx] } })));
    expect(shown).toContain('SPX market closed');
    expect(shown).not.toContain('%');
    expect(row(item({ reactions: null }))).not.toContain('data-slot="move"');
  });
});

describe('the story page’s market reaction', () => {
  const calls = storyCalls(-0.64, instruments);
  const section = (story: StoryReactions | null) => renderToStaticMarkup(<MarketReaction reactions={story} calls={calls} timeZone="UTC" now={now} />);

  test('before the first reading it says the reaction is not recorded yet', () => {
    const shown = text(section(null));
    expect(shown).toContain('Market reaction Price reaction: not recorded yet.');
    expect(shown).not.toContain('%');
  });

  test('each reading with price, move, time and agreement, the pending ones with their due time, and the provider named', () => {
    const shown = text(section(reactions));
    expect(shown).toContain('HBRG ↘ Bearish −1.2 % after 1 hour · ✓ agrees');
    expect(shown).toContain('At publication 50.00 at 14:05');
    expect(shown).toContain('15 min 49.80 −0.40 % at 14:20 · ✓ agrees');
    expect(shown).toContain('1 hour 49.40 −1.2 % at 15:05 · ✓ agrees');
    expect(shown).toContain('1 trading day price pending due 21:00');
    expect(shown).toContain('Prices: Twelve Data');
    expect(shown).toContain('Prices: Stooq');
  });

  test('the states stand in for prices: no source, market closed', () => {
    const shown = text(section(reactions));
    expect(shown).toContain('XRT → Neutral no price source No configured price source can price XRT.');
    expect(shown).toContain('SPX ↘ Bearish market closed');
    expect(shown).toContain('15 min market closed 1 hour market closed 1 trading day price pending due 11/24 21:00');
  });

  test('the sparkline says in words what it draws; with fewer than two prices there is none', () => {
    const html = section(reactions);
    expect(html).toContain('aria-label="Price path from 50.10 to 49.40 over 1 hour"');
    expect(html.match(/data-slot="sparkline"/g)).toHaveLength(1);
  });
});

describe('the story page reads the story again while a price is due', () => {
  const at = Date.parse('2026-11-23T16:00:00Z');
  test('a horizon still due, or a story of the last day not looked at yet: yes', () => {
    expect(awaitsPrices(item(), at)).toBe(true);
    expect(awaitsPrices(item({ reactions: null }), at)).toBe(true);
  });

  test('every reading done, or an older story without reactions: no', () => {
    const done = { ...hbrg, horizons: { ...hbrg.horizons, '1d': { state: 'recorded', price: 49, at: '2026-11-23T21:00:00Z' } as const } };
    expect(awaitsPrices(item({ reactions: { ...reactions, instruments: [done, xrt] } }), at)).toBe(false);
    expect(awaitsPrices(item({ reactions: null }), Date.parse('2026-11-25T16:00:00Z'))).toBe(false);
    expect(awaitsPrices(undefined, at)).toBe(false);
  });
});
