import { describe, expect, test } from 'bun:test';
import { analysisResultSchema } from '../../../shared/analysis';
import { impactLevel } from '../../../shared/impact';
import { directionOf } from '../../../shared/news-kinds';
import { analyzeOffline } from './analyze-offline';

const analyze = (headline: string) => analyzeOffline({ headline });
const score = (headline: string) => analyze(headline).impact_score ?? 0;
const instrument = (headline: string, market: string) => analyze(headline).instruments.find((i) => i.market === market);

describe('the examples a trader tried', () => {
  test('a 75 bp Fed hike, the largest since 1994, is red and bearish for bonds and equities, bullish for the dollar', () => {
    const h = 'Fed lifts rates by 75 basis points, its biggest increase since 1994';
    const r = analyze(h);
    expect(r.event_type).toBe('cb-rate-hike');
    expect(impactLevel(r.impact_score)).toBe('high');
    expect(r.impact_score).toBeLessThan(0);
    expect(instrument(h, 'Bond Market')?.direction).toBe('bearish');
    expect(instrument(h, 'Indices')?.direction).toBe('bearish');
    expect(instrument(h, 'Forex')).toMatchObject({ symbol: 'USD', direction: 'bullish' });
  });

  test('a bare rate decision can score far above 1.2', () => {
    expect(Math.abs(score('ECB raises interest rates'))).toBeGreaterThanOrEqual(0.7);
    expect(Math.abs(score('Bank of England cuts interest rates'))).toBeGreaterThanOrEqual(0.7);
  });

  test('a coming Fed cut is bullish for bonds, not bearish', () => {
    const r = analyze('The Fed is about to cut rates for the first time since 2008');
    expect(r.event_type).toBe('cb-rate-cut');
    expect(r.impact_score).toBeGreaterThan(0);
  });

  test('the ECB lowering its three key rates is bullish for bonds and equities and bearish for the euro', () => {
    const h = 'ECB policymakers lowered all three key interest rates by a quarter point';
    expect(score(h)).toBeGreaterThan(0.4);
    expect(instrument(h, 'Indices')?.direction).toBe('bullish');
    expect(instrument(h, 'Forex')).toMatchObject({ symbol: 'EUR', direction: 'bearish' });
  });

  test('"Russia invades Ukraine" is red and bearish for equities', () => {
    const r = analyze('Russia invades Ukraine');
    expect(impactLevel(r.impact_score)).toBe('high');
    expect(r.impact_score).toBeLessThan(0);
    expect(r.instruments.find((i) => i.symbol === 'OIL')?.direction).toBe('bullish');
    // The flight to safety lifts the safe haven, not the invader's own bonds.
    expect(r.instruments.find((i) => i.market === 'Bond Market')).toMatchObject({ symbol: 'US Treasuries', direction: 'bullish' });
    expect(r.instruments.some((i) => i.symbol === 'Russian bonds')).toBe(false);
  });

  test('strongly worded news that touches no market stays low', () => {
    for (const h of [
      "Senator's Florida resort lost $310,000 last season",
      'Families go hungry as Yemen slides into famine',
      'Airspace closure forces Lufthansa to cancel Tokyo flights',
      'Missile attack kills 12 in Syrian village',
      'President signs executive order on immigration',
      'Teacher strike closes hundreds of schools',
      'Flights cancelled as 85mph gales sweep Scotland',
      'Manchester United beat Liverpool 2-1 in thrilling derby',
    ]) {
      expect(impactLevel(analyze(h).impact_score)).toBe('low');
    }
  });

  test('direction follows the variable that moved, not the tone of the verb', () => {
    expect(instrument('Inflation falls to 3%', 'Bond Market')?.direction).toBe('bullish');
    expect(score('Inflation falls to 3%')).toBeGreaterThan(0);
    expect(score('Inflation jumps to 9%')).toBeLessThan(0);
    expect(score('Unemployment falls')).toBeGreaterThan(0);
    expect(score('Unemployment rises')).toBeLessThan(0);
    expect(instrument('Bond yields fall', 'Bond Market')?.direction).toBe('bullish');
    expect(score('Jobless claims fall to lowest since 1973')).toBeGreaterThan(0);
  });

  test('an inflation print moves bonds, equities and the currency, but takes no side on gold', () => {
    const cooler = analyze('Inflation falls to 3%');
    expect(instrument('Inflation falls to 3%', 'Indices')?.direction).toBe('bullish');
    expect(instrument('Inflation falls to 3%', 'Forex')).toMatchObject({ symbol: 'USD', direction: 'bearish' });
    expect(cooler.instruments.some((i) => i.symbol === 'GOLD')).toBe(false);
    expect(cooler.patterns).not.toMatch(/gold/);
    // Gold named in the text is still listed, from its own clause's wording.
    expect(analyze('Inflation cools to 2.4%; gold climbs').instruments.find((i) => i.symbol === 'GOLD')?.direction).toBe('bullish');
  });

  test('"Rate hikes can wait" is dovish, with a pattern that fits it', () => {
    const r = analyze('Fed officials signal no hurry: Rate hikes can wait');
    expect(r.event_type).toBe('cb-dovish');
    expect(r.impact_score).toBeGreaterThan(0);
    expect(r.patterns).not.toContain('pressure growth stocks');
    expect(r.patterns.toLowerCase()).toContain('dovish');
  });

  test('one headline, one score per instrument: the target rises while others named fall', () => {
    const r = analyze('Diageo soars as Unilever says it is considering an offer; Ryanair and Lloyds sink');
    expect(r.event_type).toBe('takeover-bid');
    expect(r.impact_score).toBeGreaterThan(0);
    const lloyds = r.instruments.find((i) => i.symbol === 'LLOY.L');
    expect(lloyds?.direction).toBe('bearish');
    for (const i of r.instruments) if (i.symbol.startsWith('DGE')) expect(i.direction).toBe('bullish');
    // The target is the primary instrument; the bidder does not get its premium.
    expect(r.instruments[0]).toMatchObject({ symbol: 'DGE.L', direction: 'bullish', score: r.impact_score ?? Number.NaN });
    expect(r.instruments.find((i) => i.symbol === 'ULVR.L')?.direction).not.toBe('bullish');
    expect(r.instruments.find((i) => i.symbol === 'RYA.L')?.direction).toBe('bearish');
  });

  test('a deal named by its two sides puts the buyer first', () => {
    const off = analyze('Microsoft-Nintendo merger called off');
    expect(off.instruments.find((i) => i.symbol === 'NTDOY' || i.symbol === '7974.T')?.direction).toBe('bearish');
    expect(off.instruments.find((i) => i.symbol === 'MSFT')?.direction).not.toBe('bearish');
    const r = analyze('No Microsoft-Nintendo merger, Microsoft tells staff');
    expect(r.instruments.find((i) => i.symbol === 'MSFT')?.direction).toBe('bullish');
    expect(r.instruments.find((i) => i.symbol === 'NTDOY' || i.symbol === '7974.T')?.direction).toBe('bearish');
  });

  test('a deal whose target has no symbol: the score shown belongs to the target, named as written, not to the bidder', () => {
    const r = analyze('Microsoft agrees to acquire Northwind Games');
    expect(r.instruments[0]).toMatchObject({
      symbol: 'Northwind Games',
      market: 'Stock Market',
      direction: 'bullish',
      score: r.impact_score ?? Number.NaN,
    });
    expect(r.instruments.find((i) => i.symbol === 'MSFT')?.direction).toBe('neutral');
    expect(analyze('Charles Schwab to buy Northwind Brokerage in $18 billion share deal').instruments[0]?.symbol).toBe('Northwind Brokerage');
    expect(analyze('Roche to buy Swiss lab The Cellworks Co. for $4.2 billion').instruments[0]?.symbol).toBe('Cellworks Co');
    // No target named: the bidder is the story, and the card's score is the bidder's own.
    const bidder = analyze('Microsoft is buying a major rival');
    expect(bidder.instruments[0]?.symbol).toBe('MSFT');
    expect(bidder.instruments[0]?.score).toBe(bidder.impact_score ?? Number.NaN);
  });

  test('a company event read from its frames moves the company it happens to, and an index it joins stays put', () => {
    // A large deal called off: the bidder is relieved, and the card's score is its own.
    const off = analyze('Microsoft axes its $20 bln takeover of a games studio');
    expect(off.event_type).toBe('deal-blocked');
    expect(off.instruments[0]).toMatchObject({ symbol: 'MSFT', direction: 'bullish' });
    expect(off.impact_score).toBe(off.instruments[0]?.score ?? Number.NaN);
    const quit = analyze("EY resigns as Tesla's auditor");
    expect(quit.event_type).toBe('auditor-exit');
    expect(quit.instruments[0]).toMatchObject({ symbol: 'TSLA', direction: 'bearish' });
    const joined = analyze('Nvidia wins a spot in the Dow Jones Industrial Average');
    expect(joined.event_type).toBe('index-inclusion');
    expect(joined.instruments[0]).toMatchObject({ symbol: 'NVDA', direction: 'bullish' });
    expect(joined.instruments.find((i) => i.symbol === 'DJI')?.direction ?? 'neutral').toBe('neutral');
    // An approval gives way to the act it approves: still the central bank's hike.
    expect(analyze('Fed approves a larger rate hike').event_type).toBe('cb-rate-hike');
  });

  test("whatever the headline, the score shown is the first listed instrument's own", () => {
    for (const h of [
      'Microsoft agrees to acquire Northwind Games',
      'Gold outlook – bullion slips ahead of the weekend',
      'Jeff Bezos sheds $4 billion in a day as Amazon shares slide',
      'Honeywell weighs a sale of its barcode scanner business',
      'Nasdaq and S&P 500 end at fresh highs as chipmakers rally',
    ]) {
      const r = analyze(h);
      if (r.instruments[0]) expect(r.instruments[0].score).toBe(r.impact_score ?? Number.NaN);
    }
  });

  test('advice to buy a stock is not a deal', () => {
    expect(analyze('Should You Buy Acme Foods Ahead Of Its Ex-Dividend Date?').event_type).not.toBe('acquisition');
    expect(analyze('5 shares worth buying this autumn').event_type).not.toBe('acquisition');
  });

  test('the Chipotle note from a broker is about Chipotle, not the broker', () => {
    const r = analyze('Goldman names Chipotle its top pick among restaurant chains');
    expect(r.symbols).toEqual(['CMG']);
    expect(r.instruments.map((i) => i.symbol)).toEqual(['CMG']);
  });

  test('each instrument has its own score, not one copied to all', () => {
    const r = analyze('Fed lifts rates by 75 basis points, its biggest increase since 1994');
    expect(new Set(r.instruments.map((i) => i.score)).size).toBeGreaterThan(1);
    for (const i of r.instruments) expect(i.direction).toBe(directionOf(i.score));
  });
});

describe('market-moving events of the past read as a trader read them', () => {
  test('each is red, with the direction markets took', () => {
    for (const [h, sign] of [
      ['Britain votes to leave the EU in historic referendum', -1],
      ['China devalues the yuan by almost 2% without warning', -1],
      ['Regulators seize Silicon Valley Bank in largest US bank failure since the financial crisis', -1],
      ['Fed slashes rates to zero, unveils $700 billion of asset purchases', 1],
      ['US slaps 25% tariffs on $50 billion of Chinese imports', -1],
      ['Saudi oil output halved after drone attack on facilities', 1],
      ['US GDP contracts at a record 32.9% annualized pace in Q2', -1],
      ['US consumer prices rise 9.1% on the year, the fastest pace in 40 years', -1],
      ['Bank of Japan scraps its cap on 10-year yields', 1],
      ['Trading halted by circuit breaker as S&P 500 sinks 7%', -1],
      ['OPEC strikes deal on first production cut in eight years', 1],
    ] as const) {
      const r = analyze(h);
      expect({ h, level: impactLevel(r.impact_score) }).toEqual({ h, level: 'high' });
      expect(Math.sign(r.impact_score ?? 0)).toBe(sign);
    }
  });
});

describe('magnitude from the event and its scope', () => {
  test('market-wide events outrank company events, which outrank analyst notes and recaps', () => {
    const cpi = Math.abs(score('US CPI rises 0.6% in May, more than expected'));
    const deal = Math.abs(score('Charles Schwab to buy Northwind Brokerage in $18 billion share deal'));
    const note = Math.abs(score('Acme upgraded to buy at Stifel'));
    const recap = Math.abs(score('Stocks edge higher'));
    expect(cpi).toBeGreaterThan(note);
    expect(deal).toBeGreaterThan(note);
    expect(note).toBeLessThan(0.4);
    expect(recap).toBeLessThan(0.4);
  });

  test('a large company outranks a small one for the same event', () => {
    expect(Math.abs(score('Microsoft Q3 EPS beats estimates'))).toBeGreaterThan(Math.abs(score('$ACME Q3 EPS beats estimates')));
  });

  test('previews and opinion rank below the event itself', () => {
    expect(Math.abs(score('Fed raises interest rates'))).toBeGreaterThan(Math.abs(score('Will the Fed raise interest rates?')));
    expect(Math.abs(score('ECB cuts rates'))).toBeGreaterThan(Math.abs(score('What to watch ahead of the ECB decision to cut rates')));
  });

  test('a rate decision with no direction stays in the neutral band but is still scored', () => {
    const r = analyze('Bank of Japan keeps policy unchanged');
    expect(r.impact_score).not.toBeNull();
    expect(Math.abs(r.impact_score ?? 1)).toBeLessThan(0.1);
  });

  test('mixed results are not a beat', () => {
    expect(Math.abs(score('Acme Freight EPS beats by $0.03, revenue misses'))).toBeLessThan(0.1);
  });

  test('data in line with expectations was priced in: scored well below the same release without that', () => {
    const plain = score('US retail sales rise 0.4% in October');
    for (const h of ['US retail sales rise 0.4% in October, in line with forecasts', 'US retail sales rise 0.4% in October, as expected']) {
      expect(score(h)).toBeGreaterThan(0);
      expect(score(h)).toBeLessThan(plain * 0.6);
      expect(impactLevel(score(h))).toBe('low');
      expect(analyze(h).explanation).toContain('priced in');
    }
    // "Better than expected" is a surprise, not a match, and still the release, not a company's results.
    expect(analyze('US retail sales rise 0.4%, better than expected')).toMatchObject({ event_type: 'macro-retail' });
    expect(score('US retail sales rise 0.4%, better than expected')).toBeGreaterThanOrEqual(plain);
    expect(analyze('Walmart quarterly sales beat estimates').event_type).toBe('earnings-beat');
  });

  test("the headline's subject event outranks a macro word in its context clause", () => {
    expect(analyze('Apple beats estimates as inflation eases')).toMatchObject({
      event_type: 'earnings-beat',
      // An index heavyweight's results move its index too.
      instruments: [
        { symbol: 'AAPL', direction: 'bullish' },
        { symbol: 'NDX', direction: 'bullish' },
      ],
    });
    expect(analyze('After a weak jobs report, Nvidia names a new CEO').instruments[0]?.symbol).toBe('NVDA');
    expect(analyze('Walmart sales beat estimates amid rising inflation').event_type).toBe('earnings-beat');
    // A clause that only reports a move gives way to the cause it names.
    expect(analyze('Stocks sink as Fed raises rates').event_type).toBe('cb-rate-hike');
    expect(analyze('US retail sales rise 0.4% in October, as expected').event_type).toBe('macro-retail');
  });

  test('"surprise cut" is a central-bank action only when a central bank is named', () => {
    expect(analyze('OPEC+ agrees surprise cut of 1 million barrels a day')).toMatchObject({ event_type: 'opec-cut' });
    expect(analyze('OPEC+ agrees surprise cut of 1 million barrels a day').instruments[0]).toMatchObject({ symbol: 'OIL', direction: 'bullish' });
    expect(analyze('Bank of England makes surprise rate cut').event_type).toBe('cb-emergency');
  });

  test('the evidence quotes a figure whole', () => {
    expect(analyze('Nvidia revenue beats consensus of $3.5 billion').explanation).toContain("'consensus of $3.5 billion'");
  });

  test('results against a stated consensus take the direction of the gap', () => {
    expect(score('Colgate Q3 adjusted EPS $0.94 against FactSet consensus of $0.87')).toBeGreaterThan(0.1);
    expect(score('Acme Q2 adj. EPS $1.10; FactSet consensus $1.30')).toBeLessThan(-0.1);
  });
});

describe('no verdict without evidence', () => {
  test('no event and no signal: null, not 0', () => {
    for (const h of ['Her cat still refuses the new sofa', 'Rare orchids bloom beside a disused railway line']) {
      const r = analyze(h);
      expect(r.impact_score).toBeNull();
      expect(r.instruments).toEqual([]);
      expect(r.explanation).toStartWith('Not scored');
    }
  });

  test('a company the dictionary does not know, named with its suffix, ticker or as the issuer of a notice, gets a low score, not null', () => {
    for (const h of [
      'Why Acme Holdings Deserves a Place on Your Watchlist',
      'What Does The Widget Oyj (HEL:WDGT) Shareholder Register Say About Its Future?',
      'Acme Minerals NL : Notice of Annual General Meeting #AcmeMinerals #Shares',
      'Here are the companies that have scrapped dividends or paused share repurchases this spring',
      'First Acme promotes three partners to managing director',
    ]) {
      const r = analyze(h);
      expect(r.impact_score).not.toBeNull();
      expect(impactLevel(r.impact_score)).toBe('low');
    }
  });

  test('personal-finance advice, explainers, bare tickers and hashtags alone are not market news', () => {
    for (const h of [
      'Fearing a downturn? Five steps to protect your pension savings',
      'Sinking Funds: Meaning and Examples',
      '$NQ_F $QQQ',
      'Billions still lack clean drinking water. #Innovation and #partnerships can change that',
    ]) {
      expect(analyze(h).impact_score).toBeNull();
    }
  });

  test('advice and lifestyle pieces that name no instrument are not scored', () => {
    for (const h of [
      'Spreading your savings over many holdings limits the harm when one firm stumbles',
      'How I asked for a $15,000 raise, and the exact words that worked',
      'Morning show hosts to receive a charity honour at a spring gala',
    ]) {
      expect(analyze(h).impact_score).toBeNull();
    }
  });

  test('general news stays "Not scored": sport, celebrity, weather, crime, charity', () => {
    for (const h of [
      'Police investigate fatal shooting outside nightclub',
      'Judge orders release of murder suspect on bail',
      'Teenager arrested after stabbing in south London',
      'Pop star announces new album release date',
      'Celebrity chef opens new restaurant in Soho',
      'Prince and his wife launch new charity foundation',
      'Actor wins Oscar for best supporting role',
      'Tennis champion wins Wimbledon title',
      'Star striker ruled out of the World Cup with ankle injury',
      'Storm brings heavy rain and flooding to northern England',
      'Heatwave to hit Spain this weekend, forecasters warn',
    ]) {
      const r = analyze(h);
      expect({ h, score: r.impact_score }).toEqual({ h, score: null });
      expect(r.explanation).toStartWith('Not scored');
    }
  });

  test('awards, conferences, campaign spending and advertisements are not market news, however businesslike their words', () => {
    for (const h of [
      'Acme refillable pen injector wins 2021 packaging design prize',
      'Regional Innovation Summit Brought Keynote Speakers, Hands-On Workshops and Networking',
      'Senate hopefuls are pouring millions into online political ads',
      'Widgetco Launches Community Sustainability Initiative',
      'Our members caught a 75% run in $ACME in five sessions. Learn more and join',
    ]) {
      expect({ h, score: analyze(h).impact_score }).toEqual({ h, score: null });
    }
    // The same words around market news do not hide it.
    expect(impactLevel(analyze('Eurozone PMI points to an economy barely growing. Subscribe for daily alerts!').impact_score)).toBe('high');
    expect(analyze('Three bank managers detained in France in a money-laundering inquiry').impact_score).not.toBeNull();
    expect(analyze('Acme teams up with a celebrated baker to launch a snack line').impact_score).not.toBeNull();
  });

  test('a probe or lawsuit that touches no company or market takes no side', () => {
    for (const h of ['Man sued by neighbour over barking dog', 'Inspector general criticises the bureau over its election inquiry but finds no misconduct']) {
      const r = analyze(h);
      expect(r.impact_score === null || directionOf(r.impact_score) === 'neutral').toBe(true);
    }
    expect(directionOf(score('Acme Corp sued by shareholders over accounting'))).toBe('bearish');
  });

  test('opinion about the markets, an asset class or the economy is market news that ranks low', () => {
    for (const h of [
      'Why strategists see a clear path for stocks into December',
      '5 Inverse Bond Funds Traders Should Consider in Q3',
      'Highlight: "Two things went our way this year," a strategist says of the junk bond market',
      'Why growth stocks outpaced value stocks over the past year',
    ]) {
      const r = analyze(h);
      expect({ h, event: r.event_type }).toEqual({ h, event: 'market-opinion' });
      expect(impactLevel(r.impact_score)).toBe('low');
      expect(Math.abs(r.impact_score ?? 1)).toBeLessThan(score('Acme Corp names new CFO') + 0.1);
    }
    // Reader advice and lifestyle pieces that mention stocks are still not market news.
    for (const h of [
      'A new app picks shares for you according to your star sign',
      'Spreading your savings over many holdings limits the harm when one firm stumbles',
    ]) {
      expect(analyze(h).impact_score).toBeNull();
    }
  });

  test('text in a language the analyzer does not read is marked, not scored 0', () => {
    for (const h of [
      'La Banque centrale européenne a décidé de baisser les taux pour la première fois',
      'El banco central decidió bajar los tipos de interés por primera vez en una década',
      '日本銀行は金融政策の現状維持を決めた',
    ]) {
      const r = analyze(h);
      expect(r.language_supported).toBe(false);
      expect(r.language).not.toBe('en');
      expect(r.impact_score).toBeNull();
    }
    expect(analyze('Fed raises rates').language_supported).toBe(true);
  });

  test("German, the operator's language, is read with the same event model", () => {
    const inflation = analyze('Die Inflation in Deutschland ist im März auf 2,2 Prozent gesunken');
    expect(inflation).toMatchObject({ language: 'de', language_supported: true, event_type: 'macro-inflation' });
    expect(inflation.instruments[0]).toMatchObject({ symbol: 'Bunds', direction: 'bullish' });
    const cut = analyze('EZB senkt den Leitzins um 0,25 Prozentpunkte');
    expect(cut.event_type).toBe('cb-rate-cut');
    expect(cut.instruments.find((i) => i.market === 'Forex')).toMatchObject({ symbol: 'EUR', direction: 'bearish' });
    expect(score('Arbeitslosigkeit in Deutschland steigt auf 6 Prozent')).toBeLessThan(-0.4);
    expect(score('Bayer senkt die Prognose für das Gesamtjahr')).toBeLessThan(-0.4);
    expect(analyze('Der FC Bayern gewinnt das Derby gegen Dortmund').impact_score).toBeNull();
  });
});

describe('who bids', () => {
  const moves = (headline: string) => Object.fromEntries(analyze(headline).instruments.map((i) => [i.symbol, i.direction]));

  test('the company approached is the target; the one named after "by" bids', () => {
    const read = moves('Nokia approached by Ericsson over a possible takeover');
    expect(read.NOK).toBe('bullish');
    expect(read.ERIC).not.toBe('bullish');
  });

  test('an approach made for a company is a bid for it; an approach to a task is not', () => {
    expect(moves('Alstom makes an approach for Siemens Energy')['ENR.DE']).toBe('bullish');
    expect(analyze('Microsoft takes cautious approach for AI spending').event_type).not.toBe('acquisition');
  });

  test('a bidder never takes the premium of a target the dictionary does not know', () => {
    expect(moves('Small biotech approached by Pfizer').PFE).not.toBe('bullish');
  });

  test('a halt and a commodity in different clauses are no supply cut of it; an index closing in on a record is no deal', () => {
    expect(moves('Steelmakers halt production, iron ore slumps')['Iron ore']).not.toBe('bullish');
    expect(analyze('Nasdaq closes in on record high').event_type).not.toBe('acquisition');
    expect(analyze('Pipeline operators affected by new tax rules').event_type).not.toBe('supply-outage');
  });

  test("a company's own commodity news moves no peers", () => {
    expect(moves('Rio Tinto cuts copper guidance')).not.toHaveProperty('FCX');
  });
});

describe('a commodity and its producers', () => {
  const moves = (headline: string) => Object.fromEntries(analyze(headline).instruments.map((i) => [i.symbol, i.direction]));

  test('a supply cut lifts the commodity and its listed producers; the producer whose site is hit falls', () => {
    expect(moves('Strike halts a big Chilean copper mine')).toMatchObject({ COPPER: 'bullish', FCX: 'bullish' });
    expect(moves("Flooding shuts Freeport's Indonesian copper mine")).toMatchObject({ COPPER: 'bullish', FCX: 'bearish' });
    expect(moves('Jakarta halts coal exports for a month')).toMatchObject({ Coal: 'bullish', 'WHC.AX': 'bullish' });
  });

  test("a carmaker's deliveries are its sales, a miner's deliveries of a metal its supply", () => {
    expect(analyze("Electric carmaker's deliveries slide in the first quarter").event_type).not.toBe('supply-outage');
    expect(moves('Landslide leads Freeport to declare force majeure on copper deliveries')).toMatchObject({ COPPER: 'bullish', FCX: 'bearish' });
  });

  test('Freeport LNG is not the copper miner: its plant restarting eases gas', () => {
    expect(moves('Freeport LNG export plant restarts after outage')).toEqual({ NATGAS: 'bearish' });
  });

  test('armed forces at a supply site have struck it; sites spared are relief', () => {
    expect(moves('Drones hit a big Russian refinery overnight')).toMatchObject({ OIL: 'bullish' });
    expect(moves('Gulf oil installations unaffected by the storm')).toMatchObject({ OIL: 'bearish' });
  });
});

describe('figures of speech', () => {
  test('a market term in quotation marks, in a story about charity or sport, is no market event', () => {
    expect(analyze("Charity 'bank run' fun run raises 40,000 pounds for a children's ward").impact_score).toBeNull();
    expect(analyze("Charity rowers 'crash' through the finish line to raise funds").impact_score ?? 0).toBeLessThan(0.4);
    // Outside such a story, the quoted term is the event.
    expect(analyze("Depositors stage a 'bank run' on a regional lender").impact_score ?? 0).toBeLessThan(-0.5);
  });
});

describe('honest text', () => {
  test('versus consensus only when the text compares with an expectation', () => {
    expect(analyze('Acme reaffirms guidance').consensus_delta).toBeNull();
    expect(analyze('Acme raises full-year guidance').consensus_delta).toBeNull();
    const r = analyze('Colgate Q3 adjusted EPS $0.94 against FactSet consensus of $0.87');
    expect(r.consensus_delta).toContain('$0.94');
    expect(r.consensus_delta).toContain('$0.87');
  });

  test('patterns fit the event type: no drug-developer sentence on a telecom, no "multi-year lows" on falling inflation', () => {
    expect(analyze('Charter shares rise after spectrum sale').patterns).not.toMatch(/drug/i);
    expect(analyze('Inflation falls to 3%').patterns).not.toMatch(/multi-year lows/i);
    expect(analyze('FDA approves Acme drug for migraine').patterns).toMatch(/drug approval/);
  });

  test('pathways follow from the event type', () => {
    expect(analyze('Charles Schwab to buy Northwind Brokerage in $18 billion share deal').pathways.join(' ')).toMatch(/deal/i);
    expect(analyze('Fed raises interest rates').pathways.join(' ')).toMatch(/rate/i);
  });

  test('never echoes HTML', () => {
    const r = analyzeOffline({ headline: '<b>Acme</b> beats estimates <script>alert(1)</script>' });
    expect(`${r.explanation}${r.patterns}${r.consensus_delta ?? ''}`).not.toContain('<');
  });
});

describe('output', () => {
  test('has the shared shape, within bounds, and is deterministic', () => {
    for (const h of ['Fed raises rates', 'Acme shares soar 40% on takeover bid', 'Her cat still refuses the new sofa', '']) {
      const r = analyzeOffline({ headline: h, summary: 'Some text.' });
      expect(analysisResultSchema.safeParse(r).success).toBe(true);
      expect(r.method).toBe('offline');
      expect(analyzeOffline({ headline: h, summary: 'Some text.' })).toEqual(r);
    }
  });

  test("the headline score is the primary instrument's when it is named", () => {
    const r = analyze('Microsoft Q3 EPS beats estimates');
    expect(r.instruments[0]?.symbol).toBe('MSFT');
    expect(r.instruments[0]?.score).toBe(r.impact_score ?? Number.NaN);
  });
});

describe('a supply story names the commodity it is about, and oil only where oil is', () => {
  const symbolsOf = (headline: string) => analyze(headline).instruments.map((i) => i.symbol);

  test('a stoppage at a mine of a named metal moves that metal, not oil', () => {
    for (const [headline, metal] of [
      ['Fire halts production at a large Ghanaian gold mine', 'GOLD'],
      ['Rockfall halts output at a Bolivian zinc mine', 'Zinc'],
      ['Fighting shuts cobalt mines in eastern Congo', 'Cobalt'],
      ['Flooding forces a Malaysian tin mine to halt production', 'Tin'],
    ] as const) {
      const r = analyze(headline);
      expect(r.event_type).toBe('supply-outage');
      expect(r.instruments[0]).toMatchObject({ symbol: metal, direction: 'bullish' });
      expect(symbolsOf(headline)).not.toContain('OIL');
    }
  });

  test("a cut in supply at a company's own site lifts the commodity and weighs on the company", () => {
    const r = analyze('Shell halts its Nigerian oil exports after a pipeline blast');
    expect(r.event_type).toBe('supply-outage');
    expect(r.instruments.find((i) => i.symbol === 'OIL')?.direction).toBe('bullish');
    expect(r.instruments.find((i) => i.symbol === 'SHEL')?.direction).toBe('bearish');
    // Its own plant, with no commodity named, is its news alone.
    expect(analyze('Tesla halts production at its Berlin plant').instruments.map((i) => i.symbol)).toEqual(['TSLA']);
  });

  test('a mine whose commodity the text does not name gets no commodity at all', () => {
    const headline = 'Protest blocks the road to a remote Andean mine, halting output';
    expect(symbolsOf(headline)).not.toContain('OIL');
    expect(analyze(headline).instruments.every((i) => i.market !== 'Commodities')).toBe(true);
  });

  test('a price move of gold is gold news, with no word on oil', () => {
    expect(symbolsOf('Gold prices soar to a fresh all-time high')).toEqual(['GOLD']);
  });

  test('mines laid in a strait still close a shipping lane for oil', () => {
    expect(analyze('Navy warns that mines could close the Strait of Hormuz').instruments[0]?.symbol).toBe('OIL');
  });
});

describe('hostile text from a feed', () => {
  const event = 'Riksbank lifts its policy rate by 25 basis points';

  test('a summary of megabytes is read up to its bound: what lies past it is not read', () => {
    const filler = 'The board met in Stockholm. '.repeat(20_000);
    expect(analyzeOffline({ headline: 'Markets today', summary: `${event}. ${filler}` }).event_type).toBe('cb-rate-hike');
    expect(analyzeOffline({ headline: 'Markets today', summary: `${filler}${event}.` }).event_type).not.toBe('cb-rate-hike');
  });

  test('thousands of question marks and a NUL byte neither throw nor change the reading', () => {
    expect(Math.abs(analyzeOffline({ headline: 'Markets today', summary: '?'.repeat(20_000) }).impact_score ?? 0)).toBeLessThan(0.1);
    const plain = analyzeOffline({ headline: event });
    expect(analyzeOffline({ headline: `${event}\u0000` })).toEqual(plain);
    // Opening quotation marks by the thousand, in a charity story: read in one pass, no event.
    expect(analyzeOffline({ headline: `Charity gala ${'“'.repeat(4000)}` }).impact_score ?? 0).toBe(0);
  });
});
