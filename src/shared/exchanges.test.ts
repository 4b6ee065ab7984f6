import { describe, expect, test } from 'bun:test';
import {
  ECONOMIES,
  ECONOMY_NAMES,
  type EconomyCode,
  type EconomyFacts,
  EXCHANGES,
  exchangeOfSuffix,
  exchangeOfTicker,
  LANGUAGE_HOMES,
  type Mic,
  NAMES_OF_NO_ECONOMY,
} from './exchanges';

const exchanges = Object.entries(EXCHANGES) as [Mic, (typeof EXCHANGES)[Mic]][];
const economies = Object.entries(ECONOMIES) as [EconomyCode, EconomyFacts][];
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('the exchange table', () => {
  test('every suffix and every prefix belongs to one exchange', () => {
    const suffixes = exchanges.flatMap(([, exchange]) => (exchange.suffix ? [exchange.suffix] : []));
    expect(new Set(suffixes).size).toBe(suffixes.length);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[A-Z]{1,2}$/);
    const prefixes = exchanges.flatMap(([, exchange]) => exchange.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  test('every exchange has an economy of the table, a MIC for a code, and a session that opens before it closes', () => {
    for (const [mic, exchange] of exchanges) {
      expect(mic).toMatch(/^[A-Z]{4}$/);
      expect(ECONOMIES[exchange.economy]).toBeDefined();
      // The runtime knows the zone: an unknown one throws.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: exchange.session.timeZone })).not.toThrow();
      expect(exchange.session.open).toMatch(/^\d{2}:\d{2}$/);
      expect(minutes(exchange.session.open)).toBeLessThan(minutes(exchange.session.close));
    }
  });

  test('a suffix finds its exchange, whose economy gives the home index, currency and bonds', () => {
    const madrid = exchangeOfTicker('ITX.MC');
    expect(madrid).toBe('XMAD');
    expect(madrid && ECONOMIES[EXCHANGES[madrid].economy]).toMatchObject({ name: 'Spain', index: 'IBEX', currency: 'EUR', bonds: 'Spanish bonds' });
    expect(exchangeOfSuffix('de')).toBe('XETR');
    expect(exchangeOfTicker('7203.T')).toBe('XTKS');
    // A US share class and a bare ticker are no exchange's suffix.
    expect(exchangeOfTicker('BRK.B')).toBeUndefined();
    expect(exchangeOfTicker('AAPL')).toBeUndefined();
  });
});

describe('the economy table', () => {
  test("every economy has its currency, home index and bonds, and its haven and growth proxy are other economies' instruments", () => {
    const bonds = new Set(economies.map(([, economy]) => economy.bonds));
    const currencies = new Set(economies.map(([, economy]) => economy.currency));
    for (const [, economy] of economies) {
      expect(economy.currency).toMatch(/^[A-Z]{3}$/);
      expect(economy.index.trim()).not.toBe('');
      expect(economy.bonds.trim()).not.toBe('');
      if (economy.haven !== undefined) expect(bonds.has(economy.haven)).toBe(true);
      if (economy.growthProxy !== undefined) expect(currencies.has(economy.growthProxy)).toBe(true);
    }
    expect(new Set(economies.map(([, economy]) => economy.name)).size).toBe(economies.length);
  });

  test('a currency shared by several economies finds its home first', () => {
    expect(economies.find(([, economy]) => economy.currency === 'EUR')?.[0]).toBe('EA');
    expect(economies.find(([, economy]) => economy.currency === 'USD')?.[0]).toBe('US');
  });

  test('every name names one economy, and no name both names one and is excluded', () => {
    const owners = new Map<string, EconomyCode[]>();
    for (const [code, names] of Object.entries(ECONOMY_NAMES) as [EconomyCode, readonly string[]][]) {
      for (const name of names) owners.set(name, [...(owners.get(name) ?? []), code]);
    }
    expect([...owners].filter(([, codes]) => codes.length > 1)).toEqual([]);
    expect(NAMES_OF_NO_ECONOMY.filter((name) => owners.has(name))).toEqual([]);
    // Every economy that lists an exchange or is major can be named.
    for (const [code, economy] of economies) if (economy.major) expect(ECONOMY_NAMES[code].length).toBeGreaterThan(0);
    for (const [, exchange] of exchanges) expect(ECONOMY_NAMES[exchange.economy].length).toBeGreaterThan(0);
  });

  test('the languages read have a home economy', () => {
    for (const code of Object.values(LANGUAGE_HOMES)) expect(ECONOMIES[code]).toBeDefined();
  });
});
