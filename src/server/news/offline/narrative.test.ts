/** Historical patterns: the typical reaction of the event type, never contradicting the card it sits on. */
import { describe, expect, test } from 'bun:test';
import type { InstrumentImpact } from '../../../shared/analysis';
import { directionOf } from '../../../shared/news-kinds';
import { type EventType, findEventType } from '../events/taxonomy';
import { analyzeOffline } from './analyze-offline';
import { assetClassOf, buildEventPatterns } from './narrative';

const event = (id: string): EventType => {
  const found = findEventType(id);
  if (!found) throw new Error(`no event type ${id}`);
  return found;
};
const on = (symbol: string, market: string, score: number): InstrumentImpact => ({ symbol, market, direction: directionOf(score), score });

/** A pattern sentence that says a class rises or falls, read back: +1 support, -1 weigh on. */
function stated(pattern: string, name: string): -1 | 0 | 1 {
  const directional = pattern.split(/[;.]/)[0] ?? '';
  const support = /support ([^;]*?)(?: and weigh on|$)/.exec(directional)?.[1] ?? '';
  const weigh = /weigh on ([^;]*)/.exec(directional)?.[1] ?? '';
  if (support.includes(name)) return 1;
  if (weigh.includes(name)) return -1;
  return 0;
}

describe('historical patterns are phrased as the typical reaction of the event type', () => {
  test('a rate cut: the title names the type and the reaction follows the event model', () => {
    const pattern = buildEventPatterns(event('cb-rate-cut'));
    expect(pattern).toStartWith('Typical reaction to events of this type (rate cut):');
    expect(stated(pattern, 'government bonds')).toBe(1);
    expect(stated(pattern, 'the currency')).toBe(-1);
    expect(pattern).not.toMatch(/\d/);
  });

  test('no pattern for plain business news', () => {
    expect(buildEventPatterns(event('business-news'))).toBe('');
  });
});

describe('historical patterns never contradict the card', () => {
  test('regulatory news that the card reads as good for the shares gets no "tends to weigh"', () => {
    const bearish = buildEventPatterns(event('regulation'), [on('KSTL', 'Stock Market', -0.3)]);
    expect(bearish).toContain('tended to weigh on the companies concerned');
    const bullish = buildEventPatterns(event('regulation'), [on('KSTL', 'Stock Market', 0.35)]);
    expect(bullish).not.toMatch(/weigh/);
    expect(bullish).toStartWith('Typical reaction to events of this type (new regulation):');
  });

  test('a fixed reaction leaves out the class the card reads the other way, and says so neutrally', () => {
    const cut = event('cb-rate-cut');
    // The card has the currency rising on a cut (the article's own reading, e.g. a cut smaller than priced).
    const pattern = buildEventPatterns(cut, [on('Gilts', 'Bond Market', 0.6), on('GBP', 'Forex', 0.4)]);
    expect(stated(pattern, 'the currency')).toBe(0);
    expect(pattern).toContain('Here the card reads the currency the other way');
    expect(stated(pattern, 'government bonds')).toBe(1);
  });

  test('when the card reads the only class the other way, no directional clause is left', () => {
    const pattern = buildEventPatterns(event('fine-settlement'), [on('GLWD', 'Stock Market', 0.2)]);
    expect(pattern).not.toMatch(/weigh|support/);
    expect(pattern).toContain('Here the card reads the shares the other way');
  });

  test('a variable release is told for the way the card reads it moved', () => {
    const inflation = event('macro-inflation');
    const fell = buildEventPatterns(inflation, [on('US Treasuries', 'Bond Market', 0.7), on('SPX', 'Indices', 0.5), on('USD', 'Forex', -0.5)]);
    expect(fell).toContain('a fall in inflation has tended to support government bonds and equities and weigh on the currency');
    const rose = buildEventPatterns(inflation, [on('US Treasuries', 'Bond Market', -0.7)]);
    expect(rose).toContain('a rise in inflation');
    expect(stated(rose.split(': ')[1] ?? '', 'government bonds')).toBe(-1);
  });

  test('on every card the offline analyzer writes, no instrument goes against its own pattern', () => {
    const headlines = [
      'Central bank of Norland cuts interest rates by 50 basis points',
      'Norland inflation falls to 2.1% in March',
      'Orvane Health wins FDA approval for its sleep drug',
      'Kestrel Bank fined $40 million by regulators over reporting lapses',
      'Analyst upgrades Home Depot to buy',
      'OPEC+ agrees to trim oil output by a further 500,000 barrels a day',
    ];
    const names: Record<string, string> = {
      bonds: 'government bonds',
      index: 'equities',
      currency: 'the currency',
      stock: 'the shares',
      oil: 'oil',
      gold: 'gold',
    };
    for (const headline of headlines) {
      const r = analyzeOffline({ headline });
      for (const instrument of r.instruments) {
        const cls = assetClassOf(instrument);
        const name = cls ? names[cls] : undefined;
        if (!name || instrument.direction === 'neutral') continue;
        const said = stated(r.patterns.split(': ').slice(1).join(': '), name);
        expect({ headline, symbol: instrument.symbol, contradicts: said === -(instrument.score > 0 ? 1 : -1) }).toMatchObject({ contradicts: false });
      }
    }
  });
});
