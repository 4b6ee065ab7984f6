import type { ReactNode } from 'react';
import { formatImpact, shownDirection } from '@/shared/impact';
import { directionText } from '@/shared/instrument-calls';
import { StoryVerdict } from '@/web/feed/story-verdict';
import { featureExamples, type MarketingExample, readExample } from './examples';

/** docs/product.md §9 colour bands, in words. */
const levelBand = { high: 'red band (7 and above)', medium: 'yellow band (4 to 6.9)', low: 'green band (below 4)' } as const;

/** "8.0 · OIL ↗ Bullish" in the colour of its level, as the feed card shows it: the figure, its instrument and that instrument's own direction. */
const Verdict = ({ example }: { example: MarketingExample }) => <StoryVerdict verdict={readExample(example.analysis).reading.verdict} size="inline" />;

const Headline = ({ example }: { example: MarketingExample }): ReactNode => <strong>“{example.headline}”</strong>;

function List({ items }: { items: readonly string[] }) {
  return <>{items.join(', ')}</>;
}

/** The Features page's examples: each is a headline and what the offline analyzer returns for it. */
export const featureExampleViews = {
  impactScore: () => {
    const example = featureExamples.impactScore;
    const { level } = readExample(example.analysis);
    return (
      <>
        <Headline example={example} /> scores <Verdict example={example} />
        {level && <>, in the {levelBand[level]}</>}: an OPEC output cut moves the oil price directly.
      </>
    );
  },
  affectedMarkets: () => {
    const example = featureExamples.affectedMarkets;
    const { markets } = readExample(example.analysis);
    return (
      <>
        <Headline example={example} /> affects{' '}
        <em>
          <List items={markets} />
        </em>{' '}
        with the symbols{' '}
        {example.analysis.instruments.map((instrument, index) => (
          <span key={instrument.symbol}>
            {index > 0 && ' and '}
            <span className="font-mono">{instrument.symbol}</span> ({formatImpact(instrument.score)} {directionText(shownDirection(instrument.score))})
          </span>
        ))}
        .
      </>
    );
  },
  historicalPatterns: () => {
    const example = featureExamples.historicalPatterns;
    return (
      <>
        For <Headline example={example} />: {example.analysis.patterns}
      </>
    );
  },
  confidence: () => {
    const { confidenceHigh, confidenceMedium, confidenceLow, notScored } = featureExamples;
    const rows = [confidenceHigh, confidenceMedium, confidenceLow].map((example) => ({ example, shown: readExample(example.analysis) }));
    return (
      <>
        {rows.map(({ example, shown }) => (
          <span key={example.headline} className="block pb-2">
            <Headline example={example} />: <Verdict example={example} />, <strong>{shown.confidence}</strong> confidence.
          </span>
        ))}
        <span className="block">
          <Headline example={notScored} />: {notScored.analysis.explanation}
        </span>
      </>
    );
  },
} satisfies Record<string, () => ReactNode>;
