import { describe, expect, test } from 'bun:test';
import { ECONOMIES, EXCHANGES, type Mic } from '../../shared/exchanges';
import { instrumentOf, sessionClose } from './instruments';

const twelveData = (symbol: string) => {
  const mapped = instrumentOf(symbol).twelveData;
  return mapped && (mapped.micCode ? `${mapped.symbol}:${mapped.micCode}` : mapped.symbol);
};
const stooq = (symbol: string) => instrumentOf(symbol).stooq?.symbol ?? null;

describe('instrument mapping', () => {
  test('US tickers, share classes and listings abroad', () => {
    expect([twelveData('AAPL'), stooq('AAPL')]).toEqual(['AAPL', 'aapl.us']);
    expect([twelveData('BRK.B'), stooq('BRK.B')]).toEqual(['BRK.B', 'brk-b.us']);
    expect([twelveData('SAP.DE'), stooq('SAP.DE')]).toEqual(['SAP:XETR', 'sap.de']);
    expect([twelveData('VOD.L'), stooq('VOD.L')]).toEqual(['VOD:XLON', 'vod.uk']);
    expect([twelveData('7203.T'), stooq('7203.T')]).toEqual(['7203:XTKS', '7203.jp']);
    expect([twelveData('0700.HK'), stooq('0700.HK')]).toEqual(['0700:XHKG', '700.hk']);
    // Paris has a MIC at Twelve Data but no market at Stooq.
    expect([twelveData('MC.PA'), stooq('MC.PA')]).toEqual(['MC:XPAR', null]);
  });

  test('indices, with each provider saying which it cannot price', () => {
    expect([twelveData('SPX'), stooq('SPX')]).toEqual(['SPX', '^spx']);
    expect([twelveData('DJI'), stooq('DJI')]).toEqual(['DJI', '^dji']);
    expect([twelveData('DAX'), stooq('DAX')]).toEqual([null, '^dax']);
    expect([twelveData('FTSE'), stooq('FTSE')]).toEqual([null, '^ukx']);
    expect(instrumentOf('FTSE').symbol).toBe('UKX');
    expect([twelveData('N225'), stooq('N225')]).toEqual([null, '^nkx']);
    expect([twelveData('VIX'), stooq('VIX')]).toEqual(['VIX', null]);
    // Index codes are never read as company tickers.
    expect(instrumentOf('TSX')).toEqual({ symbol: 'TSX', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('KOSPI')).toEqual({ symbol: 'KOSPI', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('FTSE MIB')).toEqual({ symbol: 'FTSE MIB', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(twelveData('DXY')).toBe('UUP');
  });

  test('bond markets: US Treasuries through a Treasury fund, the others unpriced', () => {
    expect([twelveData('US Treasuries'), stooq('us treasuries')]).toEqual(['IEF', 'ief.us']);
    expect(instrumentOf('Bunds')).toEqual({ symbol: 'BUNDS', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('Gilts')).toEqual({ symbol: 'GILTS', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('Italian bonds')).toEqual({ symbol: 'ITALIAN BONDS', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
  });

  test('currency pairs and single currencies', () => {
    expect([twelveData('EUR/USD'), stooq('EUR/USD')]).toEqual(['EUR/USD', 'eurusd']);
    expect([twelveData('usdjpy'), stooq('USDJPY')]).toEqual(['USD/JPY', 'usdjpy']);
    // A single currency is priced in dollars; the dollar itself by a dollar-index fund.
    expect([twelveData('JPY'), stooq('JPY')]).toEqual(['JPY/USD', 'jpyusd']);
    expect([twelveData('USD'), stooq('USD')]).toEqual(['UUP', 'uup.us']);
    // The ECB's rates give pairs of its currencies, the euro's own or crossed; no basket and no rouble.
    expect(instrumentOf('usdjpy').ecb).toEqual({ base: 'USD', quote: 'JPY' });
    expect(instrumentOf('TRY').ecb).toEqual({ base: 'TRY', quote: 'USD' });
    expect([instrumentOf('USD').ecb, instrumentOf('USD/RUB').ecb]).toEqual([null, null]);
  });

  test('crypto at Coinbase and Treasuries on the Treasury curve', () => {
    expect([instrumentOf('BTC').coinbase, instrumentOf('eth').coinbase, instrumentOf('BNB').coinbase]).toEqual(['BTC-USD', 'ETH-USD', null]);
    expect([instrumentOf('US Treasuries').usTreasury, instrumentOf('Treasuries').usTreasury, instrumentOf('Bunds').usTreasury]).toEqual([
      '10 Yr',
      '10 Yr',
      null,
    ]);
  });

  test('commodities and crypto', () => {
    expect([twelveData('OIL'), stooq('OIL')]).toEqual(['USO', 'cl.f']);
    expect([twelveData('BRENT'), stooq('BRENT')]).toEqual(['BNO', 'cb.f']);
    expect([twelveData('GOLD'), stooq('GOLD')]).toEqual(['XAU/USD', 'xauusd']);
    expect([twelveData('NATGAS'), stooq('NATGAS')]).toEqual(['UNG', 'ng.f']);
    expect([twelveData('BTC'), stooq('BTC')]).toEqual(['BTC/USD', null]);
    expect(instrumentOf('Wheat')).toEqual({ symbol: 'WHEAT', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('JGBs')).toEqual({ symbol: 'JGBS', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
  });

  test('names that are not tickers are unpriced', () => {
    expect(instrumentOf('Rare earths')).toEqual({ symbol: 'RARE EARTHS', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('Global equities')).toEqual({ symbol: 'GLOBAL EQUITIES', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('SBER.ME')).toEqual({ symbol: 'SBER.ME', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
  });
});

describe('instruments read from the exchange table', () => {
  test('a listing abroad is priced on its exchange by MIC, closing with its session', () => {
    for (const [mic, exchange] of Object.entries(EXCHANGES) as [Mic, (typeof EXCHANGES)[Mic]][]) {
      if (!exchange.suffix || mic === 'MISX') continue;
      const listed = instrumentOf(`ABCD.${exchange.suffix}`).twelveData;
      expect(`${exchange.suffix} → ${listed?.micCode} ${listed?.session.timeZone} ${listed?.session.close}`).toBe(
        `${exchange.suffix} → ${mic} ${exchange.session.timeZone} ${exchange.session.close}`,
      );
    }
    expect(twelveData('ITX.MC')).toBe('ITX:XMAD');
    // The Moscow Exchange is in the table, but no provider here documents its listings.
    expect(instrumentOf('GAZP.ME')).toEqual({ symbol: 'GAZP.ME', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
  });

  test("no economy's home index or bond market is read as a company ticker", () => {
    // Written in capitals, "BUNDS" and "TA-35" looked like US tickers and were priced as shares.
    const priced = Object.values(ECONOMIES)
      .flatMap((economy) => [economy.index, economy.bonds])
      .filter((market) => {
        const instrument = instrumentOf(market.toUpperCase());
        return instrument.twelveData !== null || instrument.stooq !== null;
      });
    expect(new Set(priced)).toEqual(new Set(['SPX', 'US Treasuries', 'DAX', 'UKX', 'N225', 'HSI', 'CAC']));
    expect(instrumentOf('TA-35')).toEqual({ symbol: 'TA-35', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
    expect(instrumentOf('BUNDS')).toEqual({ symbol: 'BUNDS', twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });
  });
});

describe('session close', () => {
  const newYork = { timeZone: 'America/New_York', close: '16:00' };
  test('follows daylight saving time', () => {
    expect(sessionClose(newYork, '2024-03-08').toISOString()).toBe('2024-03-08T21:00:00.000Z');
    expect(sessionClose(newYork, '2024-03-11').toISOString()).toBe('2024-03-11T20:00:00.000Z');
    expect(sessionClose({ timeZone: 'Europe/London', close: '16:30' }, '2024-01-02').toISOString()).toBe('2024-01-02T16:30:00.000Z');
    expect(sessionClose({ timeZone: 'Europe/London', close: '16:30' }, '2024-07-01').toISOString()).toBe('2024-07-01T15:30:00.000Z');
  });
  test('in the weeks when New York and London differ, and under the US rules before 2007', () => {
    // US clocks went forward on 10 March 2024, UK clocks on 31 March 2024.
    expect(sessionClose({ timeZone: 'Europe/London', close: '19:30' }, '2024-03-11').toISOString()).toBe('2024-03-11T19:30:00.000Z');
    expect(sessionClose({ timeZone: 'Europe/London', close: '19:30' }, '2024-04-02').toISOString()).toBe('2024-04-02T18:30:00.000Z');
    // Before 2007 the US changed on the first Sunday of April.
    expect(sessionClose({ timeZone: 'America/New_York', close: '16:15' }, '1999-03-29').toISOString()).toBe('1999-03-29T21:15:00.000Z');
    expect(sessionClose({ timeZone: 'America/New_York', close: '16:15' }, '1999-04-05').toISOString()).toBe('1999-04-05T20:15:00.000Z');
  });
  test('of the markets behind the mapping', () => {
    expect(sessionClose(instrumentOf('7203.T').stooq?.session ?? newYork, '2024-03-08').toISOString()).toBe('2024-03-08T06:30:00.000Z');
    expect(sessionClose(instrumentOf('BTC').twelveData?.session ?? newYork, '2024-03-08').toISOString()).toBe('2024-03-09T00:00:00.000Z');
    expect(sessionClose(instrumentOf('EUR/USD').twelveData?.session ?? newYork, '2024-03-08').toISOString()).toBe('2024-03-08T22:00:00.000Z');
  });
});
