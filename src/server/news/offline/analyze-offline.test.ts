import { describe, expect, test } from 'bun:test';
import { newsCategories } from '../../../shared/analysis';
import { analyzeOffline } from './analyze-offline';

const score = (headline: string) => analyzeOffline({ headline }).impact_score ?? 0;

describe('direction', () => {
  test('bullish market phrases score positive', () => {
    for (const h of [
      'Acme beats estimates',
      'Acme raises full-year guidance',
      'Acme upgraded to buy from hold at Stifel',
      'Acme price target raised to $70 from $62',
      'Acme shares surge after results',
      'S&P 500 closes at record high',
      'Acme raises quarterly dividend',
    ]) {
      expect(score(h)).toBeGreaterThanOrEqual(0.1);
    }
  });

  test('bearish market phrases score negative', () => {
    for (const h of [
      'Acme misses estimates',
      'Acme cuts outlook',
      'Acme downgraded to sell at Barclays',
      '$SAN: Deutsche Bank cuts to Hold',
      'Acme price target cut to $350 from $400',
      'Acme shares plunge',
      'Acme files for Chapter 11 bankruptcy',
      'Acme to lay off 2,000 workers',
      'Acme suspends dividend',
    ]) {
      expect(score(h)).toBeLessThanOrEqual(-0.1);
    }
  });

  test('multi-word phrases win over the single words inside them', () => {
    // "price target cut" is bearish although "target" alone is not, and "record low" beats "record".
    expect(score('Acme price target cut at Jefferies')).toBeLessThan(-0.3);
    expect(score('Oil falls to record low')).toBeLessThan(-0.5);
    // "cuts to Hold" is a downgrade, stronger than the bare word "cuts".
    expect(Math.abs(score('Broker cuts to Hold'))).toBeGreaterThan(Math.abs(score('Broker cuts')) + 0.3);
  });

  test('reported-versus-estimate figures give the sign of the surprise', () => {
    expect(score('Acme Q2 EPS $3.93 vs. $3.42')).toBeGreaterThan(0.1);
    expect(score("Acme Q3 EPS 78 cents vs. 98 cents")).toBeLessThan(-0.1);
  });
});

describe('negation', () => {
  test('flips good news into bad', () => {
    expect(score('Acme beats estimates')).toBeGreaterThan(0.3);
    expect(score('Acme fails to beat estimates')).toBeLessThan(-0.3);
    expect(score('Acme did not raise guidance')).toBeLessThan(-0.1);
    expect(score('Acme shares rally')).toBeGreaterThan(0.1);
    expect(score('Acme shares did not rally')).toBeLessThan(-0.1);
    expect(score('Talks end without a trade deal')).toBeLessThan(-0.1);
    expect(score('Acme never had a positive result')).toBeLessThan(-0.1);
  });

  test('dampens bad news into mildly good or neutral, not a boom', () => {
    const plain = score('Economy slowdown deepens');
    const negated = score('No slowdown in the economy');
    expect(plain).toBeLessThan(-0.1);
    expect(negated).toBeGreaterThan(plain);
    expect(Math.abs(negated)).toBeLessThan(Math.abs(plain));
  });

  test('idioms that only look negated keep their direction', () => {
    expect(score('Analysts have never been more bullish on Acme')).toBeGreaterThan(0.3);
    expect(score('Acme not only beat estimates but raised guidance')).toBeGreaterThan(0.5);
  });

  test('does not cross a clause boundary', () => {
    expect(score('Not today: Acme shares surge')).toBeGreaterThan(0.3);
  });

  test('a bare "fails" still reads as negative', () => {
    expect(score('Acme fails to')).toBeLessThan(0);
  });
});

describe('intensity', () => {
  test('intensifiers strengthen and diminishers soften', () => {
    const plain = score('Stocks fall');
    const sharp = score('Stocks fall sharply');
    const slight = score('Stocks fall slightly');
    expect(sharp).toBeLessThan(plain);
    expect(slight).toBeGreaterThan(plain);
    expect(slight).toBeLessThan(0);
  });

  test('strong news reaches 0.7+, mild news stays in 0.1–0.4', () => {
    expect(score('Acme shares soar to record high after blowout quarter')).toBeGreaterThan(0.7);
    expect(score('Acme downgraded to underperform, price target slashed')).toBeLessThan(-0.7);
    const mild = score('Stocks edge higher');
    expect(mild).toBeGreaterThanOrEqual(0.1);
    expect(mild).toBeLessThanOrEqual(0.4);
  });

  test('the size of a move counts', () => {
    expect(score('Acme shares jump 25%')).toBeGreaterThan(score('Acme shares jump 2%'));
    expect(score('Acme -12% after hours')).toBeLessThan(score('Acme -1% after hours'));
  });
});

describe('neutral', () => {
  test('factual news stays below 0.1 in magnitude', () => {
    for (const h of [
      'Acme to present at investor conference on Tuesday',
      'Alaris Royalty declares CAD 0.1375 dividend',
      'Acme Q4 2019 Earnings Preview',
      'Microsoft (NASDAQ: MSFT) names new head of communications',
      'Bank of Japan keeps policy unchanged',
      'Acme initiated at hold at Jefferies',
      'Acme results in line with estimates',
    ]) {
      expect(Math.abs(score(h))).toBeLessThan(0.1);
    }
  });

  test('one generic tone word is not enough to leave neutral', () => {
    expect(Math.abs(score('Five risks to watch this year'))).toBeLessThan(0.1);
    expect(Math.abs(score('The best places to retire'))).toBeLessThan(0.1);
  });

  test('questions are damped', () => {
    expect(Math.abs(score('Will Acme shares rally?'))).toBeLessThan(Math.abs(score('Acme shares rally')));
  });
});

describe('output', () => {
  test('has the AnalysisResult shape and bounds', () => {
    const r = analyzeOffline({ headline: 'Apple beats estimates, raises outlook', summary: 'Shares jump 8% after hours.', content: 'Apple Inc reported...' });
    expect(r.method).toBe('offline');
    expect(r.impact_score).toBeGreaterThanOrEqual(-1);
    expect(r.impact_score).toBeLessThanOrEqual(1);
    expect(newsCategories).toContain(r.category);
    expect(r.symbols).toEqual(['AAPL']);
    expect(typeof r.patterns).toBe('string');
    expect(r.patterns.length).toBeGreaterThan(10);
    expect(r.explanation).toContain('beats estimates');
    expect(r.explanation).toMatch(/^Strong bullish signal/);
    expect(r.pathways.length).toBeGreaterThanOrEqual(2);
    expect(r.pathways.length).toBeLessThanOrEqual(3);
  });

  test('scores stay in [-1, 1] however many cues pile up', () => {
    const pile = 'plunge crash collapse bankruptcy default downgrade miss layoffs '.repeat(20);
    expect(score(pile)).toBeGreaterThanOrEqual(-1);
    expect(score(pile)).toBeLessThan(-0.9);
    const up = 'soar surge record high beats estimates raises guidance upgrade '.repeat(20);
    expect(score(up)).toBeLessThanOrEqual(1);
    expect(score(up)).toBeGreaterThan(0.9);
    expect(score('')).toBe(0);
  });

  test('explanation names the trigger, the symbol and the category', () => {
    const r = analyzeOffline({ headline: '$SAN: Deutsche Bank cuts to Hold' });
    expect(r.explanation).toContain("'cuts to Hold'");
    expect(r.explanation).toContain('analyst downgrade');
    expect(r.explanation).toContain('SAN');
    expect(r.explanation).toContain(`Category: ${r.category}.`);
    expect(r.patterns.toLowerCase()).toContain('downgrade');
  });

  test('neutral explanation says so', () => {
    const r = analyzeOffline({ headline: 'Acme to present at investor conference' });
    expect(r.explanation).toMatch(/^Neutral/);
  });

  test('consensus_delta appears only when expectations are mentioned', () => {
    expect(analyzeOffline({ headline: 'Acme beats consensus estimates' }).consensus_delta).toMatch(/above expectations/i);
    expect(analyzeOffline({ headline: 'Acme misses expectations' }).consensus_delta).toMatch(/below expectations/i);
    expect(analyzeOffline({ headline: 'Acme results in line with consensus' }).consensus_delta).toMatch(/in line/i);
    expect(analyzeOffline({ headline: 'Acme EPS $1.20 vs. $1.05 consensus' }).consensus_delta).toMatch(/above consensus by about 14\.3%/);
    expect(analyzeOffline({ headline: 'Acme opens new store in Ohio' }).consensus_delta).toBeNull();
  });

  test('pathways follow the direction', () => {
    expect(analyzeOffline({ headline: 'Acme shares soar' }).pathways.join(' ')).toMatch(/extends gains/);
    expect(analyzeOffline({ headline: 'Acme shares plunge' }).pathways.join(' ')).toMatch(/extends losses/);
    expect(analyzeOffline({ headline: 'Acme to present at conference' }).pathways.join(' ')).toMatch(/Limited reaction/);
  });

  test('never echoes HTML', () => {
    const r = analyzeOffline({
      headline: '<b>Acme</b> <script>alert(1)</script>shares &amp; bonds <i>plunge</i>',
      summary: '<p onclick="x()">Acme misses estimates</p>',
    });
    const text = [r.explanation, r.patterns, r.consensus_delta ?? '', ...r.pathways].join(' ');
    expect(text).not.toMatch(/[<>]/);
    expect(r.explanation).toContain("'plunge'");
    expect(r.impact_score).toBeLessThan(-0.3);
  });

  test('summary and content add to the headline without drowning it', () => {
    const headlineOnly = score('Acme shares rise');
    const withBody = analyzeOffline({ headline: 'Acme shares rise', summary: 'Analysts upgraded the stock and raised targets.' }).impact_score ?? 0;
    expect(withBody).toBeGreaterThan(headlineOnly);
    const contradicted = analyzeOffline({ headline: 'Acme shares soar', content: 'Some analysts remain cautious about margins.' }).impact_score ?? 0;
    expect(contradicted).toBeGreaterThan(0.3);
  });

  test('is deterministic', () => {
    const input = { headline: 'Tesla (TSLA) shares jump 12% as deliveries beat; Bitcoin slips', summary: 'EUR/USD steady.' };
    const a = analyzeOffline(input);
    for (let i = 0; i < 5; i++) expect(analyzeOffline(input)).toEqual(a);
  });

  test('handles thousands of headlines per second', () => {
    const headlines = Array.from({ length: 2000 }, (_, i) => `Acme ${i} shares jump ${i % 50}% after it beats estimates and raises guidance; Goldman upgrades to Buy`);
    const t0 = performance.now();
    for (const headline of headlines) analyzeOffline({ headline });
    const perSecond = headlines.length / ((performance.now() - t0) / 1000);
    expect(perSecond).toBeGreaterThan(1000);
  });
});
