import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { analyzeOffline } from '@/server/news/offline/analyze-offline';
import type { FeedItem } from '@/shared/feed';
import { emptyAnalysis, storedAnalysisOf } from '@/shared/stored-analysis';
import { DenseRow } from './dense-row';
import { NewsCard } from './news-card';

function itemFor(headline: string): FeedItem {
  const result = analyzeOffline({ headline });
  return {
    id: 1,
    headline,
    summary: null,
    content: null,
    analysis: storedAnalysisOf(result),
    impact_score: result.impact_score,
    symbols: result.symbols,
    category: result.category,
    published_at: '2026-11-23T10:00:00.000Z',
    created_at: '2026-11-23T10:00:00.000Z',
    source_domain: 'example.com',
    publisher_name: 'Example',
    source: 'feed',
    url: 'https://example.com/story',
    outlet_count: 1,
    analysis_method: result.method,
    ai_pending: false,
    reactions: null,
    revision: 1,
  };
}

const render = (item: FeedItem) => renderToStaticMarkup(<NewsCard item={item} isNew={false} now={new Date('2026-11-23T11:00:00Z')} />);

describe('news card verdict', () => {
  test('news with nothing to score says "Not scored", never 0.0 or a confidence', () => {
    const html = render(itemFor('Her cat still refuses the new sofa'));
    expect(html).toContain('Not scored');
    expect(html).not.toContain('Impact score');
    expect(html).not.toContain('>0.0<');
    expect(html).not.toContain('Confidence');
  });

  test('text in a language the analyzer does not read says so', () => {
    const html = render(itemFor('La Banque centrale européenne a décidé de baisser les taux pour la première fois'));
    expect(html).toContain('Not scored');
    expect(html).toContain('Language not supported');
  });

  test('a failed analysis says "Analysis unavailable", not 0.0', () => {
    const html = render({ ...itemFor('Fed raises rates'), analysis: { ...emptyAnalysis, failure: 'api-error' }, impact_score: null, analysis_method: null });
    expect(html).toContain('Analysis unavailable');
    expect(html).not.toContain('Impact score');
    expect(html).not.toContain('>0.0<');
  });

  test('a scored story shows the primary instrument with its score and direction', () => {
    // The biggest since 1994 sizes the news, but no expectation is stated: 9.5, not 10.0.
    const html = render(itemFor('Fed lifts rates by 75 basis points, its biggest increase since 1994'));
    expect(html).toContain('Impact score 9.5 of 10');
    expect(html).toContain('Bearish');
    expect(html).toContain('US Treasuries');
  });

  test('the card says which analysis it shows: rules-based, with the AI one on its way, or the AI one', () => {
    const offline = itemFor('Fed lifts rates by 75 basis points, its biggest increase since 1994');
    expect(render(offline)).toContain('Rules-based analysis<');
    expect(render({ ...offline, ai_pending: true })).toContain('Rules-based analysis · AI analysis on its way');
    const ai = render({ ...offline, analysis_method: 'claude-haiku-4-5' });
    expect(ai).toContain('AI analysis<');
    expect(ai).not.toContain('Rules-based');
  });
});

describe('news card figures agree with each other', () => {
  const scored = (impact_score: number) => ({ ...itemFor('Fed lifts rates by 75 basis points, its biggest increase since 1994'), impact_score });

  test('0.699 shows 7.0 in the red band, 0.799 shows 8.0 with High confidence', () => {
    const seven = render(scored(0.699));
    expect(seven).toContain('Impact score 7.0 of 10');
    expect(seven).toContain('text-impact-high');
    expect(seven).not.toContain('text-impact-medium');
    expect(seven).toContain('Confidence: <strong>Medium</strong>');
    const eight = render(scored(-0.799));
    expect(eight).toContain('Impact score 8.0 of 10');
    expect(eight).toContain('Confidence: <strong>High</strong>');
    expect(eight).toContain('Bearish');
  });

  test('a score shown as 1.0 has a direction, for the headline and for its instrument alike', () => {
    const html = render(scored(0.095));
    expect(html).toContain('Impact score 1.0 of 10');
    expect(html).toContain('text-impact-low');
    // The primary's entry says neutral (0.095 is under the band), but it shows as 1.0: bullish.
    const instrument = { symbol: 'XYZ', market: 'Stock Market', direction: 'neutral' as const, score: 0.095 };
    const withPrimary = render({ ...scored(0.095), analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e', instruments: [instrument] } });
    expect(withPrimary).toMatch(/XYZ<\/div>.*↗.*Bullish/);
    const withoutInstruments = render({ ...scored(0.095), analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e' } });
    expect(withoutInstruments).toMatch(/↗.*Bullish/);
    expect(withoutInstruments).not.toContain('Neutral');
  });
});

const StoryLink = ({ children }: { id: number; children: React.ReactNode }) => <a href="/story">{children}</a>;
const SymbolChip = ({ symbol }: { symbol: string }) => <span>{symbol}</span>;
const links = { StoryLink, SymbolChip };

describe('each instrument with its own direction', () => {
  // "Harbor Grocers slides as Lakeview Foods wins the supermarket tender": one down, one up, one flat.
  const instruments = [
    { symbol: 'HBRG', market: 'Stock Market', direction: 'bearish', score: -0.64 },
    { symbol: 'LKVF', market: 'Stock Market', direction: 'bullish', score: 0.41 },
    { symbol: 'XRT', market: 'Stock Market', direction: 'neutral', score: 0.02 },
  ] as const;
  const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
    ...itemFor('Harbor Grocers slides as Lakeview Foods wins the supermarket tender'),
    impact_score: -0.64,
    symbols: ['HBRG', 'LKVF', 'XRT'],
    analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e', instruments: [...instruments] },
    ...overrides,
  });
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  test('the card names the primary beside the score with its own arrow, and every other instrument with its own', () => {
    const html = render(item());
    expect(html).toContain('Impact score 6.4 of 10 for HBRG');
    const shown = text(html);
    expect(shown).toContain('6.4 HBRG ↘ Bearish');
    expect(shown).toContain('Other instruments LKVF ↗ Bullish XRT → Neutral');
    expect(shown).not.toMatch(/LKVF ↘|XRT ↘|HBRG ↗/);
  });

  test("the primary's own direction is shown even when the headline figure's sign says otherwise", () => {
    const shown = text(render(item({ impact_score: 0.64 })));
    expect(shown).toContain('6.4 HBRG ↘ Bearish');
    expect(shown).not.toContain('↗ Bullish LKVF');
  });

  test('the compact row shows the score beside the primary and its arrow, one more instrument and a count', () => {
    const html = renderToStaticMarkup(<DenseRow item={item()} isNew={false} now={new Date('2026-11-23T11:00:00Z')} timeZone="UTC" links={links} />);
    expect(html).toContain('Impact score 6.4 of 10 for HBRG');
    const shown = text(html);
    expect(shown).toContain('6.4 HBRG ↘ Bearish LKVF ↗ Bullish +2 more +1 more');
    expect(shown).not.toMatch(/LKVF ↘|XRT ↘|HBRG ↗/);
    // The headline's symbols are not listed bare beside the score's arrow.
    expect(shown).not.toContain('HBRG LKVF XRT');
  });
});

describe('a sample story is marked as one wherever it is shown', () => {
  const sample = { ...itemFor('Fed lifts rates by 75 basis points, its biggest increase since 1994'), source: 'demo', url: '' };
  const now = new Date('2026-11-23T11:00:00Z');
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  test('the collapsed card, before Learn More is opened', () => {
    const html = render(sample);
    expect(html).toContain('aria-expanded="false"');
    expect(text(html)).toContain('Sample story');
    expect(text(render(itemFor('Fed lifts rates by 75 basis points, its biggest increase since 1994')))).not.toContain('Sample');
  });

  test('the compact row, on every width (the word is hidden at no width)', () => {
    const row = (item: FeedItem) => renderToStaticMarkup(<DenseRow item={item} isNew={false} now={now} timeZone="UTC" links={links} />);
    const html = row(sample);
    expect(text(html)).toContain('Sample story');
    expect(html).toMatch(/data-slot="sample-label"[^>]*>Sample</);
    // Two places, each shown at the widths the other is hidden at: in the first line from sm, opening the headline on phones.
    const hiding = [...html.matchAll(/class="([^"]*)"[^>]*data-slot="sample-label"/g)].map((match) =>
      (match[1] ?? '').split(' ').filter((name) => name.endsWith('hidden')),
    );
    expect(hiding).toEqual([['max-sm:hidden'], ['sm:hidden']]);
    expect(text(row({ ...sample, source: 'feed', url: 'https://example.com/story' }))).not.toContain('Sample');
  });
});
