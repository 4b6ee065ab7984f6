/**
 * The analyzer reads meaning, not words: negation, surprise against expectations, who acts, and
 * which instrument moves which way. Every sentence here is written for this test.
 */
import { describe, expect, test } from 'bun:test';
import { analyzeOffline } from '../offline/analyze-offline';
import { demoItems } from '../sources/demo-items';
import { eventTypeById, scoreCeiling } from './taxonomy';

type Move = 'bullish' | 'bearish';

/** The card's direction for an instrument whose symbol matches, or null when it names none. */
function moveOf(headline: string, symbol: RegExp): Move | 'neutral' | null {
  const found = analyzeOffline({ headline }).instruments.find((i) => symbol.test(i.symbol));
  return found ? found.direction : null;
}

function expectMoves(headline: string, moves: [RegExp, Move][]) {
  const instruments = analyzeOffline({ headline }).instruments.map((i) => `${i.symbol} ${i.direction}`);
  for (const [symbol, move] of moves) {
    const found = instruments.find((line) => symbol.test(line.split(' ').slice(0, -1).join(' ')));
    expect(found ? `${headline} → ${found}` : `${headline} → no ${symbol}`).toBe(`${headline} → ${found?.split(' ').slice(0, -1).join(' ')} ${move}`);
  }
}

describe('negation: a denied, dropped or averted event is not that event', () => {
  test('a central bank that does not act, or rules an action out, tilts the other way', () => {
    expectMoves('The Federal Reserve does not raise interest rates at its July meeting', [[/Treasuries/, 'bullish']]);
    expectMoves('ECB chief says a cut in rates was not even discussed by the council', [
      [/Bunds/, 'bearish'],
      [/^EUR$/, 'bullish'],
    ]);
    expectMoves('Fed governor: rate cuts not imminent as services inflation stays sticky', [[/Treasuries/, 'bearish']]);
  });

  test('a denied bid takes the premium out of the target', () => {
    expectMoves('Pfizer says it is not in talks to buy Moderna', [[/^MRNA$/, 'bearish']]);
    expectMoves('Shell denies it is preparing a takeover approach for BP', [[/^BP$/, 'bearish']]);
  });

  test('"cannot be ruled out" keeps the event open: a double negation is no denial', () => {
    expect(moveOf('Bank of England says a further rate hike cannot be ruled out', /Gilts/)).toBe('bearish');
  });

  test('an averted default and a supply scare that cut no supply reverse the scare', () => {
    expectMoves('Evergrande makes last-minute coupon payment, averting a default', [[/^3333\.HK$/, 'bullish']]);
    expectMoves('Exports from the Basra terminal unaffected after rocket attack nearby, oil ministry says', [[/^OIL$/, 'bearish']]);
  });

  test('a denied report leans against its own wording; a producer refusing more output lifts oil', () => {
    expectMoves('Beijing officials deny plans to ban crypto trading', [[/^BTC$/, 'bullish']]);
    expectMoves('Riyadh rejects calls to raise oil output before the winter', [[/^OIL$/, 'bullish']]);
  });

  test('a standoff resolved is relief; a failed vote prolongs it', () => {
    expect(moveOf('Senate passes bill to suspend the debt ceiling, ending the standoff', /^SPX$/)).toBe('bullish');
    expect(moveOf('Congress fails to agree on debt ceiling as deadline nears', /^SPX$/)).toBe('bearish');
  });
});

describe('surprise: the figure against the forecast sets the direction', () => {
  test('a rise smaller than forecast is a soft print', () => {
    expectMoves('US core inflation rises 0.2% in May; economists had forecast 0.4%', [
      [/Treasuries/, 'bullish'],
      [/^USD$/, 'bearish'],
    ]);
  });

  test('a move twice the size expected went further: "by half a point" before it is the move, not a multiple', () => {
    expectMoves('Norges Bank cuts by half a percentage point, twice the quarter-point reduction economists expected', [
      [/^NOK$/, 'bearish'],
      [/Norwegian bonds/, 'bullish'],
    ]);
  });

  test('a print above consensus is hot, below it is soft', () => {
    expectMoves('UK wage growth accelerates to 6.1% vs 5.6% consensus', [[/Gilts/, 'bearish']]);
    expectMoves('Canadian employment falls by 12,000 against an expected gain of 25,000', [[/^CAD$/, 'bearish']]);
  });

  test('an outcome set against the forecast by "above" is the outcome, not the forecast', () => {
    expectMoves('Canadian payrolls climb by 120,000, well above forecasts; jobless rate dips to 5.6%', [[/^CAD$/, 'bullish']]);
  });

  test('an in-line print or an expected hold names no direction', () => {
    const inLine = analyzeOffline({ headline: 'Bank of Japan keeps policy unchanged, as widely expected' });
    expect(inLine.instruments.every((i) => i.direction === 'neutral')).toBe(true);
  });

  test('a cut twice the size expected is dovish beyond the cut; a hike short of forecasts disappoints', () => {
    expectMoves('Reserve Bank of India cuts rates by 50 basis points, twice the 25 bp economists expected', [[/^INR$/, 'bearish']]);
    expectMoves('Central bank of Turkey lifts its policy rate to 40%, well short of the 45% analysts had forecast', [[/^TRY$/, 'bearish']]);
  });

  test('a country holding where a cut was expected is hawkish', () => {
    expectMoves('Norway keeps rates unchanged at 4.5%; most economists had expected a cut', [[/^NOK$/, 'bullish']]);
  });

  test('a hold where a hike was priced is dovish', () => {
    expectMoves('Reserve Bank of Australia unexpectedly leaves rates on hold; traders had priced a hike', [[/^AUD$/, 'bearish']]);
  });
});

describe('who acts: a rate decision needs a central bank', () => {
  test('companies changing their own prices, rates or staff are company news', () => {
    expect(analyzeOffline({ headline: 'Disney raises streaming subscription prices for the second time this year' }).event_type).toBe('price-rise');
    expect(moveOf('Disney raises streaming subscription prices for the second time this year', /^DIS$/)).toBe('bullish');
    expect(analyzeOffline({ headline: 'HSBC cuts its two-year fixed mortgage rates by 0.15 points' }).event_type).not.toMatch(/^cb-/);
    expect(moveOf('Intel to cut 15% of its workforce in a cost overhaul', /^INTC$/)).toBe('bullish');
    expect(moveOf('Nike slashes prices across its running range as demand cools', /^NKE$/)).toBe('bearish');
  });
});

describe('tense and modality: previews rank low, facts do not', () => {
  test('a scheduled decision ranks below the decision itself', () => {
    const preview = Math.abs(analyzeOffline({ headline: 'Bank of England set to raise rates on Thursday, economists say' }).impact_score ?? 0);
    const fact = Math.abs(analyzeOffline({ headline: 'Bank of England raised rates to 5.25% on Thursday' }).impact_score ?? 0);
    expect(preview).toBeLessThan(fact);
  });
});

describe('facts in the past tense are facts', () => {
  test('an emergency cut that happened is a decision, not a preview', () => {
    const cut = analyzeOffline({ headline: 'Fed slashed rates to near zero on Sunday in an emergency move' });
    expect(cut.instruments.find((i) => /Treasuries/.test(i.symbol))?.direction).toBe('bullish');
    expect(Math.abs(cut.impact_score ?? 0)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('events by meaning across the instruments they move', () => {
  test('a sovereign downgrade hits the country’s bonds and currency', () => {
    expectMoves('Moody’s downgrades Spain to Baa2, citing the rising debt burden', [[/Spanish bonds/, 'bearish']]);
    expectMoves('Fitch cuts South Africa deeper into junk territory', [[/^ZAR$/, 'bearish']]);
  });

  test('a bank failure sends equities down and government bonds up; a rescued bank falls', () => {
    expectMoves('Regulators close First Republic Bank and name the FDIC receiver', [
      [/^SPX$/, 'bearish'],
      [/Treasuries/, 'bullish'],
    ]);
  });

  test('a warning of a downgrade and a suspended debt payment are sovereign credit events', () => {
    expectMoves('Fitch puts the United States on negative watch as the debt-limit fight drags on', [[/^GOLD$/, 'bullish']]);
    expectMoves('Ghana suspends payments on most of its external debt', [[/Ghana bonds/, 'bearish']]);
  });

  test('an import ban on a commodity lifts the commodity and hits the exporter', () => {
    expectMoves('Washington bans imports of Russian crude oil', [
      [/^OIL$/, 'bullish'],
      [/^RUB$/, 'bearish'],
    ]);
  });

  test('a supply shock lifts the commodity', () => {
    expectMoves('Drone attack sets fire to a major Saudi refinery, halting output', [[/^OIL$/, 'bullish']]);
    expectMoves('Kazakhstan bans wheat exports for six months', [[/^Wheat$/, 'bullish']]);
  });

  test('a currency-first headline names the currency in the direction of its verb', () => {
    expectMoves('Swiss franc jumps to a record high against the euro', [[/^CHF$/, 'bullish']]);
    expectMoves('Indian rupee slides to an all-time low as oil prices climb', [[/^INR$/, 'bearish']]);
    expectMoves('Yen weakens past 155 per dollar', [[/^JPY$/, 'bearish']]);
  });

  test('a trading halt is the halted stock’s news, not the index’s', () => {
    const halt = analyzeOffline({ headline: 'Nasdaq halts trading in Tesla shares pending news' });
    expect(halt.instruments[0]?.symbol).toBe('TSLA');
  });

  test('in a large cash deal the target gains and the acquirer pays up', () => {
    expectMoves('Microsoft agrees to buy Activision Blizzard for $69 billion in cash', [[/^MSFT$/, 'bearish']]);
  });

  test('slower balance-sheet runoff supports government bonds', () => {
    expectMoves('Federal Reserve to taper the pace of its balance sheet runoff from next month', [[/Treasuries/, 'bullish']]);
  });
});

describe('German and Portuguese', () => {
  test('a short German headline is German with one word or market term', () => {
    expectMoves('EZB senkt Leitzins um 25 Basispunkte', [[/^EUR$/, 'bearish']]);
    expectMoves('Gewinnwarnung bei Puma: Umsatzziel gekappt', []);
    expect(analyzeOffline({ headline: 'Gewinnwarnung bei Puma: Umsatzziel gekappt' }).language).toBe('de');
  });

  test('Portuguese central-bank decisions, inflation and results are read', () => {
    expectMoves('Copom eleva a Selic em 0,5 ponto, para 11,25%', [[/^BRL$/, 'bullish']]);
    expectMoves('IPCA desacelera para 0,2% em abril, abaixo das projeções', [[/Brazilian bonds/, 'bullish']]);
    expect(analyzeOffline({ headline: 'Itaú anuncia recompra de até 75 milhões de ações' }).event_type).toBe('buyback');
    // "O dólar" in Brazilian news is quoted in reais: its rise is the real's fall.
    expectMoves('Dólar sobe a R$ 5,90 com incerteza fiscal', [[/^BRL$/, 'bearish']]);
  });
});

describe("a release is read with the instruments of the country that publishes it, not the US's", () => {
  /** The card's instruments; none of them may be the US's when another country publishes. */
  const usLegs = (headline: string) =>
    analyzeOffline({ headline })
      .instruments.filter((i) => /^(?:US Treasuries|SPX|USD)$/.test(i.symbol))
      .map((i) => i.symbol);

  test('a statistics office named alone gives its country: the home index, its bonds and its currency', () => {
    const releases: [string, [RegExp, Move][]][] = [
      [
        'ONS figures show the jobless rate climbing to 4.9%',
        [
          [/^UKX$/, 'bearish'],
          [/^Gilts$/, 'bullish'],
          [/^GBP$/, 'bearish'],
        ],
      ],
      [
        'Destatis: factory orders slump 3.1% in April',
        [
          [/^DAX$/, 'bearish'],
          [/^Bunds$/, 'bullish'],
          [/^EUR$/, 'bearish'],
        ],
      ],
      [
        'Eurostat: consumer prices rose 2.9% in May, above the 2.6% forecast',
        [
          [/^Bunds$/, 'bearish'],
          [/^EUR$/, 'bullish'],
        ],
      ],
      [
        'IBGE says consumer prices rose 0.9% in March, more than expected',
        [
          [/^Brazilian bonds$/, 'bearish'],
          [/^BRL$/, 'bullish'],
        ],
      ],
      [
        'StatCan: employers added 60,000 jobs in May, far more than forecast',
        [
          [/^TSX$/, 'bullish'],
          [/^Canada bonds$/, 'bearish'],
          [/^CAD$/, 'bullish'],
        ],
      ],
      [
        'INSEE reports economy shrank 0.3% last quarter',
        [
          [/^CAC$/, 'bearish'],
          [/^French bonds$/, 'bullish'],
        ],
      ],
      [
        'Istat: industrial output falls for a fourth month',
        [
          [/^FTSE MIB$/, 'bearish'],
          [/^Italian bonds$/, 'bullish'],
        ],
      ],
      [
        'Ivey purchasing managers index climbs to 61',
        [
          [/^TSX$/, 'bullish'],
          [/^CAD$/, 'bullish'],
        ],
      ],
    ];
    for (const [headline, moves] of releases) {
      expectMoves(headline, moves);
      expect(`${headline} → ${usLegs(headline).join(', ')}`).toBe(`${headline} → `);
    }
  });

  test("a central bank's governor speaks for its own markets", () => {
    expectMoves('Ueda says the Bank will raise its policy rate again in July', [
      [/^JGBs$/, 'bearish'],
      [/^JPY$/, 'bullish'],
    ]);
    expectMoves('Lagarde: the Governing Council lowered all three key rates by 25 basis points', [
      [/^Bunds$/, 'bullish'],
      [/^EUR$/, 'bearish'],
    ]);
    expect(usLegs('Ueda says the Bank will raise its policy rate again in July')).toEqual([]);
  });

  test('the survey firm behind a PMI is not Wall Street', () => {
    const headline = 'S&P Global survey: UK factory PMI sinks to 45.1';
    expectMoves(headline, [
      [/^UKX$/, 'bearish'],
      [/^GBP$/, 'bearish'],
    ]);
    expect(usLegs(headline)).toEqual([]);
  });

  test('German and Portuguese releases that name no country are read as Germany’s and Brazil’s', () => {
    expectMoves('Arbeitslosigkeit steigt im Mai deutlich', [
      [/^DAX$/, 'bearish'],
      [/^Bunds$/, 'bullish'],
      [/^EUR$/, 'bearish'],
    ]);
    expectMoves('Inflação acelera para 5,2% em doze meses', [
      [/^Brazilian bonds$/, 'bearish'],
      [/^BRL$/, 'bullish'],
    ]);
    expect(usLegs('Arbeitslosigkeit steigt im Mai deutlich')).toEqual([]);
  });

  test("a listing's exchange gives its home index and a bank's run its own market", () => {
    // A Madrid heavyweight's results move the IBEX, not the S&P 500.
    expectMoves('Iberdrola quarterly earnings beat estimates on $15 billion of sales', [
      [/^IBE\.MC$/, 'bullish'],
      [/^IBEX$/, 'bullish'],
    ]);
    expectMoves('Regulators seize Northway Bank (TSX:NWB) after a run on deposits', [
      [/^TSX$/, 'bearish'],
      [/^Canada bonds$/, 'bullish'],
    ]);
    expect(usLegs('Regulators seize Northway Bank (TSX:NWB) after a run on deposits')).toEqual([]);
  });
});

describe('the built-in sample stories read as a trader would', () => {
  const card = (slug: string) => {
    const item = demoItems.find((d) => d.slug === slug);
    if (!item) throw new Error(`no sample story ${slug}`);
    return analyzeOffline({ headline: item.headline, summary: item.summary }).instruments.map((i) => `${i.symbol} ${i.direction}`);
  };

  test('data beats and misses, decisions and interventions move their instruments the textbook way', () => {
    expect(card('us-payrolls-beat')).toEqual(expect.arrayContaining(['US Treasuries bearish', 'USD bullish']));
    expect(card('uk-cpi-sticky')).toEqual(expect.arrayContaining(['Gilts bearish', 'GBP bullish']));
    expect(card('ecb-signals-faster-cuts')).toEqual(expect.arrayContaining(['Bunds bullish', 'EUR bearish']));
    expect(card('yen-intervention')).toEqual(expect.arrayContaining(['JPY bullish', 'USD/JPY bearish']));
    expect(card('oil-jumps-opec-cut')).toEqual(expect.arrayContaining(['OIL bullish']));
    expect(card('amazon-layoffs')).toEqual(expect.arrayContaining(['AMZN bullish']));
  });
});

describe('the whole scale: 10.0 is kept for a stated surprise or a systemic event', () => {
  const score = (headline: string) => Math.abs(analyzeOffline({ headline }).impact_score ?? 0);
  test('a release or a decision with no surprise stated tops out at 9.5', () => {
    expect(score('UK inflation rises to its highest level since 1992')).toBeLessThanOrEqual(0.95);
    expect(score('Federal Reserve raises interest rates by a quarter point')).toBeLessThanOrEqual(0.95);
  });
  test('a stated surprise or a systemic event may read 10.0', () => {
    expect(score('UK inflation unexpectedly rises to 3.4%, well above forecasts of 3.0%')).toBe(1);
    expect(scoreCeiling(eventTypeById('war-conflict'), false)).toBe(1);
    expect(scoreCeiling(eventTypeById('macro-inflation'), false)).toBe(0.95);
  });
});
