import { describe, expect, test } from 'bun:test';
import { DICTIONARY_SYMBOLS, extractSymbols, findSymbolMentions } from '../../src/server/news/offline/symbols';
import { symbolMarket } from '../../src/shared/markets';

describe('symbols a trader would name for a headline', () => {
  test('a broker naming its pick is the source; the pick is the subject', () => {
    expect(extractSymbols('Goldman names Chipotle its top pick among restaurant chains')).toEqual(['CMG']);
    expect(extractSymbols('UBS upgrades Hasbro, saying the toy maker has priced in a weak holiday')).toEqual(['HAS']);
    expect(extractSymbols("Goldman's Hatzius says recession risk is low")).toEqual([]);
    expect(extractSymbols('Tariffs and the midterms are the biggest risks for stocks, says Goldman Sachs')).toEqual([]);
    expect(extractSymbols('BofA/Merrill Lynch raises CrowdStrike (CRWD) to Buy')).toEqual(['CRWD']);
  });

  test('a bank speaking before a colon or signing off is not the subject; the market it speaks of is', () => {
    expect(extractSymbols('Morgan Stanley: The S&P 500 will fail to hold its gains')).toEqual(['SPX']);
    expect(extractSymbols('Stocks could fall 20% this year - Goldman')).toEqual([]);
    expect(extractSymbols('Just 18% of active managers are beating their benchmark this year: BofA')).toEqual([]);
  });

  test('a bank in its own news stays the subject', () => {
    expect(extractSymbols('Goldman Sachs cuts 1,000 jobs')).toEqual(['GS']);
    expect(extractSymbols("Goldman's Marcus courts small-business borrowers with a new card")).toEqual(['GS']);
    expect(extractSymbols('JPMorgan builds out its private credit team')).toEqual(['JPM']);
  });

  test('publishers and rating agencies that share a name with an index are not the index', () => {
    expect(extractSymbols('Dow Jones Newswires: Apple supplier delays; Boeing cut to Hold')).toEqual(['AAPL', 'BA']);
    expect(extractSymbols('Japan revises GDP lower; S&P cuts its outlook for Asia')).toEqual([]);
    expect(extractSymbols('Dow gains 41 points while the S&P 500 inches up 2')).toEqual(['DJI', 'SPX']);
  });

  test('agency abbreviations and news agencies are not tickers', () => {
    expect(extractSymbols('Pension Benefit Guaranty Corporation (PBGC) takes over the plan')).toEqual([]);
    expect(extractSymbols('Madrid, Jan 5 (EFE).- Spanish unemployment falls')).toEqual([]);
    expect(extractSymbols('Consumer Financial Protection Bureau (CFPB) sues lender')).toEqual([]);
    // A company's own initials in parentheses are still its ticker.
    expect(extractSymbols('Just Energy (JE) tops estimates')).toEqual(['JE']);
    expect(extractSymbols('Ritchie Bros. Auctioneers (RBA) lifts its dividend')).toEqual(['RBA']);
  });

  test('gold and silver medals are not the metals', () => {
    expect(extractSymbols('Biles wins gold at the world championships')).toEqual([]);
    expect(extractSymbols('Norway tops the Olympic table with 16 gold and 8 silver')).toEqual([]);
    expect(extractSymbols('Silver medalist signs sponsorship deal')).toEqual([]);
    expect(extractSymbols('Gold rises as the dollar slips; silver follows')).toEqual(['GOLD', 'SILVER']);
    expect(extractSymbols('Oil painting sells for $5m; olive oil prices up')).toEqual([]);
  });

  test('company names are found in any case, abbreviations only in capitals', () => {
    expect(extractSymbols('UPS raises its forecast')).toEqual(['UPS']);
    expect(extractSymbols('Market ups and downs')).toEqual([]);
    expect(extractSymbols('CHIPOTLE shares jump')).toEqual(['CMG']);
    expect(extractSymbols('mcdonalds and JETBLUE report')).toEqual(['MCD', 'JBLU']);
    expect(extractSymbols('Sears files for bankruptcy')).toEqual(['SHLDQ']);
    expect(extractSymbols('IAG shares fall after strike')).toEqual(['IAG.L']);
    expect(extractSymbols('British Airways cancels flights')).toEqual(['IAG.L']);
    // Ordinary words stay words.
    expect(extractSymbols('The sun sears the fields; apple harvest late')).toEqual([]);
    expect(extractSymbols('Tacos with chipotle mayo; the peloton climbs; a 3 tesla scanner')).toEqual([]);
    expect(extractSymbols('What the Oracle of Omaha taught me about patience')).toEqual([]);
  });

  test('ambiguous short names need a business context', () => {
    expect(extractSymbols('ICE raids in Mississippi detain hundreds')).toEqual([]);
    expect(extractSymbols('Harrison Ford stars in a new film')).toEqual([]);
    expect(extractSymbols('Ford recalls 180,000 SUVs over faulty seat belts')).toEqual(['F']);
    expect(extractSymbols('Senate bill would end a clean-car loan fund that helped Tesla, Ford')).toEqual(['TSLA', 'F']);
    expect(extractSymbols('Fed cuts rates by 25 BP')).toEqual([]);
    expect(extractSymbols('Aviva Stadium gets new lighting')).toEqual([]);
  });

  test("a company's past employee, or its name in another company's, is not its news", () => {
    expect(extractSymbols('Ex-JPMorgan banker wins muni-bond mandates')).toEqual([]);
    expect(extractSymbols('Morgan Stanley appoints an ex-AIG banker to run its operations hub')).toEqual(['MS']);
    expect(extractSymbols('Sunrise Gold : chairman retires')).toEqual([]);
    expect(extractSymbols('Harmony Gold Mining Co. (HMY) lifts output guidance')).toEqual(['HMY']);
    expect(extractSymbols('Barrick Gold and Freeport-McMoRan deny merger talks')).toEqual(['B', 'FCX']);
    expect(extractSymbols('Spot Gold: up 1% as the dollar slips')).toEqual(['GOLD']);
  });

  test('Nasdaq the index, the exchange operator and the publisher', () => {
    expect(extractSymbols('Nasdaq hits record at the closing bell')).toEqual(['IXIC']);
    expect(extractSymbols('Nasdaq sells $500M of bonds to fund an acquisition')).toEqual(['NDAQ']);
    expect(extractSymbols('Zynga (ZNGA) lowers its bookings outlook - Nasdaq')).toEqual(['ZNGA']);
  });

  test('a bank or fund stating a view is the source', () => {
    expect(extractSymbols("Energizer rallies despite JPMorgan's sell rating")).toEqual([]);
    expect(extractSymbols('Why BlackRock likes U.S. credit even as defaults rise')).toEqual([]);
    expect(extractSymbols('ING economists expect an ECB cut')).toEqual([]);
    expect(extractSymbols('BlackRock trims stake in Whitehaven Coal')).toEqual(['BLK', 'WHC.AX']);
  });

  test('exchange prefixes give the listing: AXA in Paris is not Credit Suisse', () => {
    expect(extractSymbols('AXA (EPA:CS) shares hit a two-year high')).toEqual(['CS.PA']);
    expect(extractSymbols('Forterra plc (LON:FORT) posts a record half')).toEqual(['FORT.L']);
    expect(extractSymbols('CGI (TSE:GIB.A) wins a federal IT contract')).toEqual(['GIB-A.TO']);
    // A numbered event is no ticker.
    expect(extractSymbols('Acme Robotics to speak at the Spring Growth Summit (IV)')).toEqual([]);
  });

  test('each mention with its position, for attributing symbols to clauses', () => {
    const text = 'LSE jumps as ICE weighs a bid; Ashtead and Barclays slide';
    const mentions = findSymbolMentions(text);
    expect(mentions).toEqual([
      { symbol: 'LSEG.L', index: 0, name: 'LSE' },
      { symbol: 'ICE', index: 13, name: 'ICE' },
      { symbol: 'AHT.L', index: 31, name: 'Ashtead' },
      { symbol: 'BARC.L', index: 43, name: 'Barclays' },
    ]);
    for (const m of mentions) expect(text.slice(m.index, m.index + m.name.length)).toBe(m.name);
    // Every mention is kept, in order; extractSymbols lists each symbol once.
    expect(findSymbolMentions('Tesla (TSLA) rises; Tesla fans cheer').map((m) => m.symbol)).toEqual(['TSLA', 'TSLA', 'TSLA']);
  });

  test('the main indices of each market are known by name, in the listing a trader would quote', () => {
    expect(extractSymbols('Danish wind group Ørsted weighs a share sale')).toEqual(['ORSTED.CO']);
    expect(extractSymbols('Orsted weighs a share sale')).toEqual(['ORSTED.CO']);
    expect(extractSymbols('TC Energy shuts a crude line after a leak')).toContain('TRP');
    expect(extractSymbols('Hindalco and Tata Steel lift output')).toContain('HINDALCO.NS');
    // A Canadian bank's broker arm stating a view is the source, not the subject.
    expect(extractSymbols('RBC Capital Markets lifts its target for Nike')).toEqual(['NKE']);
    // Orange juice is a crop, not the French telecom group.
    expect(extractSymbols('Orange juice prices jump as the harvest fails')).not.toContain('ORA.PA');
    // Names that collide with ordinary text need more than a business word around them.
    expect(extractSymbols('China Mobile Phone Sales Slump')).toEqual([]);
    expect(extractSymbols('NEC director says tariffs will not raise prices')).toEqual([]);
    expect(extractSymbols("India's National Grid Hit By Blackout")).toEqual([]);
  });

  test('every symbol the extractor can emit has its market label', () => {
    for (const s of ['SILVER', 'NATGAS', 'GOLD', 'OIL', 'COPPER']) expect(symbolMarket(s)).toBe('Commodities');
    for (const s of ['XRP', 'DOGE', 'LTC', 'USDT', 'BTC']) expect(symbolMarket(s)).toBe('Cryptocurrency');
    for (const s of ['SPX', 'DJI', 'IXIC', 'N225', 'DXY']) expect(symbolMarket(s)).toBe('Indices');
    for (const s of ['USD/CHF', 'EUR/GBP']) expect(symbolMarket(s)).toBe('Forex');
    // Indices, commodities and coins each have their own label, never the stock-market fallback.
    for (const symbol of DICTIONARY_SYMBOLS.others) expect(`${symbol}: ${symbolMarket(symbol)}`).not.toBe(`${symbol}: Stock Market`);
    for (const symbol of DICTIONARY_SYMBOLS.companies) expect(`${symbol}: ${symbolMarket(symbol)}`).toBe(`${symbol}: Stock Market`);
  });
});
