/** "Versus consensus": only an outcome stated against an expectation, quoted with the text's own figures. */
import { describe, expect, test } from 'bun:test';
import { buildConsensusDelta, figureInText, findConsensusComparison, findFigures } from './narrative';

describe('the consensus gate says nothing where the text compares with no expectation', () => {
  const unrelated = [
    // Sport: "top", "tops", "misses out"
    'Harbour City striker tops the scoring chart as Rovers stay top of the league',
    'Veteran sprinter misses out on the final after a slow start in the heats',
    // A market recap names Wall Street, not an expectation
    'Wall Street closes higher as tech shares lead a broad afternoon rally',
    // Guidance, forecasts and previews on their own
    'Fernhill Tools reaffirms its full-year guidance',
    'Fernhill Tools forecasts 2027 revenue of $5bn',
    'Fernhill Tools is expected to beat estimates when it reports on Thursday',
    'Lawmakers in Norland meet ahead of the expected vote on the budget',
    'Top analysts say the economy of Norland is strong. Shares rose 2% on the day.',
  ];
  for (const text of unrelated) {
    test(text, () => {
      expect(findConsensusComparison(text)).toBeNull();
      expect(buildConsensusDelta(text)).toBeNull();
    });
  }
});

describe('the consensus gate finds an outcome against an expectation, and quotes the text', () => {
  test('"rose 0.4% against 0.2% expected" quotes both figures, each for what it is', () => {
    const text = 'Retail sales in Norland rose 0.4% in May against 0.2% expected.';
    expect(findConsensusComparison(text)).toMatchObject({ outcome: ['0.4%'], expected: ['0.2%'] });
    const delta = buildConsensusDelta(text) ?? '';
    expect(delta).toContain("'Retail sales in Norland rose 0.4% in May against 0.2% expected.'");
    expect(delta).toContain('reported 0.4%; expected 0.2%');
  });

  test('"EPS $1.10 vs $0.95 consensus" and a consensus named by its provider', () => {
    expect(buildConsensusDelta('Quillon Foods posts EPS $1.10 vs $0.95 consensus on snack demand')).toContain('reported $1.10; expected $0.95');
    expect(findConsensusComparison('Brantley Group Q2 EPS $0.61 against FactSet consensus of $0.55')).toMatchObject({
      outcome: ['$0.61'],
      expected: ['$0.55'],
    });
  });

  test('comparisons in words: beat estimates, less than forecast, unexpectedly, wire shorthand', () => {
    for (const text of [
      "Brenmoor Energy beat analysts' estimates for the third quarter",
      'Factory output in Norland grew less than economists had forecast in April',
      'Jobless claims in Norland unexpectedly fell last week',
      'Pellucid Software posts a better-than-expected quarter',
      'Orrin Mining EPS tops by 3 cents but missed on sales',
    ]) {
      expect(findConsensusComparison(text)?.sentence).toBe(text);
      expect(buildConsensusDelta(text)).toStartWith('The text compares the outcome with an expectation:');
    }
  });

  test('the comparing sentence is found in a longer text, and only its own figures are quoted', () => {
    const text = 'Norland payrolls grew by 150,000 in June. The poll had called for 180,000. Wages rose 0.3% on the month.';
    const delta = buildConsensusDelta(text) ?? '';
    expect(delta).toContain("'The poll had called for 180,000.'");
    expect(delta).not.toContain('0.3%');
    for (const figure of findFigures(delta)) expect(figureInText(figure, findFigures(text))).toBe(true);
  });
});

describe('figures', () => {
  test('amounts with a currency, unit, scale or decimals count; years, tenors and labels do not', () => {
    const found = findFigures('EPS $1.10, revenue $3.5 billion, cut of 25 bps, 0.4 percent, 150,000 jobs, Q3 2027, SX5E, 10-year yields');
    expect(found.map((f) => f.text)).toEqual(['$1.10', '$3.5 billion', '25 bps', '0.4 percent', '150,000']);
  });

  test('the same amount written another way is the same figure; a different amount is not', () => {
    const own = findFigures('Revenue reached $3.5 billion and margins fell 0.4 percent.');
    const [bn, pct, other] = findFigures('$3.5bn, -0.4%, $3.6bn');
    expect(bn && figureInText(bn, own)).toBe(true);
    expect(pct && figureInText(pct, own)).toBe(true);
    expect(other && figureInText(other, own)).toBe(false);
  });
});
