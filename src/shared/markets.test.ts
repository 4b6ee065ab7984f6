import { describe, expect, test } from 'bun:test';
import { affectedMarkets, categoryLabel, symbolMarket } from './markets';

describe('affected markets (docs/product.md §9)', () => {
  test('category labels', () => {
    expect(affectedMarkets('earnings', [])).toEqual(['Stock Market', 'Equity']);
    expect(affectedMarkets('company', [])).toEqual(['Stock Market', 'Equity']);
    expect(affectedMarkets('market', [])).toEqual(['Stock Market', 'Indices']);
    expect(affectedMarkets('economy', [])).toEqual(['Bond Market', 'Currency', 'Commodities']);
    expect(affectedMarkets('crypto', [])).toEqual(['Cryptocurrency']);
    expect(affectedMarkets('technology', [])).toEqual(['Tech Stocks', 'NASDAQ']);
    expect(affectedMarkets('politics', [])).toEqual(['Political Risk Assets', 'Currency']);
  });

  test('symbols: pairs and EUR/USD/GBP/JPY are Forex; coins crypto; metals, energy and their funds commodities; indices; the rest stocks', () => {
    for (const s of ['EUR/USD', 'GBPJPY', 'USDCHF', 'EUR', 'USD', 'GBP', 'JPY', 'usd/chf']) expect(symbolMarket(s)).toBe('Forex');
    for (const s of ['BTC', 'ETH', 'ADA', 'SOL', 'XRP', 'DOGE']) expect(symbolMarket(s)).toBe('Cryptocurrency');
    for (const s of ['GLD', 'SLV', 'OIL', 'GOLD', 'SILVER', 'NATGAS']) expect(symbolMarket(s)).toBe('Commodities');
    for (const s of ['SPX', 'DJI', 'UKX', 'N225']) expect(symbolMarket(s)).toBe('Indices');
    for (const s of ['AAPL', 'NVDA', 'SAP', 'CHF']) expect(symbolMarket(s)).toBe('Stock Market');
  });

  test('category and symbols together, no repeats', () => {
    expect(affectedMarkets('economy', ['EUR/USD', 'GOLD'])).toEqual(['Bond Market', 'Currency', 'Commodities', 'Forex']);
    expect(affectedMarkets('other', ['AAPL', 'MSFT'])).toEqual(['Stock Market']);
  });

  test('nothing to show: the capitalised category, or General', () => {
    expect(affectedMarkets('other', [])).toEqual(['Other']);
    expect(affectedMarkets(null, [])).toEqual(['General']);
    expect(categoryLabel('economy')).toBe('Economy');
  });
});
