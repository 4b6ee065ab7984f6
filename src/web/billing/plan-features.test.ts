import { expect, test } from 'bun:test';
import { directionLabel, formatImpact } from '@/shared/impact';
import { impactScoreShown, planFeatures, premiumFeatures } from './plan-features';

test('the plan pages describe the impact score the way the cards show it: 0 to 10 with its direction', () => {
  // What a card shows for the strongest and the weakest scores, each way.
  expect([formatImpact(-1), formatImpact(0), formatImpact(1)]).toEqual(['10.0', '0.0', '10.0']);
  expect(impactScoreShown).toContain('from 0 to 10');
  expect(impactScoreShown).toContain(`${directionLabel.bullish.toLowerCase()} or ${directionLabel.bearish.toLowerCase()}`);

  for (const list of [planFeatures({ publishers: ['CNBC'], feeds: 59 }), planFeatures({ publishers: [], feeds: 0 }), planFeatures(null), premiumFeatures]) {
    const impactLines = list.filter((line) => /impact score/i.test(line));
    expect(impactLines).toHaveLength(1);
    expect(impactLines[0]).toContain(impactScoreShown);
    expect(impactLines[0]).not.toContain('-10');
  }
});
