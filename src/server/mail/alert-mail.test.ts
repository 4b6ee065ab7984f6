import { describe, expect, test } from 'bun:test';
import type { InstrumentImpact } from '../../shared/analysis';
import { emptyAnalysis } from '../../shared/stored-analysis';
import { readStory } from '../../shared/story-reading';
import type { AlertMailStory } from './templates';
import { alertMail } from './templates';

const brand = { appName: 'Impactwire', publicUrl: 'http://app.test' };
const instrument = (symbol: string, score: number): InstrumentImpact => ({
  symbol,
  market: 'Stock Market',
  direction: score >= 0.1 ? 'bullish' : score <= -0.1 ? 'bearish' : 'neutral',
  score,
});

type StoryOverrides = Partial<AlertMailStory> & { impactScore?: number | null; instruments?: InstrumentImpact[] };

function story({ impactScore = 0.71, instruments = [instrument('LKVF', 0.71), instrument('HBRG', -0.38)], ...overrides }: StoryOverrides): AlertMailStory {
  return {
    id: 7,
    headline: 'Lakeview Foods soars on a buyout bid while rival Harbor Grocers slides',
    publisher: 'Northbridge Wire',
    reading: readStory({ impact_score: impactScore, analysis: { ...emptyAnalysis, instruments } }),
    symbols: ['LKVF', 'HBRG'],
    at: new Date('2026-11-24T15:30:00Z'),
    matched: [{ name: 'Big movers' }],
    instrument: 'LKVF',
    ...overrides,
  };
}

const mailOf = (stories: AlertMailStory[]) =>
  alertMail(brand, 'reader@example.test', {
    stories,
    rules: [
      { name: 'Big movers', enabled: true },
      { name: 'Paused', enabled: false },
    ],
    timeZone: 'UTC',
    unsubscribeToken: 't',
  });

describe('alert mail directions', () => {
  test('instruments moving opposite ways: each symbol with its own arrow, the figure with the primary', () => {
    const mail = mailOf([story({})]);
    expect(mail.text).toContain('LKVF 7.1 ↗ Bullish · HBRG 3.8 ↘ Bearish\nLakeview Foods soars on a buyout bid while rival Harbor Grocers slides');
    expect(mail.text).not.toMatch(/HBRG [\d.]* ?↗|LKVF [\d.]* ?↘/);
    expect(mail.html).toContain('<span style="white-space:nowrap">LKVF 7.1 ↗ Bullish</span> · <span style="white-space:nowrap">HBRG 3.8 ↘ Bearish</span>');
  });

  test("a headline figure whose sign disagrees with the primary's own entry: the symbol keeps its own arrow", () => {
    const mail = mailOf([story({ impactScore: -0.3, instruments: [instrument('AUD/USD', 0.3)], symbols: ['AUD/USD'] })]);
    expect(mail.text).toContain('AUD/USD 3.0 ↗ Bullish');
    expect(mail.text).not.toContain('↘');
  });

  test('many instruments: the first five, then how many more', () => {
    const many = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG'].map((symbol, index) => instrument(symbol, index % 2 ? -0.4 : 0.5));
    const mail = mailOf([story({ impactScore: 0.5, instruments: many })]);
    expect(mail.text).toContain('AAA 5.0 ↗ Bullish · BBB 4.0 ↘ Bearish · CCC 5.0 ↗ Bullish · DDD 4.0 ↘ Bearish · EEE 5.0 ↗ Bullish · +2 more\n');
  });

  test('a story without a score says "Not scored" and no direction', () => {
    const mail = mailOf([story({ impactScore: null, instruments: [], matched: [{ name: 'Mine' }] })]);
    expect(mail.text).toContain('Not scored\nLakeview Foods');
    expect(mail.text).not.toMatch(/[↗↘→] (Bullish|Bearish|Neutral)/);
  });

  test('a macro story names the instrument it moves in the subject and why it alerts; the footer names the rules that are on', () => {
    const mail = mailOf([
      story({
        headline: 'Central bank holds its policy rate and signals patience',
        impactScore: -0.62,
        instruments: [instrument('US Treasuries', -0.62), instrument('USD', 0.45)],
        symbols: [],
        matched: [{ name: 'Rates' }, { name: 'Macro 6+' }],
        instrument: 'US Treasuries',
      }),
    ]);
    expect(mail.subject).toBe('US Treasuries: Central bank holds its policy rate and signals patience');
    expect(mail.text).toContain('US Treasuries 6.2 ↘ Bearish · USD 4.5 ↗ Bullish\n');
    expect(mail.text).toContain('Why: Your rules “Rates”, “Macro 6+” · Moves US Treasuries\n');
    expect(mail.html).toContain('Your rules “Rates”, “Macro 6+” · Moves US Treasuries');
    expect(mail.text).toContain('Your alert rules that are on: “Big movers”.');
    expect(mail.text).not.toContain('Paused');
  });
});
