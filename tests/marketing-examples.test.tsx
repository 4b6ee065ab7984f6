/**
 * The home sample card and the Features examples show what the offline analyzer really returns
 * for their headlines. When the analyzer changes, this test prints the difference: copy the
 * analyzer's values into src/web/marketing/examples.ts.
 */
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { analyzeOffline } from '@/server/news/offline/analyze-offline';
import type { AnalysisResult } from '@/shared/analysis';
import { confidenceOf, formatImpact, impactLevel } from '@/shared/impact';
import { directionText } from '@/shared/instrument-calls';
import { affectedMarkets } from '@/shared/markets';
import { directionOf } from '@/shared/news-kinds';
import { allMarketingExamples, featureExamples, homeSample, type MarketingExample, readExample, type ShownAnalysis } from '@/web/marketing/examples';
import { featureExampleViews } from '@/web/marketing/feature-examples';
import { SampleAnalysisCard } from '@/web/marketing/sample-card';

const analyze = (example: MarketingExample): AnalysisResult => analyzeOffline({ headline: example.headline });

function shownPart(result: AnalysisResult): ShownAnalysis {
  const { impact_score, category, symbols, instruments, patterns, explanation } = result;
  return { impact_score, category, symbols, instruments, patterns, explanation };
}

/** The visible text of rendered markup. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Every value a card shows, computed from the analyzer's own result. */
function expectShowsAnalyzerValues(text: string, result: AnalysisResult) {
  if (result.impact_score === null) {
    expect(text).toContain('Not scored');
    return;
  }
  expect(text).toContain(formatImpact(result.impact_score));
  expect(text).toContain({ bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' }[directionOf(result.impact_score)]);
  expect(text).toContain(result.instruments[0]?.symbol ?? '(no primary instrument)');
}

/** Outlets a reader would take for the real source of an invented story (docs/product.md §2 Home list and the other usual wires). */
const realPublishers = [
  'CNBC',
  'Bloomberg',
  'Reuters',
  'Financial Times',
  'MarketWatch',
  'Wall Street Journal',
  'BBC',
  'Associated Press',
  'AP News',
  'Dow Jones',
];

describe('marketing examples are what the analyzer returns', () => {
  for (const [name, example] of Object.entries(allMarketingExamples)) {
    test(`${name}: "${example.headline}"`, () => {
      expect(example.analysis).toEqual(shownPart(analyze(example)));
    });
  }

  test('the examples illustrate what their place on the page says', () => {
    const confidence = (example: MarketingExample) => readExample(shownPart(analyze(example))).confidence;
    expect(confidence(featureExamples.confidenceHigh)).toBe('High');
    expect(confidence(featureExamples.confidenceMedium)).toBe('Medium');
    expect(confidence(featureExamples.confidenceLow)).toBe('Low');
    expect(analyze(featureExamples.notScored).impact_score).toBeNull();
    // The headline examples are strong, clear calls, not "Not scored" or a weak score.
    for (const example of [homeSample, featureExamples.impactScore]) {
      expect(impactLevel(analyze(example).impact_score)).toBe('high');
    }
    // The affected-markets example names symbols, and the patterns example has a pattern to show.
    expect(analyze(featureExamples.affectedMarkets).symbols.length).toBeGreaterThan(0);
    expect(analyze(featureExamples.historicalPatterns).patterns).not.toBe('');
  });
});

describe('the home sample card', () => {
  const result = analyze(homeSample);
  const text = textOf(renderToStaticMarkup(<SampleAnalysisCard defaultOpen />));

  test('shows the analyzer score, direction, primary instrument, confidence, markets and symbols', () => {
    expectShowsAnalyzerValues(text, result);
    expect(text).toContain(confidenceOf(result.impact_score));
    for (const market of affectedMarkets(result.category, result.symbols)) expect(text).toContain(market);
    for (const symbol of result.symbols) expect(text).toContain(symbol);
    const html = renderToStaticMarkup(<SampleAnalysisCard />);
    expect(html).toContain(`text-impact-${impactLevel(result.impact_score)}`);
  });

  test('Learn More shows the analyzer patterns, analysis and other instruments with their own scores', () => {
    expect(text).toContain(result.patterns);
    expect(text).toContain(result.explanation);
    for (const instrument of result.instruments.slice(1)) {
      expect(text).toContain(`${instrument.symbol} ${instrument.market} ${formatImpact(instrument.score)} · ${directionText(directionOf(instrument.score))}`);
    }
  });

  test('names no real publisher and no date for the invented story', () => {
    for (const publisher of realPublishers) expect(text).not.toContain(publisher);
    expect(text).toContain('Sample story');
    expect(text).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });
});

describe('the Features examples', () => {
  const render = (view: () => React.ReactNode) => textOf(renderToStaticMarkup(view()));

  test('Impact Score shows the analyzer verdict and its colour band', () => {
    const result = analyze(featureExamples.impactScore);
    const text = render(featureExampleViews.impactScore);
    expect(text).toContain(featureExamples.impactScore.headline);
    expectShowsAnalyzerValues(text, result);
    expect(text).toContain({ high: 'red band', medium: 'yellow band', low: 'green band' }[impactLevel(result.impact_score)]);
  });

  test('Affected Markets shows the analyzer markets and each symbol with its own score', () => {
    const result = analyze(featureExamples.affectedMarkets);
    const text = render(featureExampleViews.affectedMarkets);
    expect(text).toContain(affectedMarkets(result.category, result.symbols).join(', '));
    for (const instrument of result.instruments)
      expect(text).toContain(`${instrument.symbol} (${formatImpact(instrument.score)} ${directionText(instrument.direction)})`);
  });

  test('Historical Patterns quotes the analyzer pattern for its headline', () => {
    const result = analyze(featureExamples.historicalPatterns);
    const text = render(featureExampleViews.historicalPatterns);
    expect(text).toContain(featureExamples.historicalPatterns.headline);
    expect(text).toContain(result.patterns);
  });

  test('Confidence Level shows each headline with its analyzer score and confidence, and "Not scored" where there is no event', () => {
    const text = render(featureExampleViews.confidence);
    for (const example of [featureExamples.confidenceHigh, featureExamples.confidenceMedium, featureExamples.confidenceLow]) {
      const result = analyze(example);
      expect(text).toContain(`${example.headline}” : ${formatImpact(result.impact_score)}`);
      expect(text).toContain(`${confidenceOf(result.impact_score)} confidence`);
    }
    expect(text).toContain(`${featureExamples.notScored.headline}” : Not scored`);
  });

  test('no example states a figure its analysis does not contain', () => {
    const shown = Object.values(featureExampleViews).map(render).join(' ');
    const allowed = new Set(
      Object.values(allMarketingExamples).flatMap((example) => {
        const result = analyze(example);
        const scores = [result.impact_score, ...result.instruments.map((instrument) => instrument.score)].filter((score) => score !== null).map(formatImpact);
        return [...`${example.headline} ${result.patterns} ${result.explanation}`.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]).concat(scores);
      }),
    );
    // Besides the analyzer's own figures, only the product's colour thresholds (7, 4, 6.9) appear.
    for (const figure of ['7', '4', '6.9']) allowed.add(figure);
    const stray = [...shown.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]).filter((figure) => !allowed.has(figure));
    expect(stray).toEqual([]);
  });
});

test('the marketing modules stay free of server code (the analyzer must not enter the browser bundle)', () => {
  const dir = join(import.meta.dir, '../src/web/marketing');
  for (const file of readdirSync(dir)) {
    expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from '(?:@\/server|\.\.\/\.\.\/server)/);
  }
});

// The value the card would show for a stored example, against the analyzer's: one rule for both.
test('readExample follows the feed card rules', () => {
  const result = analyze(homeSample);
  const shown = readExample(shownPart(result));
  expect(shown).toMatchObject({
    level: impactLevel(result.impact_score),
    confidence: confidenceOf(result.impact_score),
    markets: affectedMarkets(result.category, result.symbols),
  });
  expect(shown.reading.verdict).toMatchObject({
    kind: 'scored',
    calls: {
      figure: formatImpact(result.impact_score),
      direction: result.impact_score !== null ? directionOf(result.impact_score) : null,
      primary: { symbol: result.instruments[0]?.symbol },
    },
  });
  expect(readExample(shownPart(analyze(featureExamples.notScored))).reading.verdict).toMatchObject({ kind: 'not-scored' });
});

// The pages render the checked examples, not values of their own (rendering the routes needs the router and a session).
test('the home and Features pages render these examples and describe the 0–10 card', () => {
  const source = (route: string) => readFileSync(join(import.meta.dir, '../src/web/routes', route), 'utf8');
  const home = source('index.tsx');
  expect(home).toContain("import { SampleAnalysisCard } from '@/web/marketing/sample-card'");
  expect(home).not.toMatch(/score:\s*-?\d/);
  expect(home).not.toContain('rated from -10 to 10');
  const features = source('features.tsx');
  for (const view of Object.keys(featureExampleViews)) expect(features).toContain(`<featureExampleViews.${view} />`);
  expect(features).not.toMatch(/scores <strong[^>]*>[+-]?\d/);
});
