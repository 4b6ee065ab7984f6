import { describe, expect, test } from 'bun:test';
import { EXCHANGES } from '../../../shared/exchanges';
import { analyzeOffline } from './analyze-offline';
import { extractSymbols, isCompanySymbol } from './symbols';

describe('extractSymbols', () => {
  test('cashtags, including leading Twitter cashtags', () => {
    expect(extractSymbols('$DELL $HPE - Dell and HPE price targets lowered at a broker')).toEqual(['DELL', 'HPE']);
    expect(extractSymbols('Watching $brk.b and $AAPL today')).toEqual(['BRK.B', 'AAPL']);
    // Dollar amounts are not cashtags.
    expect(extractSymbols('Raises $5 billion at $12.50 a share')).toEqual([]);
  });

  test('tickers in parentheses, with or without an exchange', () => {
    expect(extractSymbols('Crocs (NASDAQ: CROX) rallies')).toEqual(['CROX']);
    expect(extractSymbols('Fortune Brands (NYSE:FBHS) gains')).toEqual(['FBHS']);
    expect(extractSymbols('Just Energy (JE) tops estimates')).toEqual(['JE']);
    expect(extractSymbols('Phreesia (NYSE: $PHR) named best')).toEqual(['PHR']);
  });

  test("every exchange prefix of the exchange table gives its listing's suffix", () => {
    for (const exchange of Object.values(EXCHANGES)) {
      for (const prefix of exchange.prefixes) {
        const expected = exchange.suffix ? `WIDG.${exchange.suffix}` : 'WIDG';
        expect(`${prefix} → ${extractSymbols(`Widget Works (${prefix}:WIDG) wins a supply contract`)}`).toBe(`${prefix} → ${expected}`);
      }
    }
    expect(extractSymbols('Iberdrola (BME: IBE) raises its dividend')).toEqual(['IBE.MC']);
  });

  test('currency pairs written as codes, joined codes and names', () => {
    expect(extractSymbols('EUR/USD slips below 1.10')).toEqual(['EUR/USD']);
    expect(extractSymbols('EURUSD and USDJPY in focus')).toEqual(['EUR/USD', 'USD/JPY']);
    expect(extractSymbols('The euro-dollar rate eased')).toEqual(['EUR/USD']);
    expect(extractSymbols('Dollar-yen climbs')).toEqual(['USD/JPY']);
    // Six capitals that are not two currencies are not a pair.
    expect(extractSymbols('NASDAQ and REALTY shares')).not.toContain('NAS/DAQ');
  });

  test('crypto codes and names', () => {
    expect(extractSymbols('Bitcoin tops $10,000 as Ether and Ethereum rivals gain')).toEqual(['BTC', 'ETH']);
    expect(extractSymbols('BTC and ETH slide; SOL and ADA follow in crypto selloff')).toEqual(['BTC', 'ETH', 'SOL', 'ADA']);
    // Without crypto context SOL and ADA are ordinary acronyms.
    expect(extractSymbols('ADA compliance rules for SOL tests')).toEqual([]);
  });

  test('commodities', () => {
    expect(extractSymbols('Gold rises as oil slides')).toEqual(['GOLD', 'OIL']);
    expect(extractSymbols('Brent and WTI crude fall')).toEqual(['OIL']);
    expect(extractSymbols('Silver and natural gas rebound')).toEqual(['SILVER', 'NATGAS']);
    expect(extractSymbols('Palm oil demand and a gold medal')).toEqual([]);
  });

  test('company names from the dictionary', () => {
    expect(extractSymbols('Apple, Microsoft and Nvidia lead; Tesla and Amazon lag')).toEqual(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN']);
    expect(extractSymbols("Google's parent Alphabet and Meta Platforms")).toEqual(['GOOGL', 'META']);
    expect(extractSymbols('SAP, Siemens, ASML and LVMH weigh on Europe')).toEqual(['SAP', 'SIE.DE', 'ASML', 'MC.PA']);
    expect(extractSymbols('JPMorgan and Goldman Sachs shares fall')).toEqual(['JPM', 'GS']);
  });

  test('a bank acting as the analyst is not the subject', () => {
    expect(extractSymbols('Goldman Sachs cuts Apple to Sell')).toEqual(['AAPL']);
    expect(extractSymbols('Clovis downgraded to neutral at Goldman Sachs')).toEqual([]);
  });

  test('indices', () => {
    expect(extractSymbols('S&P 500 and Nasdaq hit records; Dow lags')).toEqual(['SPX', 'IXIC', 'DJI']);
    expect(extractSymbols('DAX, FTSE 100 and Nikkei rise; Stoxx 600 flat')).toEqual(['DAX', 'UKX', 'N225', 'SXXP']);
    expect(extractSymbols('Nasdaq 100 futures slip')).toEqual(['NDX']);
    // An exchange prefix is not the index.
    expect(extractSymbols('Microsoft (NASDAQ: MSFT) news')).toEqual(['MSFT']);
  });

  test('no false-positive tickers from all-caps words', () => {
    expect(extractSymbols('US GDP BEATS; IT SECTOR AND CEO PAY IN FOCUS')).toEqual([]);
    expect(extractSymbols('The AI boom (AI) and the US economy (US) via the CEO (CEO)')).toEqual([]);
    expect(extractSymbols('apple pie and a meta discussion of the amazon river')).toEqual([]);
    expect(extractSymbols('Visa rules tighten as Amazon rainforest fires spread')).toEqual([]);
    expect(extractSymbols('Visa-free travel deal agreed; Meta-analysis of trials published')).toEqual([]);
    // The word after the name is read whole: "Shell outlines" is the company, "shell out" is not.
    expect(extractSymbols('Shell outlines a new buyback')).toEqual(['SHEL']);
  });

  test('no duplicates and order of first mention', () => {
    expect(extractSymbols('Tesla (TSLA) and $TSLA: Tesla beats; Bitcoin and BTC')).toEqual(['TSLA', 'BTC']);
    expect(extractSymbols('Gold, then $AAPL, then EUR/USD')).toEqual(['GOLD', 'AAPL', 'EUR/USD']);
  });

  test('URLs are ignored by the analyzer', () => {
    const r = analyzeOffline({ headline: '$ALLY - Ally Financial withdraws its forecast https://t.co/Qx81bVmn2k https://example.com/$FAKE' });
    expect(r.symbols).toEqual(['ALLY']);
  });

  test('company symbols are told apart from pairs, crypto, commodities and indices', () => {
    expect(isCompanySymbol('AAPL')).toBe(true);
    for (const s of ['EUR/USD', 'BTC', 'GOLD', 'OIL', 'SPX', 'DAX']) expect(isCompanySymbol(s)).toBe(false);
  });
});
